package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.TransactionContext;
import java.sql.CallableStatement;
import java.sql.SQLException;

/**
 * Sales Rep Query (SQ): a random sales rep's top orders by total, ranked, with customer names; one
 * call of {@code orderentry.SalesRepsQuery}.
 */
public final class SalesRepsOrdersQuery extends ServerSideTransaction {
    public static final String SQL = "{? = call orderentry.SalesRepsQuery(?, ?, ?)}";

    SalesRepsOrdersQuery(PlsqlCommitSetting commitSetting) {
        super(commitSetting);
    }

    @Override
    protected String callSql() {
        return SQL;
    }

    @Override
    protected int bindArguments(CallableStatement call, TransactionContext context) throws SQLException {
        call.setLong(2, SoeInputs.salesRepId(context));
        return 3;
    }
}
