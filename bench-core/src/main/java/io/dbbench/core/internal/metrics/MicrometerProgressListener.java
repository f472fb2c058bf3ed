package io.dbbench.core.internal.metrics;

import io.dbbench.core.config.Topology;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.result.TrafficTotals;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.TimeGauge;
import io.micrometer.core.instrument.Timer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToDoubleFunction;

/**
 * Publishes a run's live figures to a Micrometer {@link MeterRegistry}, once per sampling interval (meter
 * names and tags: docs/metrics.md). Counters add up what each interval reports, so a backend's rate() of
 * them is the throughput; gauges hold the last interval's value.
 *
 * <p>Latency and pool wait are timers with a published percentile histogram, fed with every value of the
 * interval's HdrHistogram (see {@link IntervalTimers}): Prometheus gets {@code _bucket}, {@code _count} and
 * {@code _sum} series it can aggregate with {@code histogram_quantile()} over services, topologies and
 * replicas. Their buckets are coarser than HdrHistogram's; the run's exact percentiles are in its results file.
 *
 * <p>Called from the engine's sampler thread; gauges are read from the registry's publishing threads,
 * hence the volatile holders. A failure inside a registry is counted, never thrown to the engine.
 * {@link #close()} removes this run's gauges, so the next run of a sequence (another topology) does not
 * leave stale values behind; counters and timers stay, so their final totals can still be scraped, and a
 * later run with the same tags continues them (as a Prometheus counter should).
 */
public final class MicrometerProgressListener implements ProgressListener, AutoCloseable {
    public static final String TRANSACTIONS = "dbbench.transactions";
    public static final String TPS = "dbbench.tps";
    public static final String TPM = "dbbench.tpm";
    public static final String USERS_LOGGED_ON = "dbbench.users.logged.on";
    public static final String USERS_TOTAL = "dbbench.users.total";
    public static final String DML_PER_SECOND = "dbbench.dml.per.second";
    public static final String IN_STATISTICS_WINDOW = "dbbench.statistics.window";
    public static final String LATENCY_MEAN = "dbbench.transaction.latency.mean";
    public static final String LATENCY = "dbbench.transaction.latency";
    public static final String POOL_WAIT = "dbbench.pool.wait";
    /**
     * A statement runner's statements: meters of their own, so a sum over {@link #TRANSACTIONS} or
     * {@link #LATENCY} never counts a statement's executions a second time inside its transaction's.
     */
    public static final String STATEMENTS = "dbbench.statements";

    public static final String STATEMENT_LATENCY = "dbbench.statement.latency";
    public static final String STATEMENT_LATENCY_MEAN = "dbbench.statement.latency.mean";
    public static final String TAG_STATEMENT = "statement";

    /** Traffic per transaction type, counted on the run's PostgreSQL sockets (docs/traffic.md). */
    public static final String SENT_BYTES = "dbbench.transaction.sent.bytes";

    public static final String RECEIVED_BYTES = "dbbench.transaction.received.bytes";
    public static final String ROUND_TRIPS = "dbbench.transaction.round.trips";

    public static final String TAG_TRANSACTION = "transaction";
    public static final String TAG_OUTCOME = "outcome";
    public static final String OUTCOME_COMPLETED = "completed";
    public static final String OUTCOME_FAILED = "failed";

    private final MeterRegistry registry;
    private final Tags commonTags;
    /** Gauges only: removed on close. Counters and timers stay registered. */
    private final List<Meter> meters = new ArrayList<>();

    private Timer poolWait;
    private final Map<String, PerTransaction> transactions = new HashMap<>();
    private final AtomicLong publishFailures = new AtomicLong();
    private boolean closed;

    private volatile double tps = Double.NaN;
    private volatile double tpm = Double.NaN;
    private volatile double usersLoggedOn = Double.NaN;
    private volatile double usersTotal = Double.NaN;
    private volatile double dmlPerSecond = Double.NaN;
    private volatile double inStatisticsWindow = Double.NaN;

