package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.TransactionContext;
import java.sql.CallableStatement;
import java.sql.SQLException;

/**
 * Orders by County (SwingBench 2.7's {@code OrdersByCountyQuery}): up to 15 orders of customers with an
 * address in a random county; one call of {@code orderentry.OrdersByCountyQuery}. That function is our
 * addition to the package: against an {@code ORDERENTRY} package SwingBench installed, this transaction
 * fails.
 */
public final class OrdersByCountyQuery extends ServerSideTransaction {
    public static final String SQL = "{? = call orderentry.OrdersByCountyQuery(?, ?, ?)}";

    OrdersByCountyQuery(PlsqlCommitSetting commitSetting) {
        super(commitSetting);
    }

    @Override
    protected String callSql() {
        return SQL;
    }

    @Override
    protected int bindArguments(CallableStatement call, TransactionContext context) throws SQLException {
        call.setString(2, SoeInputs.county(context));
        return 3;
    }
}
