package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.RandomChoices;
import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.soe.SoeMetadata;
import java.sql.SQLException;
import java.util.Optional;

/**
 * Browse Products (BP): logs a random customer on, then 1..23 times reads a random product with the
 * inventory rows that stock it (at most 15), then commits (which keeps the LOGON row, if one was made).
 */
public final class BrowseProducts extends RandomCustomerTransaction {
    static final String PRODUCT_WITH_STOCK = "SELECT p.product_id, p.product_name, p.product_description, "
            + "p.category_id, p.list_price, i.warehouse_id, i.quantity_on_hand "
            + "FROM products p JOIN inventories i ON i.product_id = p.product_id "
            + "WHERE p.product_id = ? FETCH FIRST " + SoeConstants.MAX_BROWSE_ROWS + " ROWS ONLY";

    BrowseProducts(SoeMetadata metadata, DialectSql sql) {
        super(metadata, sql);
    }

    @Override
    Outcome afterLogon(TransactionContext context, CountedStatements statements, Optional<Customer> customer)
            throws SQLException, InterruptedException {
        context.think();
        int browses = RandomChoices.browseIterations(context);
        for (int i = 0; i < browses; i++) statements.fetchAll(PRODUCT_WITH_STOCK, RandomChoices.productId(context));
        return statements.commit();
    }
}
