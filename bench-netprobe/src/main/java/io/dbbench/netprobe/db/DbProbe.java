package io.dbbench.netprobe.db;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.internal.connect.ConnectStrings;
import io.dbbench.netprobe.ProbeConnectException;
import io.dbbench.netprobe.ProbeException;
import io.dbbench.netprobe.client.StoppableProbe;
import io.dbbench.netprobe.client.WakingWorkers;
import io.dbbench.netprobe.stats.IntervalTicker;
import io.dbbench.netprobe.stats.LatencyHistograms;
import io.dbbench.netprobe.stats.LatencySummary;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Measures what a database round trip costs from this client: first the time to connect (one
 * connection after another, each closed again), then ping queries and {@code Connection.isValid}
 * calls from {@code threads} sessions at once, bounded by time and optionally by count. {@link #stop()}
 * ends it early and {@link #run()} still returns what was measured.
 */
public final class DbProbe extends StoppableProbe<DbProbeConfig, DbProbeListener> {
    private final ConnectionFactory connections;

    public DbProbe(DbProbeConfig config, DbProbeListener listener) {
        this(config, listener, ConnectionFactory.DRIVER_MANAGER);
    }

    public DbProbe(DbProbeConfig config, DbProbeListener listener, ConnectionFactory connections) {
        super(config, listener);
        this.connections = connections;
    }

    public DbProbeResult run() throws ProbeException, InterruptedException {
        stopRequest.runOnCurrentThread();
        String pingSql = Dialects.forJdbcUrl(config.jdbcUrl()).pingSql();
        LatencySummary connect = timeConnects();
        listener.onConnectsDone(connect);
        List<Connection> sessions = new ArrayList<>();
        try {
            for (int i = 0; i < config.threads() && !stopRequest.requested(); i++) {
                sessions.add(open());
            }
            return roundTrips(pingSql, connect, sessions);
        } finally {
            for (Connection c : sessions) {
                closeQuietly(c);
            }
        }
    }

    private LatencySummary timeConnects() throws ProbeConnectException {
        Histogram h = LatencySummary.newHistogram();
        for (int i = 0; i < config.connects() && !stopRequest.requested(); i++) {
            long begin = System.nanoTime();
            Connection c = open();
            h.recordValue(Math.max(1, Math.min(System.nanoTime() - begin, LatencyHistograms.HIGHEST_TRACKABLE_NANOS)));
            closeQuietly(c);
        }
        return LatencySummary.of(h);
    }

    private DbProbeResult roundTrips(String pingSql, LatencySummary connect, List<Connection> sessions)
            throws ProbeException, InterruptedException {
        LatencyHistograms ping = new LatencyHistograms();
        LatencyHistograms isValid = new LatencyHistograms();
        long t0 = System.nanoTime();
        long deadline = t0 + config.durationMillis() * 1_000_000L;
        List<RoundTripWorker> workers = new ArrayList<>();
        WakingWorkers threads = new WakingWorkers();
        RoundTripWorker.Phase phase = new RoundTripWorker.Phase(
                pingSql, config.isValidTimeoutSeconds(), deadline, stopRequest::requested, ping, isValid);
        for (int i = 0; i < sessions.size(); i++) {
            RoundTripWorker w = new RoundTripWorker(i, sessions.get(i), config.quotaOf(i), phase);
            workers.add(w);
            threads.start(w, "netprobe-db-" + i);
        }
        List<DbInterval> intervals = new ArrayList<>();
        long lastTick = new IntervalTicker(t0, config.intervalMillis() * 1_000_000L, deadline)
                .sampleEachTick(
                        () -> stopRequest.requested() || threads.allDone(),
                        (from, to) -> intervals.add(sample(ping, isValid, t0, from, to)));
        // a round trip that hangs is bounded by the driver's own timeouts; wait for it, but not forever
        threads.join(Math.max(10_000, config.isValidTimeoutSeconds() * 2000L));
        long end = System.nanoTime();
        DbInterval last = sample(ping, isValid, t0, lastTick, end);
        if (last.ping().count() > 0 || last.isValid().count() > 0 || intervals.isEmpty()) {
            intervals.add(last);
        }
        for (RoundTripWorker w : workers) {
            if (w.failure() != null) {
                SQLException e = w.failure();
                throw new ProbeException(
                        "round trip on session " + w.index() + " to " + ConnectStrings.redact(config.jdbcUrl())
                                + " failed: " + e.getMessage() + " (SQLState " + e.getSQLState() + ")",
                        e);
            }
        }
        return new DbProbeResult(
                config, pingSql, connect, intervals, ping.total(), isValid.total(), end - t0, endReason());
    }

    private DbInterval sample(LatencyHistograms ping, LatencyHistograms isValid, long t0, long from, long to) {
        DbInterval interval =
                new DbInterval((from - t0) / 1e9, (to - t0) / 1e9, ping.takeInterval(), isValid.takeInterval());
        if (interval.ping().count() > 0 || interval.isValid().count() > 0) {
            listener.onInterval(interval);
        }
        return interval;
    }

    private Connection open() throws ProbeConnectException {
        try {
            return connections.open(config);
        } catch (SQLException e) {
            String who = config.user() == null || config.user().isEmpty() ? "" : " as " + config.user();
            throw new ProbeConnectException(
                    "cannot connect to " + ConnectStrings.redact(config.jdbcUrl()) + who + ": " + e.getMessage()
                            + " (SQLState " + e.getSQLState() + ")",
                    e);
        }
    }

    private static void closeQuietly(Connection c) {
        try {
            c.close();
        } catch (SQLException ignored) {
            // the probe is over for this connection either way
        }
    }
}
