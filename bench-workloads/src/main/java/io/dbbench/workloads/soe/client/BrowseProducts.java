package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.soe.SoeMetadata;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Browse Products (BP): logs a random customer on, then 1..23 times reads a random product with the
 * inventory rows that stock it (at most 15), then commits (which keeps the LOGON row, if one was made).
 */
public final class BrowseProducts implements Transaction {
    static final String PRODUCT_WITH_STOCK = "SELECT p.product_id, p.product_name, p.product_description, "
            + "p.category_id, p.list_price, i.warehouse_id, i.quantity_on_hand "
            + "FROM products p JOIN inventories i ON i.product_id = p.product_id "
            + "WHERE p.product_id = ? FETCH FIRST " + SoeConstants.MAX_BROWSE_ROWS + " ROWS ONLY";

    private final SoeMetadata metadata;
    private final DialectSql sql;

    BrowseProducts(SoeMetadata metadata, DialectSql sql) {
        this.metadata = metadata;
        this.sql = sql;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException, InterruptedException {
        DmlTally tally = new DmlTally();
        LogonStep.logon(context, sql, RandomChoices.customerId(context, metadata), tally);
        context.think();
        int browses = RandomChoices.browseIterations(context);
        PreparedStatement product = context.prepare(PRODUCT_WITH_STOCK);
        for (int i = 0; i < browses; i++) {
            product.setInt(1, RandomChoices.productId(context));
            Rows.fetchAll(product);
            tally.select();
        }
        context.connection().commit();
        tally.commit();
        return Outcome.committed(tally.counts());
    }
}
