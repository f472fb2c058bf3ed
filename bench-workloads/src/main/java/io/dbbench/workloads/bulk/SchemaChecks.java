package io.dbbench.workloads.bulk;

import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.sql.CountQuery;
import io.dbbench.workloads.sql.SchemaObjects;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The checks more than one workload's validator makes: its tables, the keys and indexes of its
 * {@code indexes.sql}, its load state, and counts of rows that break a rule. A check whose query fails is
 * reported failed ({@link ValidationCheck#queryFailed}), not thrown.
 */
public final class SchemaChecks {
    /** A validator's checks on one connection, added in the order they run. */
    @FunctionalInterface
    public interface Checks {
        void run(Connection c, List<ValidationCheck> checks) throws SQLException;
    }

    private SchemaChecks() {}

    /**
     * Runs {@code checks} on one connection in autocommit and reports them.
     *
     * @throws SQLException only when no connection can be had (or it was lost: see {@link
     *     ValidationCheck#queryFailed})
     */
    public static ValidationReport validate(WorkloadContext context, Checks checks) throws SQLException {
        List<ValidationCheck> found = new ArrayList<>();
        try (Connection c = context.dataSource().getConnection()) {
            c.setAutoCommit(true);
            checks.run(c, found);
        }
        return new ValidationReport(found);
    }

    /**
     * Adds the "tables" check: passed with how many are there, or failed naming the missing ones.
     *
     * @return the missing tables, in the order given; empty when all are there
     */
    public static List<String> tables(Connection c, List<String> tables, List<ValidationCheck> checks)
            throws SQLException {
        List<String> missing = missingTables(c, tables);
        checks.add(
                missing.isEmpty()
                        ? ValidationCheck.passed("tables", tables.size() + " present")
                        : ValidationCheck.failed("tables", "missing: " + String.join(", ", missing)));
        return missing;
    }

    /** Those of {@code tables} that are not there, in the order given. */
    public static List<String> missingTables(Connection c, List<String> tables) throws SQLException {
        List<String> missing = new ArrayList<>();
        for (String t : tables) if (!SchemaObjects.tableExists(c, t)) missing.add(t);
        return missing;
    }

    /**
     * The "keys and indexes" check: passed with how many {@code indexes.sql} declares, or failed naming the
     * missing ones, then {@code whenMissing} (e.g. what to do about it; may be empty).
     */
    public static ValidationCheck indexes(DialectSchemaInstaller installer, Connection c, String whenMissing)
            throws SQLException {
        try {
            Set<String> missing = installer.missingIndexes(c);
            return missing.isEmpty()
                    ? ValidationCheck.passed(
                            "keys and indexes", installer.expectedIndexes().size() + " present")
                    : ValidationCheck.failed(
                            "keys and indexes", "missing: " + String.join(", ", missing) + whenMissing);
        } catch (SQLException e) {
            return ValidationCheck.queryFailed("keys and indexes", "could not read them: ", e);
        }
    }

    /** The "load state" check: passed when complete; failed quoting the state, then {@code redo}, otherwise. */
    public static ValidationCheck loadState(String state, String redo) {
        return LoadStateTable.COMPLETE.equals(state)
                ? ValidationCheck.passed("load state", state)
                : ValidationCheck.failed("load state", "'" + state + "': the load did not finish; " + redo);
    }

    /**
     * Passed with {@code passed} when every count is 0; failed with the total found and {@code what}
     * otherwise.
     *
     * @param counts queries of one number each: the rows that break the rule
     */
    public static ValidationCheck none(Connection c, String name, String passed, String what, String... counts)
            throws SQLException {
        try {
            long bad = 0;
            for (String sql : counts) bad += CountQuery.count(c, sql);
            return bad == 0 ? ValidationCheck.passed(name, passed) : ValidationCheck.failed(name, bad + " " + what);
        } catch (SQLException e) {
            return ValidationCheck.queryFailed(name, "could not check: ", e);
        }
    }
}