    /** One transaction type's meters, made when it first appears in a snapshot. */
    private static final class PerTransaction {
        Counter completed;
        Counter failed;
        Timer latency;
        /** Registered with the type's first counted traffic: a run whose sockets are not counted has none. */
        Counter sentBytes;

        Counter receivedBytes;
        Counter roundTrips;
        /** NaN when no transaction of the type completed in the interval: there is no mean to report. */
        volatile double meanLatencyNanos = Double.NaN;
    }

    /**
     * @param commonTags put on every meter: e.g. {@link #runTags(String, String, Topology)} plus a caller's own
     */
    public MicrometerProgressListener(MeterRegistry registry, Iterable<Tag> commonTags) {
        this.registry = Objects.requireNonNull(registry, "registry");
        this.commonTags = Tags.of(commonTags == null ? Tags.empty() : commonTags);
        gauge(TPS, "transactions completed per second in the last interval", l -> l.tps);
        gauge(TPM, "transactions completed in the last 60 s", l -> l.tpm);
        gauge(USERS_LOGGED_ON, "sessions holding a connection", l -> l.usersLoggedOn);
        gauge(USERS_TOTAL, "users the run has active", l -> l.usersTotal);
        gauge(DML_PER_SECOND, "statements of all kinds per second in the last interval", l -> l.dmlPerSecond);
        gauge(
                IN_STATISTICS_WINDOW,
                "1 while the interval counts towards the results, else 0",
                l -> l.inStatisticsWindow);
    }

    /**
     * The tags that tell runs apart: {@code run}, {@code workload} and {@code topology} (e.g. {@code 8x2});
     * null or blank values are left out, so a run without a topology simply has no such tag.
     */
    public static Tags runTags(String run, String workload, Topology topology) {
        Tags tags = Tags.empty();
        if (run != null && !run.isBlank()) tags = tags.and("run", run);
        if (workload != null && !workload.isBlank()) tags = tags.and("workload", workload);
        if (topology != null) tags = tags.and("topology", topology.label());
        return tags;
    }

    private void gauge(String name, String description, ToDoubleFunction<MicrometerProgressListener> value) {
        meters.add(Gauge.builder(name, this, value)
                .description(description)
                .tags(commonTags)
                .strongReference(true)
                .register(registry));
    }

    /** Latency and pool wait are published as histograms: it needs each interval's. */
    @Override
    public boolean wantsHistograms() {
        return true;
    }

    /** Synchronized with {@link #close()} only: the engine calls it from one thread. */
    @Override
    public synchronized void onInterval(ProgressSnapshot snapshot) {
        if (closed) return;
        try {
            tps = snapshot.tps();
            tpm = snapshot.tpm();
            usersLoggedOn = snapshot.usersLoggedOn();
            usersTotal = snapshot.usersTotal();
            dmlPerSecond = snapshot.dmlPerSecond();
            inStatisticsWindow = snapshot.inStatisticsWindow() ? 1 : 0;
            for (ProgressSnapshot.TransactionProgress t : snapshot.transactions()) publish(t);
            count(snapshot);
        } catch (RuntimeException e) {
            // a registry or meter filter that throws must not take the run down with it
            publishFailures.incrementAndGet();
        }
    }

    /** The late transactions after the run's end count in the totals; the gauges keep the last interval. */
    @Override
    public synchronized void onLateTransactions(ProgressSnapshot snapshot) {
        if (closed) return;
        try {
            for (ProgressSnapshot.TransactionProgress t : snapshot.transactions()) add(meters(t), t);
            count(snapshot);
        } catch (RuntimeException e) {
            publishFailures.incrementAndGet();
        }
    }

    private void publish(ProgressSnapshot.TransactionProgress t) {
        PerTransaction meters = meters(t);
        add(meters, t);
        meters.meanLatencyNanos = t.completed() > 0 ? t.meanLatencyNanos() : Double.NaN;
    }

