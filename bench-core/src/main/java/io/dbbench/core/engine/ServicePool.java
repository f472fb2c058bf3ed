package io.dbbench.core.engine;

import io.dbbench.core.result.ServiceResult;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

import java.util.Objects;
import java.util.concurrent.atomic.LongAdder;

/**
 * One service of a topology: its own connection pool and its share of the users. Its sessions borrow a
 * connection for each transaction and give it back afterwards, as a service's request threads do, so
 * users beyond the pool's size queue on it; the time they wait is recorded apart from the time spent
 * in the database. Recording is lock-free; only the sampler drains.
 */
public final class ServicePool {
    private final String name;
    private final ConnectionSource connections;
    private final int poolSize;
    private final int users;
    private final Recorder latencyNanos = newRecorder();
    private final Recorder poolWaitNanos = newRecorder();
    private final LongAdder completed = new LongAdder();
    private final LongAdder failed = new LongAdder();
    private final Histogram cumulativeLatency = TransactionRecorder.newHistogram();
    private final Histogram cumulativePoolWait = TransactionRecorder.newHistogram();
    private long cumulativeCompleted;
    private long cumulativeFailed;
    private Histogram recycledLatency;
    private Histogram recycledPoolWait;

    /**
     * @param name        the pool's name, shown per service in results (and the connections' application name)
     * @param connections the service's own pool; its owner closes it
     * @param poolSize    the pool's maximum size
     * @param users       sessions this service runs
     */
    public ServicePool(String name, ConnectionSource connections, int poolSize, int users) {
        this.name = Objects.requireNonNull(name, "name");
        this.connections = Objects.requireNonNull(connections, "connections");
        if (poolSize < 1) throw new IllegalArgumentException("service " + name + ": pool size must be at least 1");
        if (users < 1) throw new IllegalArgumentException("service " + name + ": needs at least 1 user");
        this.poolSize = poolSize;
        this.users = users;
    }

    private static Recorder newRecorder() {
        return new Recorder(TransactionRecorder.LOWEST_DISCERNIBLE_NANOS, TransactionRecorder.HIGHEST_TRACKABLE_NANOS,
                TransactionRecorder.SIGNIFICANT_DIGITS);
    }

    public String name() {
        return name;
    }

    public ConnectionSource connections() {
        return connections;
    }

    public int poolSize() {
        return poolSize;
    }

    public int users() {
        return users;
    }

    void recordPoolWait(long nanos) {
        poolWaitNanos.recordValue(clamp(nanos));
    }

    void recordCompleted(long latency) {
        latencyNanos.recordValue(clamp(latency));
        completed.increment();
    }

    void recordFailed() {
        failed.increment();
    }

    private static long clamp(long nanos) {
        return Math.min(Math.max(nanos, 0), TransactionRecorder.HIGHEST_TRACKABLE_NANOS);
    }

    /** Sampler only: takes this interval's figures, keeping them when the interval is in the statistics window. */
    void drain(boolean inStatisticsWindow) {
        recycledLatency = latencyNanos.getIntervalHistogram(recycledLatency);
        recycledPoolWait = poolWaitNanos.getIntervalHistogram(recycledPoolWait);
        long done = completed.sumThenReset();
        long bad = failed.sumThenReset();
        if (inStatisticsWindow) {
            cumulativeLatency.add(recycledLatency);
            cumulativePoolWait.add(recycledPoolWait);
            cumulativeCompleted += done;
            cumulativeFailed += bad;
        }
    }

    /** What this service measured inside the statistics window. */
    ServiceResult result() {
        return new ServiceResult(name, poolSize, users, cumulativeCompleted, cumulativeFailed,
                cumulativeLatency.copy(), cumulativePoolWait.copy());
    }
}
