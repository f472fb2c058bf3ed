package io.dbbench.workloads.soe.schema;

import io.dbbench.core.workload.LoadProgress;
import io.dbbench.workloads.bulk.SchemaStatus;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/**
 * The database operations the installer orders: the seam between what happens in which order
 * ({@link SoeSchemaInstaller}, tested with a recording fake) and how it is done over JDBC ({@link JdbcSchemaSteps}).
 */
interface SchemaSteps {
    SchemaStatus status() throws SQLException;

    /** Drops every object, server-side code included; absent ones are skipped. */
    void drop() throws SQLException;

    /** Runs a script of the dialect's folder, {@code ${name}} placeholders replaced, on one connection. */
    void runScript(String fileName, Map<String, String> placeholders) throws SQLException;

    /**
     * Runs the statements of these scripts grouped by the table they work on: groups in parallel on
     * {@code threads} connections, each group's statements in file order.
     */
    void runScriptsPerTable(List<String> fileNames, int threads) throws SQLException;

    /** Runs every statement of these scripts as its own task, in parallel on {@code threads} connections, in file order. */
    void runStatementsInParallel(List<String> fileNames, int threads) throws SQLException;

    /** Sets these ORDERENTRY_METADATA keys (replacing earlier values), committed. */
    void writeMetadata(Map<String, String> entries) throws SQLException;

    /** Generates and loads every table's rows on {@code threads} connections. */
    void load(SoeDataGenerator data, int threads, LoadProgress progress) throws SQLException;

    /** True when the dialect's server-side code resource (orderentry.sql) is on the class path. */
    boolean hasServerCode();

    /** Installs the server-side code (orderentry.sql). */
    void installServerCode() throws SQLException;
}
