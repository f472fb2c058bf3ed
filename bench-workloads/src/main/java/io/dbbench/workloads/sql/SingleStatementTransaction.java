package io.dbbench.workloads.sql;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;

/**
 * A transaction that is one prepared statement: bind, execute, commit. Transactions of this kind (the JSON,
 * Stress Test and Sales History ones) differ only in their SQL, what they bind and what they count, so each is
 * one factory call.
 *
 * @param resultReader  reads a query's open result; null for an insert, update or delete (executeUpdate)
 * @param counts        what a query, an insert or a change of at least one row reports
 * @param countsIfNoRow what a change of no row (its key removed earlier) reports
 */
public record SingleStatementTransaction(
        String sql, Binder binder, ResultReader resultReader, DmlCounts counts, DmlCounts countsIfNoRow)
        implements Transaction {
    /** Binds one execution's parameters; random keys and values come from the context. */
    @FunctionalInterface
    public interface Binder {
        void bind(PreparedStatement statement, TransactionContext context) throws SQLException;
    }

    /** Reads one row of a query's result, or nothing of it when fetching it from the server is the whole work. */
    @FunctionalInterface
    public interface RowReader {
        void read(ResultSet row) throws SQLException;
    }

    /** Reads a query's whole result (its rows not yet visited); what is per result is done once. */
    @FunctionalInterface
    public interface ResultReader {
        void read(ResultSet rows) throws SQLException;
    }

    private static final DmlCounts SELECTED = DmlCounts.of(1, 0, 0, 0, 1, 0);
    private static final DmlCounts INSERTED = DmlCounts.of(0, 1, 0, 0, 1, 0);
    private static final DmlCounts UPDATED = DmlCounts.of(0, 0, 1, 0, 1, 0);
    private static final DmlCounts DELETED = DmlCounts.of(0, 0, 0, 1, 1, 0);
    private static final DmlCounts NOTHING_CHANGED = DmlCounts.of(0, 0, 0, 0, 1, 0);
    /** The counts above and (same index) their committed outcomes, made once. */
    private static final DmlCounts[] FACTORY_COUNTS = {SELECTED, INSERTED, UPDATED, DELETED, NOTHING_CHANGED};

    private static final Outcome[] FACTORY_OUTCOMES =
            Arrays.stream(FACTORY_COUNTS).map(Outcome::committed).toArray(Outcome[]::new);

    /** A query whose rows are all fetched; one finding no row (a key removed earlier) is still one select. */
    public static SingleStatementTransaction query(String sql, Binder binder, RowReader rowReader) {
        return new SingleStatementTransaction(
                sql,
                binder,
                rows -> {
                    while (rows.next()) rowReader.read(rows);
                },
                SELECTED,
                SELECTED);
    }

    /** A query whose every value of every row is fetched as text ({@link FetchAll#readAll}), as {@link #query}. */
    public static SingleStatementTransaction fetchAll(String sql, Binder binder) {
        return new SingleStatementTransaction(sql, binder, FetchAll::readAll, SELECTED, SELECTED);
    }

    /** An insert: one row inserted. */
    public static SingleStatementTransaction insert(String sql, Binder binder) {
        return new SingleStatementTransaction(sql, binder, null, INSERTED, INSERTED);
    }

    /**
     * An update reporting the rows it changed (none when the key was removed earlier), so a table's count stays
     * checkable against the run: rows loaded + inserts − deletes reported.
     */
    public static SingleStatementTransaction update(String sql, Binder binder) {
        return new SingleStatementTransaction(sql, binder, null, UPDATED, NOTHING_CHANGED);
    }

    /** A delete reporting the rows it removed, as {@link #update}. */
    public static SingleStatementTransaction delete(String sql, Binder binder) {
        return new SingleStatementTransaction(sql, binder, null, DELETED, NOTHING_CHANGED);
    }

    /**
     * The committed outcome of {@code dml}, the one made once when they are a factory's counts: the outcome leaves
     * {@link #execute} through the engine's call, which the JIT cannot inline (it calls every transaction of the
     * workload), so one made per execution would be an allocation per transaction.
     */
    private static Outcome committed(DmlCounts dml) {
        for (int i = 0; i < FACTORY_COUNTS.length; i++) {
            if (FACTORY_COUNTS[i] == dml) return FACTORY_OUTCOMES[i];
        }
        return Outcome.committed(dml);
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        PreparedStatement statement = context.prepare(sql);
        binder.bind(statement, context);
        boolean countsAsDone = true; // a query is one select whatever it finds
        if (resultReader != null) {
            try (ResultSet rows = statement.executeQuery()) {
                resultReader.read(rows);
            }
        } else {
            countsAsDone = statement.executeUpdate() > 0;
        }
        context.connection().commit();
        return committed(countsAsDone ? counts : countsIfNoRow);
    }
}
