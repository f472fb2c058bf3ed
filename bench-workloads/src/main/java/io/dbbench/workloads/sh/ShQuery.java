package io.dbbench.workloads.sh;

import io.dbbench.core.workload.Transaction;
import io.dbbench.workloads.sql.SingleStatementTransaction;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * One Sales History transaction: its query with a random period of the transaction's length (and a random
 * country or channel where it takes one), every row and column fetched, then a commit that ends the read
 * transaction. Random binds keep repeated executions off one cached result.
 */
final class ShQuery {
    private ShQuery() {}

    /** The transaction running {@code sql}, the text of {@code transaction} for the dialect. */
    static Transaction of(ShTransaction transaction, String sql) {
        return SingleStatementTransaction.fetchAll(sql, (query, context) -> bind(query, transaction, context.random()));
    }

    /** Binds the transaction's markers in order: the period's first and last day, then country or channel ids. */
    static void bind(PreparedStatement query, ShTransaction transaction, RandomGenerator random) throws SQLException {
        ShCalendar.DateRange period = ShCalendar.randomPeriod(transaction.period(), random);
        int index = 0;
        for (ShTransaction.Bind bind : transaction.binds()) {
            index++;
            switch (bind) {
                case FROM_DATE -> query.setObject(index, period.from());
                case TO_DATE -> query.setObject(index, period.to());
                case COUNTRY -> query.setInt(
                        index, pick(ShReference.COUNTRIES, random).id());
                case CHANNEL -> query.setInt(
                        index, pick(ShReference.CHANNELS, random).id());
            }
        }
    }

    private static <T> T pick(List<T> values, RandomGenerator random) {
        return values.get(random.nextInt(values.size()));
    }
}
