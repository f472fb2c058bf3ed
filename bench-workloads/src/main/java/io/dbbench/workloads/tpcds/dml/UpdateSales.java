package io.dbbench.workloads.tpcds.dml;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.tpcds.schema.SaleRows;
import io.dbbench.workloads.tpcds.schema.TpcdsTable;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Update{Catalog,Store,Web}Sales: thinks, reads how much of one sales line (found by its primary key: item,
 * order number) was returned, sets the line's quantity to a new value no lower than that, with every amount
 * that depends on the quantity recomputed from the line's own prices, thinks, commits. On a schema this tool
 * loaded the line is one that was loaded (recomputed from the load's seed); on another schema the keys are
 * random and the update may find no row. Either way one SELECT and one UPDATE ran, and that is what is counted.
 */
final class UpdateSales extends SalesTransaction {
    private static final DmlCounts COUNTS = DmlCounts.of(1, 0, 1, 0, 1, 0);
    /** Quantities of new values are drawn from 1..100, as the generator draws them. */
    private static final long MAX_QUANTITY = 100;

    private final String sql;
    private final int quantityBinds;
    private final String returnedSql;

    UpdateSales(TpcdsDmlWorkload workload, SalesChannel channel) {
        super(workload, channel);
        this.sql = channel.updateSql();
        this.quantityBinds = channel.quantityBinds();
        this.returnedSql = channel.returnedQuantitySql();
    }

    @Override
    DmlCounts runStatements(TransactionContext context) throws SQLException {
        long[] key = pickLine(context);
        PreparedStatement returned = context.prepare(returnedSql);
        returned.setLong(1, key[0]);
        returned.setLong(2, key[1]);
        long returnedQuantity;
        try (ResultSet rs = returned.executeQuery()) {
            returnedQuantity = rs.next() ? rs.getLong(1) : 0;
        }
        long quantity =
                context.random().nextLong(Math.max(1, returnedQuantity), Math.max(MAX_QUANTITY, returnedQuantity) + 1);
        PreparedStatement update = context.prepare(sql);
        for (int i = 1; i <= quantityBinds; i++) update.setLong(i, quantity);
        update.setLong(quantityBinds + 1, key[0]);
        update.setLong(quantityBinds + 2, key[1]);
        update.executeUpdate();
        return COUNTS;
    }

    /** {item key, order number} of the line to update. */
    private long[] pickLine(TransactionContext context) {
        TpcdsDmlWorkload.LoadedData loaded = workload.loaded();
        if (loaded != null) {
            long lines = loaded.volumes().rows(channel.table());
            return SaleRows.loadedLine(
                    channel.table(),
                    loaded.seed(),
                    loaded.volumes().rows(TpcdsTable.ITEM),
                    context.random().nextLong(1, lines + 1));
        }
        long orders = Math.max(1, workload.loadedOrders(channel));
        return new long[] {
            context.random().nextLong(1, workload.maxKey(TpcdsTable.ITEM) + 1),
            context.random().nextLong(1, orders + 1)
        };
    }
}
