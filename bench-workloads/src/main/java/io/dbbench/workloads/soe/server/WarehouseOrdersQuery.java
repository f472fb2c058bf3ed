package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.TransactionContext;
import java.sql.CallableStatement;
import java.sql.SQLException;

/**
 * Warehouse Query (WQ): a random warehouse's order count and value by order mode, with subtotals; one
 * call of {@code orderentry.WarehouseOrdersQuery}.
 */
public final class WarehouseOrdersQuery extends ServerSideTransaction {
    public static final String SQL = "{? = call orderentry.WarehouseOrdersQuery(?, ?, ?)}";

    WarehouseOrdersQuery(PlsqlCommitSetting commitSetting) {
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
