package io.dbbench.workloads.tpcds.dml;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.tpcds.schema.SaleRows;
import io.dbbench.workloads.tpcds.schema.TpcdsTable;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Update{Catalog,Store,Web}Sales: thinks, updates the quantity and money columns of one sales line found
 * by its primary key (item, order number), thinks, commits. On a schema this tool loaded the line is one
 * that was loaded (recomputed from the load's seed); on another schema the keys are random and the update
 * may find no row. Either way one UPDATE ran, and that is what is counted.
 */
final class UpdateSales implements Transaction {
    private final TpcdsDmlWorkload workload;
    private final SalesChannel channel;
    private final String sql;

    UpdateSales(TpcdsDmlWorkload workload, SalesChannel channel) {
        this.workload = workload;
        this.channel = channel;
        this.sql = channel.updateSql();
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException, InterruptedException {
        context.think();
        long[] key = pickLine(context);
        Object[] amounts = SaleRows.newAmounts(channel.table(), context.random());
        PreparedStatement update = context.prepare(sql);
        update.setLong(1, (Long) amounts[0]);
        for (int i = 1; i < amounts.length; i++) update.setBigDecimal(i + 1, (BigDecimal) amounts[i]);
        update.setLong(amounts.length + 1, key[0]);
        update.setLong(amounts.length + 2, key[1]);
        update.executeUpdate();
        context.think();
        context.connection().commit();
        return Outcome.committed(DmlCounts.of(0, 0, 1, 0, 1, 0));
    }

    /** {item key, order number} of the line to update. */
    private long[] pickLine(TransactionContext context) {
        TpcdsDmlWorkload.LoadedData loaded = workload.loaded();
        if (loaded != null) {
            long lines = loaded.volumes().rows(channel.table());
            return SaleRows.loadedLine(channel.table(), loaded.seed(), loaded.volumes().rows(TpcdsTable.ITEM),
                    context.random().nextLong(1, lines + 1));
        }
        long orders = Math.max(1, workload.loadedOrders(channel));
        return new long[]{context.random().nextLong(1, workload.maxKey(TpcdsTable.ITEM) + 1), context.random().nextLong(1, orders + 1)};
    }
}
