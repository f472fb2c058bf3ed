package io.dbbench.cli.netprobe;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ConnectionOptions;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.core.config.Secret;
import io.dbbench.core.internal.connect.JdbcTarget;
import io.dbbench.netprobe.EndReason;
import io.dbbench.netprobe.ProbeException;
import io.dbbench.netprobe.db.DbInterval;
import io.dbbench.netprobe.db.DbProbe;
import io.dbbench.netprobe.db.DbProbeConfig;
import io.dbbench.netprobe.db.DbProbeListener;
import io.dbbench.netprobe.db.DbProbeResult;
import io.dbbench.netprobe.stats.LatencySummary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code netprobe db}: JDBC connect time and round trips (ping query, isValid) at a concurrency. */
@Command(
        name = "db",
        mixinStandardHelpOptions = true,
        description = "Database round trips over JDBC: connect time, then ping queries and isValid at a concurrency.")
final class DbCommand extends ProbeCommand {
    @Mixin
    ConnectionOptions connection = new ConnectionOptions();

    @Option(
            names = "--connects",
            paramLabel = "N",
            description = "Connections timed one after another (default: ${DEFAULT-VALUE}).")
    int connects = 10;

    @Option(
            names = "--threads",
            paramLabel = "N",
            description = "Sessions doing round trips at once (default: ${DEFAULT-VALUE}).")
    int threads = 1;

    @Option(
            names = {"-t", "--time"},
            paramLabel = "SECONDS",
            description = "Longest round-trip phase (default: ${DEFAULT-VALUE}).")
    double seconds = 10;

    @Option(
            names = {"-n", "--count"},
            paramLabel = "N",
            description = "Stop after this many ping queries (default: 0, no bound).")
    long count;

    @Mixin
    ReportIntervalOption interval;

    @Override
    int execute() throws CliException, ProbeException, InterruptedException {
        Secret password = connection.password();
        try (JdbcTarget target = connection.target("")) {
            return probe(target, connection.user() == null ? "" : connection.user(), password);
        }
    }

    private int probe(JdbcTarget target, String user, Secret password) throws ProbeException, InterruptedException {
        DbProbeConfig config = new DbProbeConfig(
                target.jdbcUrl(),
                user,
                password == null ? Secret.none() : password,
                connects,
                threads,
                Units.millis(seconds, "-t"),
                count,
                interval.millis(),
                5);
        out().printf(
                        "Database round trips to %s%s: %d connect(s), then %d session(s)%n",
                        target.displayUrl(), user.isEmpty() ? "" : " as " + user, connects, threads);
        out().flush();
        DbProbe probe = new DbProbe(config, new DbProbeListener() {
            @Override
            public void onConnectsDone(LatencySummary connect) {
                if (connect.count() > 0) {
                    out().println("Connect ms:     " + RrText.percentiles(connect));
                }
                out().printf(
                                "%-15s %10s %12s %12s %14s%n",
                                "Interval sec", "Pings/s", "ping p50 ms", "ping p99 ms", "isValid p50 ms");
                out().flush();
            }

            @Override
            public void onInterval(DbInterval i) {
                out().printf(
                                "%6.2f-%-8.2f %10.1f %12s %12s %14s%n",
                                i.startSeconds(),
                                i.endSeconds(),
                                i.pingsPerSecond(),
                                Units.ms(i.ping().p50Nanos()),
                                Units.ms(i.ping().p99Nanos()),
                                Units.ms(i.isValid().p50Nanos()));
                out().flush();
            }
        });
        StopOnSignal signal = StopOnSignal.stopping(probe::stop);
        try {
            DbProbeResult r = probe.run();
            out().println("- - - - - - - - - - - - - - - - - - - - - - - - -");
            if (r.endReason() == EndReason.STOPPED) {
                out().println("Stopped early: totals cover what was measured until then.");
            }
            out().printf(
                            "Round trips in %.2f s: %.1f pings/s over %d session(s)%n",
                            r.roundTripNanos() / 1e9, r.pingsPerSecond(), threads);
            out().println(
                            r.connect().count() == 0
                                    ? "Connect:        not measured (--connects 0)"
                                    : "Connect ms:     " + RrText.percentiles(r.connect()));
            out().println("'" + r.pingSql() + "' ms: " + RrText.percentiles(r.ping()));
            out().println("isValid ms:     " + RrText.percentiles(r.isValid()));
            out().flush();
        } finally {
            signal.close();
        }
        return ExitCodes.OK;
    }
}
