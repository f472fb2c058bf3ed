package io.dbbench.cli.run;

import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.cli.console.LiveColumn;
import io.dbbench.cli.console.ServerLoad;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.internal.metrics.MicrometerProgressListener;
import io.dbbench.core.internal.metrics.ServerCounterMeters;
import io.dbbench.core.internal.server.ProcessTreeCounters;
import io.dbbench.core.internal.server.ServerCounterWindow;
import io.dbbench.core.internal.server.ServerCounters;
import io.dbbench.core.internal.server.WithProcessTree;
import io.dbbench.core.internal.traffic.OracleSessionTraffic;
import io.dbbench.core.measure.BenchmarkBuilder;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.result.RunResult;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;

/**
 * The database server's side of a charbench-style run: its counters over the statistics window for the
 * results' {@code server} section (docs/server-counters.md), and its processes' CPU and disk I/O for the
 * live {@code cpu} and {@code disk} columns where they can be read (the embedded server, on this host).
 */
final class ServerCountersRun {
    /**
     * How long the last reading may take when the run found the database unreachable at its end (users still in
     * it after the stop grace, their cancels unanswered, or lost): a database known not to answer must not
     * hold the results.
     */
    static final Duration FINISH_WAIT_SHORT = Duration.ofMillis(500);
    /**
     * After Ctrl-C or SIGTERM, of a database not known to hang: the results are wanted within seconds (a
     * container's stop grace is 10 s), but a loaded database still gets the time to give its last reading.
     */
    static final Duration FINISH_WAIT_SIGNALLED = Duration.ofSeconds(2);

    private final ServerCounterWindow window;
    private final ServerLoad load;
    /** Whose processes {@link #load} reads, as the banner names them. */
    private String processesName = "the embedded database server's processes";
    /** The run's JDBC URL: which driver's traffic is counted, and how (docs/traffic.md). */
    private String jdbcUrl = "";
    /** Oracle: the one-line reason its sessions' statistics cannot be read, or null. */
    private String oracleTrafficUnavailable;

    private ServerCountersRun(ServerCounterWindow window, ServerLoad load) {
        this.window = window;
        this.load = load;
    }

    /**
     * @param meters     where the counters are also published once per interval ({@code --metrics-port}), or null
     * @param meterTags  the tags the run's other meters carry besides run and topology (workload, replica)
     */
    static ServerCountersRun of(
            DatabaseTarget target, RunConfig config, BenchmarkOptions options, MeterRegistry meters, Tags meterTags) {
        ServerCountersRun run = withoutTraffic(target, config, options, meters, meterTags);
        run.jdbcUrl = target.jdbcUrl();
        run.processesName = target.serverProcessesName();
        if (run.jdbcUrl.startsWith("jdbc:oracle:")) run.oracleTrafficUnavailable = oracleTrafficCheck(target, config);
        return run;
    }
    /**
     * Whether the user may read V$MYSTAT, asked once before the run so the banner can say so; the engine
     * finds the same on its first connection and runs on without traffic figures. A connection that fails
     * here fails the run's own logon too, which reports it.
     */
    private static String oracleTrafficCheck(DatabaseTarget target, RunConfig config) {
        try (var c = DriverManager.getConnection(target.jdbcUrl(), login(config.connection()))) {
            return OracleSessionTraffic.unavailableReason(c).orElse(null);
        } catch (java.sql.SQLException e) {
            return null;
        }
    }

    /** The banner's lines on traffic: why it is not counted, or how when it costs the database something. */
    static List<String> trafficLines(String jdbcUrl, String oracleUnavailable, List<LiveColumn> columns) {
        boolean live = columns.contains(LiveColumn.NET) || columns.contains(LiveColumn.RT);
        List<String> lines = new java.util.ArrayList<>();
        if (jdbcUrl.startsWith("jdbc:postgresql:")) return lines;
        if (jdbcUrl.startsWith("jdbc:oracle:")) {
            if (oracleUnavailable != null) {
                lines.add(oracleUnavailable);
                if (live) lines.add("net, rt: 0 here (traffic not counted)");
            } else {
                lines.add("traffic: from each session's V$MYSTAT, one probe query per transaction after its"
                        + " timing; the probes' own bytes and round trips are left out");
            }
            return lines;
        }
        if (live) lines.add("net, rt: traffic is counted on PostgreSQL and Oracle connections only: 0 here");
        return lines;
    }

