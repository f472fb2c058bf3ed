package io.dbbench.cli.options;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ConnectionOptions;
import io.dbbench.cli.common.ExitCodes;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * charbench's command-line options with charbench's single-dash spelling, plus dbbench's own
 * (double-dash). Plain fields: {@link ConfigOverrides} turns them into a RunConfig.
 */
public final class CharbenchOptions {
    @Option(names = "-c", paramLabel = "file", description = "SwingBench configuration file (required)")
    public Path configFile;

    /** -cs, -u, -p, -cf: the same options, help and password precedence as every other command that connects. */
    @Mixin
    ConnectionOptions connection = new ConnectionOptions();

    @Option(names = "-uc", paramLabel = "users", description = "number of users (sessions)")
    public Integer users;

    @Option(names = "-rt", paramLabel = "h:mm[.ss]", description = "run time, e.g. 0:05 or 0:00.30")
    public String runTime;

    @Option(names = "-mt", paramLabel = "n", description = "stop after this many transactions")
    Long maxTransactions;

    /** Whether -mt was given. */
    public boolean setsMaxTransactions() {
        return maxTransactions != null;
    }

    @Option(names = "-min", paramLabel = "ms", description = "minimum think time inside a transaction")
    Long minDelayMillis;

    @Option(names = "-max", paramLabel = "ms", description = "maximum think time inside a transaction")
    Long maxDelayMillis;

    @Option(names = "-intermin", paramLabel = "ms", description = "minimum think time between transactions")
    Long interMinDelayMillis;

    @Option(names = "-intermax", paramLabel = "ms", description = "maximum think time between transactions")
    Long interMaxDelayMillis;

    @Option(names = "-ld", paramLabel = "ms", description = "logon delay between logon groups")
    Long logonDelayMillis;

    @Option(names = "-a", description = "run automatically (dbbench always does)")
    boolean automatic;

    @Option(
            names = "-v",
            paramLabel = "cols",
            description =
                    "live columns, comma list of users,tpm,tps,resp,vresp,trans,errs,tottx,trem,dml,cpu,disk,pool")
    public String columns;

    @Option(names = "-mr", description = "print the mini report at the end")
    public boolean miniReport;

    @Option(
            names = "-r",
            paramLabel = "file",
            description = "results file (default results.xml); the .json and .html"
                    + " results go beside it under the same name: -r base.xml writes base.json and base.html")
    public Path resultsFile;

    @Option(
            names = {"-nr", "-sr"},
            description = "write no results file")
    public boolean noResults;

    @Option(names = "-s", description = "silent: no live lines")
    public boolean silent;

    @Option(names = "-nc", description = "no colour")
    public boolean noColour;

    @Option(names = "-com", paramLabel = "text", description = "comment for the results")
    String comment;

    @Option(names = "-D", paramLabel = "key=value", description = "environment variable for the workload (repeatable)")
    Map<String, String> environment = new LinkedHashMap<>();

    @Option(
            names = "-P",
            paramLabel = "key:value,...",
            split = ",",
            description = "connection properties; password:... sets the password (after -p, before DBBENCH_PASSWORD)")
    List<String> connectionProperties = new ArrayList<>();

    @Option(names = "-dt", paramLabel = "driver", description = "driver type, as in the config's DriverType")
    String driverType;

    @Option(
            names = "-en",
            paramLabel = "NCR,BP",
            split = ",",
            description = "enable only these transactions (short names)")
    List<String> enable = new ArrayList<>();

    @Option(names = "-di", paramLabel = "NCR,BP", split = ",", description = "disable these transactions (short names)")
    List<String> disable = new ArrayList<>();

    @Option(names = "-bs", paramLabel = "h:mm[.ss]", description = "start collecting statistics after this time")
    public String statsStart;

    @Option(names = "-be", paramLabel = "h:mm[.ss]", description = "stop collecting statistics after this time")
    public String statsEnd;

    @Option(names = "-stats", paramLabel = "full|simple", description = "statistics level of results.xml")
    String statisticsLevel;

    @Option(
            names = "-ot",
            paramLabel = "json|std",
            description =
                    "json: print results.json to standard output at the end, and everything else to standard error")
    public String outputType;

