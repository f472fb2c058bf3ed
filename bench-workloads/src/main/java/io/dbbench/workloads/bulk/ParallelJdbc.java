package io.dbbench.workloads.bulk;

import io.dbbench.workloads.sql.SqlErrors;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;

/**
 * Runs tasks on {@code threads} workers, each with one connection of its own for its whole life, taking
 * tasks from a shared queue in list order (put the long ones first). Every worker's connection is taken
 * before the first task starts: a pool too small for the threads fails at once, naming how many
 * connections the work needs, instead of after its wait timeout with half the rows in. The first failure
 * stops the others from taking new tasks and is thrown, with later ones attached as suppressed.
 */
public final class ParallelJdbc {
    /** Work that needs one connection. */
    @FunctionalInterface
    public interface Task {
        void run(Connection connection) throws SQLException;
    }

    private ParallelJdbc() {}

    /**
     * @param threadPrefix the workload's short name, first in the workers' thread names
     * @param workload     the workload's name in the exception's message
     * @param what         names the work in thread names and in the exception when interrupted
     */
    public static void run(
            DataSource dataSource, int threads, List<Task> tasks, String threadPrefix, String workload, String what)
            throws SQLException {
        if (tasks.isEmpty()) return;
        Queue<Task> queue = new ConcurrentLinkedQueue<>(tasks);
        AtomicReference<SQLException> failure = new AtomicReference<>();
        int workers = Math.min(threads, tasks.size());
        List<Connection> connections = connect(dataSource, workers, workload, what);
        AtomicInteger number = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, threadPrefix + "-" + what.replace(' ', '-') + "-" + number.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        List<Future<?>> futures = new ArrayList<>();
        try {
            for (Connection c : connections) futures.add(pool.submit(() -> work(c, queue, failure)));
            for (Future<?> f : futures) f.get();
        } catch (InterruptedException e) {
            pool.shutdownNow();
            Thread.currentThread().interrupt();
            throw new SQLException(workload + " " + what + " interrupted");
        } catch (ExecutionException e) {
            // work() catches everything it can; an Error is rethrown as is
            if (e.getCause() instanceof Error error) throw error;
            throw new SQLException(workload + " " + what + " failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
            // a worker closes its own; these were never handed to a worker that ran
            if (futures.size() < connections.size()) closeAll(connections.subList(futures.size(), connections.size()));
        }
        if (failure.get() != null) throw failure.get();
    }

    /** One connection per worker, all before any work starts. */
    private static List<Connection> connect(DataSource dataSource, int workers, String workload, String what)
            throws SQLException {
        List<Connection> connections = new ArrayList<>(workers);
        try {
            for (int i = 0; i < workers; i++) connections.add(dataSource.getConnection());
            return connections;
        } catch (SQLException e) {
            closeAll(connections);
            throw SqlErrors.withContext(
                    workload + " " + what + " needs " + workers + " connections at once (one per loader thread)"
                            + " and got " + connections.size() + ": ",
                    e);
        }
    }

    private static void work(Connection connection, Queue<Task> queue, AtomicReference<SQLException> failure) {
        try (connection) {
            Task task;
            while (failure.get() == null && !Thread.currentThread().isInterrupted() && (task = queue.poll()) != null) {
                task.run(connection);
            }
        } catch (SQLException e) {
            record(failure, e);
        } catch (RuntimeException e) {
            record(failure, new SQLException(e.toString(), e));
        }
    }

    private static void closeAll(List<Connection> connections) {
        for (Connection c : connections) {
            try {
                c.close();
            } catch (SQLException ignored) {
                // a connection that cannot even close is the pool's to evict; the first failure is what counts
            }
        }
    }

    private static void record(AtomicReference<SQLException> failure, SQLException e) {
        if (!failure.compareAndSet(null, e)) failure.get().addSuppressed(e);
    }
}
