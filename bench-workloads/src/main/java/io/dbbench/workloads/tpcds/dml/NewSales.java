package io.dbbench.workloads.tpcds.dml;

import io.dbbench.core.workload.DmlCounts;
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
final class NewSales extends SalesTransaction {
    private static final DmlCounts COUNTS = DmlCounts.of(0, 1, 0, 0, 1, 0);
    private final String sql;

    NewSales(TpcdsDmlWorkload workload, SalesChannel channel) {
        super(workload, channel);
        this.sql = channel.table().insertSql();
    }

    @Override
    DmlCounts runStatements(TransactionContext context) throws SQLException {
        long orderNumber = workload.nextOrderNumber(channel, context.connection());
        List<Object> values = SaleRows.newSale(channel.table(), context.random(), orderNumber, workload::maxKey);
        PreparedStatement insert = context.prepare(sql);
        for (int i = 0; i < values.size(); i++) {
            Object v = values.get(i);
            if (v instanceof BigDecimal d) insert.setBigDecimal(i + 1, d);
            else insert.setLong(i + 1, (Long) v);
        }
        insert.executeUpdate();
        return COUNTS;
    }
}