    private void add(PerTransaction meters, ProgressSnapshot.TransactionProgress t) {
        if (t.completed() > 0) meters.completed.increment(t.completed());
        if (t.failed() > 0) meters.failed.increment(t.failed());
        IntervalTimers.record(meters.latency, t.latencyNanos());
        addTraffic(meters, t);
    }

    private void addTraffic(PerTransaction meters, ProgressSnapshot.TransactionProgress t) {
        TrafficTotals traffic = t.traffic();
        if (t.statement() || traffic.equals(TrafficTotals.ZERO)) return;
        if (meters.sentBytes == null) {
            Tags tags = commonTags.and(TAG_TRANSACTION, t.id());
            meters.sentBytes = trafficCounter(SENT_BYTES, "bytes the client sent in transactions of the type", tags);
            meters.receivedBytes =
                    trafficCounter(RECEIVED_BYTES, "bytes the client received in transactions of the type", tags);
            meters.roundTrips = trafficCounter(ROUND_TRIPS, "request/response turns of transactions of the type", tags);
        }
        meters.sentBytes.increment(traffic.bytesOut());
        meters.receivedBytes.increment(traffic.bytesIn());
        meters.roundTrips.increment(traffic.roundTrips());
    }

    private Counter trafficCounter(String name, String description, Tags tags) {
        return Counter.builder(name).description(description).tags(tags).register(registry);
    }

    /** Pool wait, for a run with a topology (the snapshot has none otherwise). */
    private void count(ProgressSnapshot snapshot) {
        if (snapshot.poolWaitNanos() == null) return;
        if (poolWait == null) {
            poolWait = IntervalTimers.histogramTimer(
                            POOL_WAIT, "time sessions waited for a pooled connection, one value per transaction")
                    .tags(commonTags)
                    .register(registry);
        }
        IntervalTimers.record(poolWait, snapshot.poolWaitNanos());
    }

    private PerTransaction meters(ProgressSnapshot.TransactionProgress t) {
        return transactions.computeIfAbsent(t.id(), id -> register(id, t.statement()));
    }

    private PerTransaction register(String id, boolean statement) {
        PerTransaction p = new PerTransaction();
        String what = statement ? "statements" : "transactions";
        Tags tags = commonTags.and(statement ? TAG_STATEMENT : TAG_TRANSACTION, id);
        p.completed = counter(statement, tags.and(TAG_OUTCOME, OUTCOME_COMPLETED));
        p.failed = counter(statement, tags.and(TAG_OUTCOME, OUTCOME_FAILED));
        p.latency = IntervalTimers.histogramTimer(
                        statement ? STATEMENT_LATENCY : LATENCY, "response times of completed " + what)
                .tags(tags)
                .register(registry);
        meters.add(TimeGauge.builder(
                        statement ? STATEMENT_LATENCY_MEAN : LATENCY_MEAN,
                        p,
                        TimeUnit.NANOSECONDS,
                        x -> x.meanLatencyNanos)
                .description("mean response time of the " + what + " completed in the last interval")
                .tags(tags)
                .strongReference(true)
                .register(registry));
        return p;
    }

    private Counter counter(boolean statement, Tags tags) {
        return Counter.builder(statement ? STATEMENTS : TRANSACTIONS)
                .description(
                        statement
                                ? "statement executions finished, by statement and outcome"
                                : "transactions finished, by type and outcome")
                .tags(tags)
                .register(registry);
    }

    /** How many intervals could not be published because the registry threw; 0 in a healthy run. */
    public long publishFailures() {
        return publishFailures.get();
    }

    /**
     * Removes this listener's gauges from the registry (their last values would go stale); counters and
     * timers stay with their totals. Later intervals are ignored.
     */
    @Override
    public synchronized void close() {
        closed = true;
        for (Meter m : meters) registry.remove(m);
        meters.clear();
        transactions.clear();
    }
}
