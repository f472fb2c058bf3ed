package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.TransactionContext;
import java.math.BigDecimal;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The statements of one transaction execution: each is taken from the session's cache
 * ({@link TransactionContext#prepare}), bound in order, run, and counted by kind as it ran (whatever number
 * of rows it touched, so the totals are SwingBench's "statements"), so the transactions say only what they
 * run and what they keep of the rows. One instance per execution; not thread-safe.
 *
 * <p>Values bind by their type: {@code Long} with setLong, {@code Integer} with setInt, {@code String} (or
 * null) with setString, {@code BigDecimal} with setBigDecimal, {@code LocalDate} with setDate, and
 * {@link #numberOrNull} with setNull(NUMERIC) when there is no number.
 */
final class CountedStatements {
    /** Reads what a transaction keeps of one row. */
    @FunctionalInterface
    interface RowReader<T> {
        T read(ResultSet row) throws SQLException;
    }

    private static final Object NULL_NUMBER = new Object();

    private final TransactionContext context;
    private int selects;
    private int inserts;
    private int updates;
    private int commits;
    private int rollbacks;

    CountedStatements(TransactionContext context) {
        this.context = context;
    }

    /** A nullable id: a NUMERIC null when absent. */
    static Object numberOrNull(Long value) {
        return value == null ? NULL_NUMBER : value;
    }

    /** Runs an INSERT and counts it. */
    void insert(String sql, Object... values) throws SQLException {
        bound(sql, values).executeUpdate();
        inserts++;
    }

    /** Runs an UPDATE and counts it. */
    void update(String sql, Object... values) throws SQLException {
        bound(sql, values).executeUpdate();
        updates++;
    }

    /**
     * Runs a query whose rows only travel to the client (what a user's screen would show): fetches every
     * row, closes the cursor and counts it.
     */
    void fetchAll(String sql, Object... values) throws SQLException {
        try (ResultSet rows = bound(sql, values).executeQuery()) {
            while (rows.next()) {
                // each row crosses the network and is dropped, as a screen would show and forget it
            }
        }
        selects++;
    }

    /** Runs a query, reads every row and counts it. */
    <T> List<T> list(String sql, RowReader<T> reader, Object... values) throws SQLException {
        List<T> found = new ArrayList<>();
        try (ResultSet rows = bound(sql, values).executeQuery()) {
            while (rows.next()) found.add(reader.read(rows));
        }
        selects++;
        return found;
    }

    /** The first column of every row, as ids. */
    List<Long> ids(String sql, Object... values) throws SQLException {
        return list(sql, row -> row.getLong(1), values);
    }

    /** Runs a query, reads its first row if there is one (the rest are not fetched) and counts it. */
    <T> Optional<T> first(String sql, RowReader<T> reader, Object... values) throws SQLException {
        Optional<T> found;
        try (ResultSet row = bound(sql, values).executeQuery()) {
            found = row.next() ? Optional.ofNullable(reader.read(row)) : Optional.empty();
        }
        selects++;
        return found;
    }

    /** Reads one row of new sequence values (a {@link DialectSql} statement), one per column asked for. */
    long[] sequenceValues(String sql, int count) throws SQLException {
        long[] values = new long[count];
        try (ResultSet row = context.prepare(sql).executeQuery()) {
            if (!row.next())
                throw new SQLException("the sequence" + (count > 1 ? "s" : "") + " returned no row: " + sql);
            for (int i = 0; i < count; i++) values[i] = row.getLong(i + 1);
        }
        selects++;
        return values;
    }

    /** Commits and counts it; the outcome holds every statement counted so far. */
    Outcome commit() throws SQLException {
        context.connection().commit();
        commits++;
        return Outcome.committed(counts());
    }

    /** Rolls back and counts it; the outcome holds every statement counted so far. */
    Outcome rollback() throws SQLException {
        context.connection().rollback();
        rollbacks++;
        return Outcome.rolledBack(counts());
    }

    /** The transactions' statements delete nothing. */
    private DmlCounts counts() {
        return DmlCounts.of(selects, inserts, updates, 0, commits, rollbacks);
    }

    private PreparedStatement bound(String sql, Object... values) throws SQLException {
        PreparedStatement statement = context.prepare(sql);
        for (int i = 0; i < values.length; i++) {
            int index = i + 1;
            Object value = values[i];
            if (value == NULL_NUMBER) statement.setNull(index, Types.NUMERIC);
            else if (value instanceof Long l) statement.setLong(index, l);
            else if (value instanceof Integer n) statement.setInt(index, n);
            else if (value instanceof BigDecimal d) statement.setBigDecimal(index, d);
            else if (value instanceof LocalDate d) statement.setDate(index, Date.valueOf(d));
            else if (value == null || value instanceof String) statement.setString(index, (String) value);
            else
                throw new IllegalArgumentException(
                        "cannot bind a " + value.getClass().getName() + " to: " + sql);
        }
        return statement;
    }
}
