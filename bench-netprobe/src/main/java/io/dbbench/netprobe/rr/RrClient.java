package io.dbbench.netprobe.rr;

import io.dbbench.netprobe.ProbeException;
import io.dbbench.netprobe.client.ControlConnection;
import io.dbbench.netprobe.client.DataConnection;
import io.dbbench.netprobe.client.StoppableProbe;
import io.dbbench.netprobe.client.TestConnections;
import io.dbbench.netprobe.client.WakingWorkers;
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
public final class RrClient extends StoppableProbe<RrConfig, RrListener> {

    public RrClient(RrConfig config, RrListener listener) {
        super(config, listener);
    }

    public RrResult run() throws ProbeException, InterruptedException {
        stopRequest.runOnCurrentThread();
        try (TestConnections test = TestConnections.open(
                config.host(),
                config.port(),
                config.connectTimeout(),
                config.idleTimeout(),
                0,
                config.spec(),
                "netprobe-rr-idle")) {
            listener.onConnected();
            return measure(test.control(), test.data());
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
        RrConnectionWorker.Plan plan =
                new RrConnectionWorker.Plan(config, meters, periodNanos, deadline, stopRequest::requested);
        for (DataConnection c : connections) {
            long offset = config.ratePerSecond() == 0 ? 0 : c.streamIndex() * 1_000_000_000L / config.ratePerSecond();
            RrConnectionWorker w = new RrConnectionWorker(c, config.quotaOf(c.streamIndex()), t0 + offset, plan);
            workers.add(w);
            threads.start(w::run, "netprobe-rr-conn-" + c.streamIndex());
        }
        List<RrInterval> intervals = new ArrayList<>();
        long lastTick = new IntervalTicker(t0, config.intervalMillis() * 1_000_000L, deadline)
                .sampleEachTick(
                        () -> stopRequest.requested() || threads.allDone(),
                        (from, to) -> intervals.add(sample(meters, t0, from, to)));
        threads.join(config.idleTimeout().toMillis() * 2);
        long end = System.nanoTime();
        if (meters.unsampled() || intervals.isEmpty()) {
            intervals.add(sample(meters, t0, lastTick, end));
        }
        OptionalDouble clientCpu = cpu.percentSinceStart();
        for (RrConnectionWorker w : workers) {
            if (w.failure() != null) {
                throw control.failure("connection " + w.streamIndex(), w.failure());
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
                endReason());
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
