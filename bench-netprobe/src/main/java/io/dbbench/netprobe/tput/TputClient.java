package io.dbbench.netprobe.tput;

import io.dbbench.netprobe.ProbeException;
import io.dbbench.netprobe.client.ControlConnection;
import io.dbbench.netprobe.client.DataConnection;
import io.dbbench.netprobe.client.StoppableProbe;
import io.dbbench.netprobe.client.TestConnections;
import io.dbbench.netprobe.client.WakingWorkers;
import io.dbbench.netprobe.protocol.ServerResults;
import io.dbbench.netprobe.protocol.TputSpec;
import io.dbbench.netprobe.stats.CpuMeter;
import io.dbbench.netprobe.stats.IntervalTicker;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * Runs a throughput test against a probe server, iperf3-style: a control connection, one data
 * connection and one thread per stream, per-interval reports from the calling thread. {@link #stop()}
 * (from any thread, e.g. a Ctrl-C hook) ends it early; {@link #run()} then still returns what was
 * measured.
 */
public final class TputClient extends StoppableProbe<TputConfig, TputListener> {

    public TputClient(TputConfig config, TputListener listener) {
        super(config, listener);
    }

    public TputResult run() throws ProbeException, InterruptedException {
        stopRequest.runOnCurrentThread();
        TputSpec spec = config.spec();
        try (TestConnections test = TestConnections.open(
                config.host(),
                config.port(),
                config.connectTimeout(),
                config.idleTimeout(),
                config.socketBufferBytes(),
                spec,
                "netprobe-tput-idle")) {
            TputStart start = describeStart(test.control().cookie(), test.data(), spec);
            listener.onStart(start);
            return measure(spec, test.control(), test.data(), start);
        }
    }

    private TputResult measure(
            TputSpec spec, ControlConnection control, List<DataConnection> connections, TputStart start)
            throws ProbeException, InterruptedException {
        CpuMeter cpu = CpuMeter.start();
        long idleNanos = config.idleTimeout().toNanos();
        control.start(spec.runMillis() * 1_000_000L + idleNanos);
        long t0 = System.nanoTime();
        long markAt = t0 + config.omitMillis() * 1_000_000L;
        long deadline = markAt + config.durationMillis() * 1_000_000L;
        List<TputStreamWorker> workers = new ArrayList<>();
        WakingWorkers threads = new WakingWorkers();
        for (DataConnection c : connections) {
            TputStreamWorker w = new TputStreamWorker(c, spec, markAt, deadline, stopRequest::requested);
            workers.add(w);
            threads.start(w, "netprobe-tput-stream-" + c.streamIndex());
        }
        IntervalSampler sampler = new IntervalSampler(workers, t0);
        List<TputInterval> intervals = new ArrayList<>();
        long intervalNanos = config.intervalMillis() * 1_000_000L;
        if (config.omitMillis() > 0) {
            sampler.runPhase(t0, markAt, intervalNanos, true, intervals);
        }
        if (!stopRequest.requested()) {
            sampler.runPhase(markAt, deadline, intervalNanos, false, intervals);
        }
        if (stopRequest.requested()) {
            sampler.partialInterval(markAt, intervals);
        }
        control.sendStop();
        threads.join(config.idleTimeout().toMillis() * 2);
        OptionalDouble clientCpu = cpu.percentSinceStart();
        for (TputStreamWorker w : workers) {
            if (w.failure() != null) {
                throw control.failure("stream " + w.streamId(), w.failure());
            }
        }
        ServerResults server = control.readResults();
        return new TputResult(
                config, start, intervals, ends(workers, server), clientCpu, server.cpuPercent(), endReason());
    }

    private static List<StreamEnd> ends(List<TputStreamWorker> workers, ServerResults server) {
        Map<Integer, ServerResults.StreamTotals> byIndex = new HashMap<>();
        server.streams().forEach(s -> byIndex.put(s.streamIndex(), s));
        List<StreamEnd> ends = new ArrayList<>();
        for (TputStreamWorker w : workers) {
            SideTotals local = new SideTotals(w.measured().bytes(), w.measured().nanos());
            ServerResults.StreamTotals s = byIndex.get(w.streamId());
            SideTotals remote = s == null ? SideTotals.NONE : new SideTotals(s.bytes(), s.nanos());
            ends.add(
                    w.clientSends()
                            ? new StreamEnd(w.streamId(), true, local, remote)
                            : new StreamEnd(w.streamId(), false, remote, local));
        }
        return ends;
    }

    private TputStart describeStart(long cookie, List<DataConnection> connections, TputSpec spec) {
        List<ConnectedStream> streams = new ArrayList<>();
        for (DataConnection c : connections) {
            streams.add(new ConnectedStream(
                    c.streamIndex(),
                    spec.clientSends(c.streamIndex()),
                    c.localAddress().getHostString(),
                    c.localAddress().getPort(),
                    c.remoteAddress().getHostString(),
                    c.remoteAddress().getPort(),
                    c.clientSendBufferBytes(),
                    c.clientReceiveBufferBytes(),
                    c.serverSendBufferBytes(),
                    c.serverReceiveBufferBytes()));
        }
        String system = System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch");
        return new TputStart(Instant.now(), config.host(), config.port(), cookie, system, streams);
    }

    /** Turns the workers' running byte counts into intervals, reporting each to the listener. */
    private final class IntervalSampler {
        private final List<TputStreamWorker> workers;
        private final long[] lastBytes;
        private long phaseStart;
        private long lastTick;

        IntervalSampler(List<TputStreamWorker> workers, long t0) {
            this.workers = workers;
            this.lastBytes = new long[workers.size()];
            this.lastTick = t0;
        }

        /** Reports intervals from {@code from} to {@code to}; interval times count from {@code from}. */
        void runPhase(long from, long to, long intervalNanos, boolean omitted, List<TputInterval> out) {
            phaseStart = from;
            new IntervalTicker(from, intervalNanos, to)
                    .sampleEachTick(stopRequest::requested, (previousTick, now) -> out.add(sample(now, omitted)));
        }

        /** After a stop: the partial interval from the last tick to now. */
        void partialInterval(long markAt, List<TputInterval> out) {
            long now = System.nanoTime();
            if (now - lastTick > 1_000_000L) {
                boolean omitted = now - markAt < 0;
                out.add(sample(now, omitted));
            }
        }

        private TputInterval sample(long now, boolean omitted) {
            List<StreamInterval> streams = new ArrayList<>(workers.size());
            for (int i = 0; i < workers.size(); i++) {
                long bytes = workers.get(i).bytesSoFar();
                streams.add(new StreamInterval(
                        workers.get(i).streamId(), workers.get(i).clientSends(), bytes - lastBytes[i], now - lastTick));
                lastBytes[i] = bytes;
            }
            TputInterval interval = new TputInterval(
                    Math.max(0, lastTick - phaseStart) / 1e9, (now - phaseStart) / 1e9, omitted, streams);
            lastTick = now;
            listener.onInterval(interval);
            return interval;
        }
    }
}