    private static ServerCountersRun withoutTraffic(
            DatabaseTarget target, RunConfig config, BenchmarkOptions options, MeterRegistry meters, Tags meterTags) {
        OptionalLong pid = target.serverPid();
        ProcessTreeCounters processes =
                pid.isPresent() ? new ProcessTreeCounters(Path.of("/proc"), pid.getAsLong()) : null;
        ServerLoad load = processes != null && processes.visible() ? new ServerLoad(processes, System::nanoTime) : null;
        Optional<ServerCounters> sql = ServerCounters.forDialect(target.dialect());
        // none known for the dialect; or several runs (iterations, repeats, topologies) over one listener
        if (sql.isEmpty() || options.plan() != null || options.topologies().size() > 1)
            return new ServerCountersRun(null, load);
        ServerCounters counters = load != null ? new WithProcessTree(sql.get(), processes) : sql.get();
        ConnectionConfig connection = config.connection();
        String url = target.jdbcUrl();
        // the same tags as the run's other meters, so the dashboard's variables select them too
        ServerCounterMeters live = meters == null
                ? null
                : new ServerCounterMeters(
                        meters,
                        MicrometerProgressListener.runTags(
                                        config.name(),
                                        null,
                                        options.topologies().isEmpty()
                                                ? null
                                                : options.topologies().get(0))
                                .and(meterTags));
        return new ServerCountersRun(
                new ServerCounterWindow(counters, () -> DriverManager.getConnection(url, login(connection)), live),
                load);
    }

    /** The run's user and password, for a connection of dbbench's own beside the sessions'. */
    static Properties login(ConnectionConfig connection) {
        Properties props = new Properties();
        if (!connection.userName().isEmpty()) props.setProperty("user", connection.userName());
        if (!connection.password().isEmpty())
            props.setProperty("password", connection.password().reveal());
        return props;
    }

    /** The server's CPU and disk I/O for the live columns, or null when its processes cannot be read here. */
    ServerLoad load() {
        return load;
    }

    /**
     * A capacity search's steps read the counters at their boundaries, on the same thread and monitor connection as
     * the run's own readings; before the run is built. Nothing to read when the run reads no counters.
     */
    void readAtSteps(io.dbbench.core.internal.capacity.run.CapacityStepDriver driver) {
        if (window != null) driver.readServerCounters(window::readSoon);
    }

    void attach(BenchmarkBuilder builder) {
        if (window != null) builder.listener(window);
    }

    /** The banner's word on what the server side shows: only what the user asked for and cannot have. */
    void banner(PrintWriter out, List<LiveColumn> columns) {
        boolean liveCpuOrDisk = columns.contains(LiveColumn.CPU) || columns.contains(LiveColumn.DISK);
        if (liveCpuOrDisk && load != null)
            out.println("cpu, disk: " + processesName + " (CPU % of this host's cores," + " disk MB/s read + written)");
        if (liveCpuOrDisk && load == null)
            out.println("cpu, disk: the database server's processes cannot be read here (not the embedded server;"
                    + " --server-pid names one on this host): cpu is this client's CPU, disk n/a");
        for (String line : trafficLines(jdbcUrl, oracleTrafficUnavailable, columns)) out.println(line);
        out.flush();
    }

    /** Takes the first reading, just before the run. */
    void start() throws InterruptedException {
        if (window != null) window.start();
    }

    /**
     * The run's result with the server section; several runs (not read for them) as they are. A database that
     * does not answer the last reading gets {@link ServerCounterWindow#FINISH_WAIT} (after a signal, or when the run
     * found it hung, {@link #FINISH_WAIT_SHORT}, so the results are written within seconds), said on {@code notices}.
     */
    List<RunResult> addTo(List<RunResult> runs, PrintWriter notices) throws InterruptedException {
        if (window == null) return runs;
        boolean unreachable = runs.stream().anyMatch(r -> r.details().stalls().unreachableAtEnd());
        Duration wait = unreachable
                ? FINISH_WAIT_SHORT
                : StopOnSignal.signalled() ? FINISH_WAIT_SIGNALLED : ServerCounterWindow.FINISH_WAIT;
        var summary = window.finish(wait, notice -> {
            notices.println("  ! " + notice);
            notices.flush();
        });
        if (runs.size() != 1) return runs;
        RunResult run = runs.get(0);
        return List.of(run.withDetails(run.details().withServer(summary)));
    }
}
