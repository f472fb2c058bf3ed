package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.TransactionContext;
import java.sql.CallableStatement;
import java.sql.SQLException;

/**
 * Warehouse Activity Query (WA): a random warehouse's orders of the last hour in 12 five-minute
 * buckets; one call of {@code orderentry.WarehouseActivityQuery}.
 */
public final class WarehouseActivityQuery extends ServerSideTransaction {
    public static final String SQL = "{? = call orderentry.WarehouseActivityQuery(?, ?, ?)}";

    WarehouseActivityQuery(PlsqlCommitSetting commitSetting) {
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
