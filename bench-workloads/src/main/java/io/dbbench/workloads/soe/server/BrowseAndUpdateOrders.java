package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.SoeMetadata;
import java.sql.CallableStatement;
import java.sql.SQLException;

/**
 * Browse Orders (BO): log on, look at the customer's orders, add one to a line of one of them; one
 * call of {@code orderentry.browseAndUpdateOrders}.
 */
public final class BrowseAndUpdateOrders extends ServerSideTransaction {
    public static final String SQL = "{? = call orderentry.browseAndUpdateOrders(?, ?, ?)}";
    private final SoeMetadata metadata;

    BrowseAndUpdateOrders(PlsqlCommitSetting commitSetting, SoeMetadata metadata) {
        super(commitSetting);
        this.metadata = metadata;
    }

    @Override
    protected String callSql() {
        return SQL;
    }

    @Override
    protected int bindArguments(CallableStatement call, TransactionContext context) throws SQLException {
        call.setLong(2, SoeInputs.customerId(context, metadata));
        return 3;
    }
}
