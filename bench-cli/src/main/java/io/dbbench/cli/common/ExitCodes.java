package io.dbbench.cli.common;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The process exit codes of every bench-cli command and subcommand, one per kind of outcome, so scripts can
 * tell them apart. The one table: commands use these constants and never define codes of their own.
 */
public final class ExitCodes {
    /** The command did what was asked (a run completed with failures under the threshold, a probe ran). */
    public static final int OK = 0;
    /**
     * The command failed after it started: something unexpected inside dbbench (a bug; the message says
     * "internal error"), a file it could not write, or a probe whose connection broke or was refused a test.
     */
    public static final int FAILED = 1;
    /** A command-line option is missing, unknown or has a bad value. */
    public static final int BAD_USAGE = 2;
    /** The configuration file (or another input file) cannot be read or is invalid. */
    public static final int BAD_CONFIG = 3;
    /** The database or probe server cannot be reached, refuses the login, or stops answering (a schema command). */
    public static final int CANNOT_CONNECT = 4;
    /**
     * The run completed but did not measure the database under load: failed transactions above --max-failed-pct,
     * none completed, users could not log on, half its measured seconds were stalled (failures, or a database
     * lost or hung), or the database was unreachable from some point to the run's end: see
     * {@code io.dbbench.core.result.RunHealth}. One code for all of them: each is a run whose
     * figures are not the database's, and the line printed with it says which.
     */
    public static final int TOO_MANY_FAILURES = 5;
    /** The workload's schema is missing or unusable (create it first, or use --create). */
    public static final int SCHEMA_MISSING = 6;
    /** validate (soe, tpcds, lio, stubs, stress): the schema is there but a check failed (missing object, wrong counts, broken invariant). */
    public static final int SCHEMA_INVALID = 7;
    /** create (soe, tpcds, lio, stubs, stress): a schema (complete or half-loaded) is already there and --replace was not given. */
    public static final int SCHEMA_EXISTS = 8;
    /**
     * compare --fail-if-slower: a gated metric of the new run is significantly slower (Welch's test at
     * --confidence) by more than the threshold. Distinct from every failure code so that CI can tell
     * "the code got slower" from "the comparison could not run".
     */
    public static final int REGRESSION = 9;
    /**
     * A schema load (--create, soe/tpcds/lio/stubs create) stopped part way: what it made stays, half-loaded, and
     * must be dropped (soe drop, tpcds drop, ...) or replaced (create --replace) before the next create. Distinct from
     * {@link #SCHEMA_MISSING}: the schema was being made, and the cause (a full disk, a lost connection) is in
     * the message.
     */
    public static final int LOAD_FAILED = 10;
    /** Ended by Ctrl-C / SIGINT (the JVM's own 128 + 2) or the web console's Stop; results so far were written. */
    public static final int INTERRUPTED = 130;
    /**
     * Ended by SIGTERM (kill, a Kubernetes pod stopping): the JVM's own 128 + 15 after the shutdown hook wrote
     * the results so far. Never returned by a command; a parent (--fork) reads it from a child it stopped.
     */
    public static final int TERMINATED = 143;

    /** The whole table, code to meaning, as bench-cli's help prints it. */
    public static Map<String, String> table() {
        Map<String, String> table = new LinkedHashMap<>();
        for (String row : TABLE) table.put(row.substring(0, row.indexOf(':')), row.substring(row.indexOf(':') + 1));
        return table;
    }

    /**
     * The rows of {@link #table()} for the codes one command can return, as picocli's {@code exitCodeList} takes
     * them ({@code "code:meaning"}): a command's help lists its codes in this table's words, never its own.
     *
     * @throws IllegalArgumentException for a code the table does not have
     */
    public static String[] list(int... codes) {
        Map<String, String> table = table();
        String[] rows = new String[codes.length];
        for (int i = 0; i < codes.length; i++) {
            String meaning = table.get(Integer.toString(codes[i]));
            if (meaning == null) throw new IllegalArgumentException("no exit code " + codes[i] + " in the table");
            rows[i] = codes[i] + ":" + meaning;
        }
        return rows;
    }

    private static final String[] TABLE = {
        "0:ok (a run: failed transactions within --max-failed-pct)",
        "1:failed after starting (internal error, unwritable file, failed drop, broken probe connection)",
        "2:bad usage: a missing, unknown or bad option",
        "3:bad config: the configuration or input file cannot be read or is invalid",
        "4:cannot connect to the database or probe server",
        "5:the run did not measure the database: failed transactions above --max-failed-pct, none completed,"
                + " users could not log on, or the database was lost or hung for half the run or to its end",
        "6:schema missing (create it first, or --create)",
        "7:schema invalid (validate)",
        "8:schema already there (create without --replace)",
        "9:compare: significant regression beyond --fail-if-slower",
        "10:schema load failed part way (drop the half-loaded schema, then create again)",
        "130:interrupted by Ctrl-C or the console's Stop (results so far written, within seconds whatever the database"
                + " does)",
        "143:ended by SIGTERM (results so far written, within seconds whatever the database does)",
    };

    private ExitCodes() {}
}
