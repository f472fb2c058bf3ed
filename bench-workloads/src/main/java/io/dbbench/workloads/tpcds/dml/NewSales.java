package io.dbbench.workloads.tpcds.dml;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.tpcds.schema.SaleRows;
import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/**
 * New{Catalog,Store,Web}Sales: thinks, inserts one sales line of a new order (keys drawn from the
 * dimensions' key ranges, a sales date in 1998-2002, consistent amounts), thinks, commits.
 */
final class NewSales implements Transaction {
    private final TpcdsDmlWorkload workload;
    private final SalesChannel channel;
    private final String sql;

    NewSales(TpcdsDmlWorkload workload, SalesChannel channel) {
        this.workload = workload;
        this.channel = channel;
        this.sql = channel.insertSql();
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException, InterruptedException {
        context.think();
        long orderNumber = workload.nextOrderNumber(channel, context.connection());
        List<Object> values = SaleRows.newSale(channel.table(), context.random(), orderNumber, workload::maxKey);
        PreparedStatement insert = context.prepare(sql);
        for (int i = 0; i < values.size(); i++) {
            Object v = values.get(i);
            if (v instanceof BigDecimal d) insert.setBigDecimal(i + 1, d);
            else insert.setLong(i + 1, (Long) v);
        }
        insert.executeUpdate();
        context.think();
        context.connection().commit();
        return Outcome.committed(DmlCounts.of(0, 1, 0, 0, 1, 0));
    }
}
