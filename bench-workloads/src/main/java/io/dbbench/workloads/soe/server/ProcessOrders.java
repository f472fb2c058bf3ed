package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.TransactionContext;
import java.sql.CallableStatement;
import java.sql.SQLException;

/**
 * Process Orders (PO): in a random warehouse, process one of the oldest unprocessed orders nobody else
 * holds; one call of {@code orderentry.processOrders(warehouse, ...)} (the warehouse is drawn here, so
 * runs with the same seed process the same warehouses).
 */
public final class ProcessOrders extends ServerSideTransaction {
    public static final String SQL = "{? = call orderentry.processOrders(?, ?, ?)}";

    ProcessOrders(PlsqlCommitSetting commitSetting) {
        super(commitSetting);
    }

    @Override
    protected String callSql() {
        return SQL;
    }

    @Override
    protected int bindArguments(CallableStatement call, TransactionContext context) throws SQLException {
        call.setLong(2, SoeInputs.warehouseId(context));
        return 3;
    }
}
