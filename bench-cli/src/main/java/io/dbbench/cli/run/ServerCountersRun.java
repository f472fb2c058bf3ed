package io.dbbench.cli.run;

import io.dbbench.cli.console.LiveColumn;
import io.dbbench.cli.console.ServerLoad;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.measure.BenchmarkBuilder;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.metrics.MicrometerProgressListener;
import io.dbbench.core.metrics.ServerCounterMeters;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.server.ProcessTreeCounters;
import io.dbbench.core.server.ServerCounterWindow;
import io.dbbench.core.server.ServerCounters;
import io.dbbench.core.server.WithProcessTree;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.DriverManager;
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
    private final ServerCounterWindow window;
    private final ServerLoad load;
    /** Whether the run's connections are counted for the live net and rt columns (docs/traffic.md). */
    private boolean trafficCounted;

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
        run.trafficCounted = target.jdbcUrl().startsWith("jdbc:postgresql:");
        return run;
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

    private static Properties login(ConnectionConfig connection) {
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

    void attach(BenchmarkBuilder builder) {
        if (window != null) builder.listener(window);
    }

    /** The banner's word on what the server side shows: only what the user asked for and cannot have. */
    void banner(PrintWriter out, List<LiveColumn> columns) {
        boolean liveCpuOrDisk = columns.contains(LiveColumn.CPU) || columns.contains(LiveColumn.DISK);
        if (liveCpuOrDisk && load != null)
            out.println("cpu, disk: the embedded database server's processes (CPU % of this host's cores,"
                    + " disk MB/s read + written)");
        if (liveCpuOrDisk && load == null)
            out.println("cpu, disk: the database server's processes cannot be read here (not the embedded server):"
                    + " cpu is this client's CPU, disk n/a");
        if (!trafficCounted && (columns.contains(LiveColumn.NET) || columns.contains(LiveColumn.RT)))
            out.println("net, rt: traffic is counted on PostgreSQL connections only: 0 here");
        out.flush();
    }

    /** Takes the first reading, just before the run. */
    void start() throws InterruptedException {
        if (window != null) window.start();
    }

    /** The run's result with the server section; several runs (not read for them) as they are. */
    List<RunResult> addTo(List<RunResult> runs) throws InterruptedException {
        if (window == null) return runs;
        var summary = window.finish();
        if (runs.size() != 1) return runs;
        RunResult run = runs.get(0);
        return List.of(run.withDetails(run.details().withServer(summary)));
    }
}