    @Option(names = "-ver", description = "print the version and exit")
    public boolean version;

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "show this help")
    boolean help;

    // ---- dbbench's own options ----

    @Option(
            names = "--embedded",
            description =
                    "start a private PostgreSQL on 127.0.0.1 for this run, create the workload's schema in it, run, and stop it")
    public boolean embedded;

    @Option(
            names = "--server-pid",
            paramLabel = "pid",
            description = "the database server's main process on this host (PostgreSQL's postmaster), not started"
                    + " by dbbench: its processes' CPU and disk I/O go to the server section and -v cpu,disk")
    public Long serverPid;

    @Option(names = "--create", description = "create the workload's schema first if it is missing")
    public boolean createSchema;

    @Option(
            names = "--scale",
            paramLabel = "n",
            description = "schema size for --embedded / --create (default ${DEFAULT-VALUE})",
            defaultValue = "0.01")
    public double scale;

    @Option(
            names = "--strict-init",
            description = "an Oracle-only InitilizationCommands command the database refuses "
                    + "(e.g. alter session on PostgreSQL) ends the run instead of being skipped")
    public boolean strictInit;

    @Option(
            names = "--max-failed-pct",
            paramLabel = "pct",
            defaultValue = "1",
            description =
                    "exit with code 5 when failed transactions exceed this percentage of all (default ${DEFAULT-VALUE})")
    public double maxFailedPercent;

    @Option(
            names = "--json",
            paramLabel = "file",
            description = "JSON results path (default: the results file's name with .json)")
    public Path jsonFile;

    @Option(names = "--no-html", description = "write no results.html (the HTML report beside the results file)")
    public boolean noHtml;

    /** Set by the stacks we ship, where a replica's log is the only way its results come back. */
    public static final String RESULTS_TO_LOG_VARIABLE = "DBBENCH_RESULTS_TO_LOG";

    @Option(
            names = "--results-to-log",
            description = {
                "also print results.json to the console as framed lines that `merge -` finds in interleaved,",
                "prefixed logs (docker service logs, kubectl logs); or set DBBENCH_RESULTS_TO_LOG=1"
            })
    public boolean resultsToLog;

    @Option(
            names = "--seed",
            paramLabel = "n",
            description = "random seed of the sessions (default: from the clock; written to results.json)")
    public Long seed;

    /**
     * Where the children of a {@code --fork} or {@code --replicas N} run say where their consoles are, when the parent
     * serves {@code --console}; null otherwise. Set by the command, not a flag.
     */
    public Path childConsoles;

    // ---- charbench options dbbench accepts but cannot honour: each prints one line saying so ----

    /** The ignored options given, in order, as the user typed them. */
    public final List<String> ignored = new ArrayList<>();

    @Option(names = "-cpuloc", paramLabel = "host", description = "ignored (remote CPU monitoring is not supported)")
    void cpuLocation(String v) {
        ignored.add("-cpuloc");
    }

    @Option(names = "-cpuuser", paramLabel = "user", description = "ignored (remote CPU monitoring is not supported)")
    void cpuUser(String v) {
        ignored.add("-cpuuser");
    }

    @Option(
            names = "-cpupass",
            paramLabel = "password",
            description = "ignored (remote CPU monitoring is not supported)")
    void cpuPassword(String v) {
        ignored.add("-cpupass");
    }

    @Option(names = "-co", paramLabel = "host", description = "ignored (coordinator mode is not supported)")
    void coordinator(String v) {
        ignored.add("-co");
    }

    @Option(names = "-g", paramLabel = "group", description = "ignored (coordinator groups are not supported)")
    void group(String v) {
        ignored.add("-g");
    }

    @Option(
            names = "-dumptx",
            description = "ignored (per-transaction dumps are not supported yet; results.json holds full histograms)")
    void dumpTransactions(boolean v) {
        ignored.add("-dumptx");
    }

    @Option(
            names = "-dumptxdir",
            paramLabel = "dir",
            description = "ignored (per-transaction dumps are not supported yet)")
    void dumpTransactionsDir(String v) {
        ignored.add("-dumptxdir");
    }

    @Option(names = "-debug", description = "ignored")
    void debug(boolean v) {
        ignored.add("-debug");
    }

    @Option(names = "-debugf", description = "ignored")
    void debugFile(boolean v) {
        ignored.add("-debugf");
    }

    /**
     * --results-to-log, or DBBENCH_RESULTS_TO_LOG=1 (0 or empty: off); any other value is refused rather than
     * guessed, since a stack whose results silently stay off the log loses them.
     */
    public void resolveResultsToLog(Map<String, String> environment) throws CliException {
        String value = environment.get(RESULTS_TO_LOG_VARIABLE);
        if (value == null || value.isBlank() || value.strip().equals("0")) return;
        if (!value.strip().equals("1"))
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    RESULTS_TO_LOG_VARIABLE + "='" + value + "': must be 1 (frame results into the log) or 0");
        resultsToLog = true;
    }

    /** --embedded brings its own database and login: a -cs, -u, -p, -cf or -P password: beside it would be silently ignored. */
    public void checkEmbedded() throws CliException {
        connection.refuseWith(embedded);
        if (embedded && connectionProperties.stream().anyMatch(ConfigOverrides::setsPassword)) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --embedded: cannot be used with -P password:... (the embedded database has its own"
                            + " login; drop the password item, or drop --embedded)");
        }
    }

    /** -ot json: standard output carries the JSON alone, so that {@code | jq} works; everything else goes to stderr. */
    public boolean jsonOnStdout() {
        return "json".equalsIgnoreCase(outputType);
    }
}
