package io.dbbench.netprobe.rr;

import io.dbbench.netprobe.EndReason;
import io.dbbench.netprobe.ProbeException;
import io.dbbench.netprobe.client.ControlConnection;
import io.dbbench.netprobe.client.DataConnection;
import io.dbbench.netprobe.client.StopRequest;
import io.dbbench.netprobe.client.WakingWorkers;
import io.dbbench.netprobe.net.IdleWatchdog;
import io.dbbench.netprobe.protocol.RrSpec;
import io.dbbench.netprobe.protocol.ServerResults;
import io.dbbench.netprobe.stats.CpuMeter;
import io.dbbench.netprobe.stats.IntervalTicker;
import io.dbbench.netprobe.stats.LatencySummary;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * Runs a request/response test against a probe server, oratcptest/sockperf-style. Bounded by
 * {@link RrConfig#durationMillis()} and, when set, {@link RrConfig#maxMessages()}; {@link #stop()}
 * ends it early and {@link #run()} still returns what was measured.
 */
public final class RrClient {
    private final RrConfig config;
    private final RrListener listener;
    private final StopRequest stopRequest = new StopRequest();

    public RrClient(RrConfig config, RrListener listener) {
        this.config = config;
        this.listener = listener;
    }

    /** Ends the test early; safe from any thread. */
    public void stop() {
        stopRequest.request();
    }

    public RrResult run() throws ProbeException, InterruptedException {
        stopRequest.runOnCurrentThread();
        RrSpec spec = config.spec();
        List<DataConnection> connections = new ArrayList<>();
        try (IdleWatchdog watchdog = new IdleWatchdog(config.idleTimeout(), "netprobe-rr-idle");
                ControlConnection control =
                        ControlConnection.open(config.host(), config.port(), config.connectTimeout(), spec, watchdog)) {
            for (int i = 0; i < spec.streamCount(); i++) {
                connections.add(DataConnection.open(
                        config.host(), config.port(), config.connectTimeout(), 0, control.cookie(), i, watchdog));
            }
            listener.onConnected();
            return measure(control, connections);
        } finally {
            connections.forEach(DataConnection::close);
        }
    }

    private RrResult measure(ControlConnection control, List<DataConnection> connections)
            throws ProbeException, InterruptedException {
        RrMeters meters = new RrMeters();
        CpuMeter cpu = CpuMeter.start();
        control.start(
                config.durationMillis() * 1_000_000L + config.idleTimeout().toNanos());
        long t0 = System.nanoTime();
        long deadline = t0 + config.durationMillis() * 1_000_000L;
        // --rate spreads over connections: each sends every n/rate s, staggered by 1/rate
        long periodNanos = config.ratePerSecond() == 0
                ? 0
                : Math.max(1, 1_000_000_000L * connections.size() / config.ratePerSecond());
        List<RrConnectionWorker> workers = new ArrayList<>();
        WakingWorkers threads = new WakingWorkers();
        for (DataConnection c : connections) {
            long offset = config.ratePerSecond() == 0 ? 0 : c.streamIndex() * 1_000_000_000L / config.ratePerSecond();
            RrConnectionWorker w = new RrConnectionWorker(
                    c,
                    config,
                    meters,
                    config.quotaOf(c.streamIndex()),
                    t0 + offset,
                    periodNanos,
                    deadline,
                    stopRequest::requested);
            workers.add(w);
            threads.start(w::run, "netprobe-rr-conn-" + c.streamIndex());
        }
        List<RrInterval> intervals = new ArrayList<>();
        long lastTick = t0;
        IntervalTicker ticker = new IntervalTicker(t0, config.intervalMillis() * 1_000_000L, deadline);
        while (true) {
            long now = ticker.awaitNext(() -> stopRequest.requested() || threads.allDone());
            if (now < 0) {
                break;
            }
            intervals.add(sample(meters, t0, lastTick, now));
            lastTick = now;
            if (ticker.finished(now)) {
                break;
            }
        }
        threads.join(config.idleTimeout().toMillis() * 2);
        long end = System.nanoTime();
        if (meters.messages.sum() > 0 || intervals.isEmpty()) {
            intervals.add(sample(meters, t0, lastTick, end));
        }
        OptionalDouble clientCpu = cpu.percentSinceStart();
        for (RrConnectionWorker w : workers) {
            if (w.failure() != null) {
                throw new ProbeException(
                        "connection " + w.streamIndex() + " to " + control.peer() + " failed: "
                                + w.failure().getMessage(),
                        w.failure());
            }
        }
        control.sendStop();
        ServerResults server = control.readResults();
        long serverMessages = server.streams().stream()
                .mapToLong(ServerResults.StreamTotals::messages)
                .sum();
        long measuredNanos = end - t0;
        return new RrResult(
                config,
                intervals,
                intervals.stream().mapToLong(RrInterval::messages).sum(),
                intervals.stream().mapToLong(RrInterval::bytes).sum(),
                measuredNanos,
                meters.latency.total(),
                config.writesFile() ? meters.disk.total() : LatencySummary.EMPTY,
                serverMessages,
                clientCpu,
                server.cpuPercent(),
                stopRequest.requested() ? EndReason.STOPPED : EndReason.COMPLETED);
    }

    private RrInterval sample(RrMeters meters, long t0, long from, long to) {
        long messages = meters.messages.sumThenReset();
        long bytes = meters.bytes.sumThenReset();
        RrInterval interval = new RrInterval(
                (from - t0) / 1e9,
                (to - t0) / 1e9,
                messages,
                bytes,
                meters.latency.takeInterval(),
                config.writesFile() ? meters.disk.takeInterval() : LatencySummary.EMPTY);
        listener.onInterval(interval);
        return interval;
    }
}
