package io.dbbench.core.internal.engine;

import io.dbbench.core.result.ServiceResult;
import java.util.List;
import java.util.Objects;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * One service of a topology: its own connection pool and its share of the users. Its sessions borrow a
 * connection for each transaction and give it back afterwards, as a service's request threads do, so
 * users beyond the pool's size queue on it; the time they wait is recorded apart from the time spent
 * in the database. Its sessions record their transactions into recorders of their own (see
 * {@code LoadEngine}), so the services' figures add up exactly to the run's: one recording, two views.
 * Recording is lock-free; only the sampler drains.
 */
public final class ServicePool {
    private final String name;
    private final ConnectionSource connections;
    private final int poolSize;
    private final int users;
    private final Recorder poolWaitNanos = TransactionRecorder.newRecorder();
    private final Histogram cumulativeLatency = TransactionRecorder.newHistogram();
    private final Histogram cumulativePoolWait = TransactionRecorder.newHistogram();
    private long cumulativeCompleted;
    private long cumulativeFailed;
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
        poolWaitNanos.recordValue(TransactionRecorder.recordable(nanos));
    }

    /**
     * Sampler only: takes this interval's figures, keeping them when the interval is in the statistics window.
     *
     * @param transactions what this service's sessions recorded in the interval, per transaction type
     */
    void drain(boolean inStatisticsWindow, List<TransactionRecorder.Interval> transactions) {
        recycledPoolWait = poolWaitNanos.getIntervalHistogram(recycledPoolWait);
        if (!inStatisticsWindow) return;
        cumulativePoolWait.add(recycledPoolWait);
        for (TransactionRecorder.Interval in : transactions) {
            cumulativeLatency.add(in.latencyNanos());
            cumulativeCompleted += in.completed();
            cumulativeFailed += in.failed();
        }
    }

    /** The pool wait of the interval last drained; valid until the next drain. */
    Histogram lastPoolWait() {
        return recycledPoolWait;
    }

    /** What this service measured inside the statistics window. */
    ServiceResult result() {
        return new ServiceResult(
                name,
                poolSize,
                users,
                cumulativeCompleted,
                cumulativeFailed,
                cumulativeLatency.copy(),
                cumulativePoolWait.copy());
    }
}
