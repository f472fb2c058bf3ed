package io.dbbench.workloads.sh;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.workloads.sql.SqlScript;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The thirteen queries of one dialect, from {@code <dialect>/queries.sql}, one per {@link ShTransaction} in order.
 *
 * @param sql each transaction's query (kept as an unmodifiable copy)
 */
public record ShQueries(Map<ShTransaction, String> sql) {
    public ShQueries {
        sql = Collections.unmodifiableMap(new EnumMap<>(sql));
    }

    /** @throws UnsupportedOperationException naming the dialect when there are no queries for it */
    public static ShQueries forDialect(Dialect dialect) {
        ShSchemaInstaller.forDialect(dialect); // same dialects, same message
        List<String> texts =
                SqlScript.load(ShQueries.class, dialect.name() + "/queries.sql").sqlTexts();
        ShTransaction[] transactions = ShTransaction.values();
        if (texts.size() != transactions.length) {
            throw new IllegalStateException(dialect.name() + "/queries.sql has " + texts.size() + " statements for "
                    + transactions.length + " transactions");
        }
        Map<ShTransaction, String> sql = new EnumMap<>(ShTransaction.class);
        for (int i = 0; i < transactions.length; i++) sql.put(transactions[i], texts.get(i));
        return new ShQueries(sql);
    }

    /** The query of one transaction, its {@code ?} markers as {@link ShTransaction#binds()} lists them. */
    public String sql(ShTransaction transaction) {
        return sql.get(transaction);
    }
}
