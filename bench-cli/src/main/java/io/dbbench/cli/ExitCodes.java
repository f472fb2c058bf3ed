package io.dbbench.cli;

/** The process exit codes, one per kind of outcome, so scripts can tell them apart. */
public final class ExitCodes {
    /** The run completed and failures stayed under the threshold. */
    public static final int OK = 0;
    /** Something unexpected inside dbbench (a bug): the message says what. */
    public static final int INTERNAL_ERROR = 1;
    /** A command-line option is missing, unknown or has a bad value. */
    public static final int BAD_USAGE = 2;
    /** The configuration file cannot be read or is invalid. */
    public static final int BAD_CONFIG = 3;
    /** The database cannot be reached or refuses the login. */
    public static final int CANNOT_CONNECT = 4;
    /** The run completed, but failed transactions were above --max-failed-pct. */
    public static final int TOO_MANY_FAILURES = 5;
    /** The workload's schema is missing or unusable (create it first, or use --create). */
    public static final int SCHEMA_MISSING = 6;
    /** soe validate: the schema is there but a check failed (missing object, wrong counts, broken invariant). */
    public static final int SCHEMA_INVALID = 7;
    /** soe create: a schema (complete or half-loaded) is already there and --replace was not given. */
    public static final int SCHEMA_EXISTS = 8;
    /**
     * compare --fail-if-slower: a gated metric of the new run is significantly slower (Welch's test at
     * --confidence) by more than the threshold. Distinct from every failure code so that CI can tell
     * "the code got slower" from "the comparison could not run".
     */
    public static final int REGRESSION = 9;
    /** Ended by Ctrl-C / SIGINT (the JVM's own 128 + 2); results so far were written. */
    public static final int INTERRUPTED = 130;

    private ExitCodes() {
    }
}
