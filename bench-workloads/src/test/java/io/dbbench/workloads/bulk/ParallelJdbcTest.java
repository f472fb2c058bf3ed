package io.dbbench.workloads.bulk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** Every loader thread's connection is taken before any task runs: a pool too small fails before a row. */
class ParallelJdbcTest {
    /** Lends at most {@code limit} connections at once, as a pool of that size whose wait ran out. */
    private static final class LimitedDataSource implements DataSource {
        final int limit;
        final AtomicInteger open = new AtomicInteger();
        final AtomicInteger closed = new AtomicInteger();

        LimitedDataSource(int limit) {
            this.limit = limit;
        }

        @Override
        public Connection getConnection() throws SQLException {
            if (open.get() - closed.get() >= limit) {
                throw new SQLTransientConnectionException("Connection is not available, request timed out");
            }
            open.incrementAndGet();
            return (Connection) Proxy.newProxyInstance(
                    getClass().getClassLoader(), new Class<?>[] {Connection.class}, (p, m, args) -> {
                        if (m.getName().equals("close")) closed.incrementAndGet();
                        return null;
                    });
        }

        @Override
        public Connection getConnection(String user, String password) throws SQLException {
            return getConnection();
        }

        @Override
        public PrintWriter getLogWriter() {
            return null;
        }

        @Override
        public void setLogWriter(PrintWriter out) {}

        @Override
        public void setLoginTimeout(int seconds) {}

        @Override
        public int getLoginTimeout() {
            return 0;
        }

        @Override
        public Logger getParentLogger() {
            return Logger.getGlobal();
        }

        @Override
        public <T> T unwrap(Class<T> type) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isWrapperFor(Class<?> type) {
            return false;
        }
    }

    @Test
    void aPoolSmallerThanTheThreadsFailsBeforeAnyTaskRuns() {
        LimitedDataSource oneConnection = new LimitedDataSource(1);
        AtomicInteger ran = new AtomicInteger();
        List<ParallelJdbc.Task> tasks = new ArrayList<>();
        for (int i = 0; i < 4; i++) tasks.add(c -> ran.incrementAndGet());
        SQLException e = assertThrows(
                SQLException.class, () -> ParallelJdbc.run(oneConnection, 2, tasks, "soe", "Order Entry", "load"));
        assertEquals(0, ran.get(), "no task may start on a pool that cannot serve every thread");
        assertTrue(
                e.getMessage()
                        .startsWith("Order Entry load needs 2 connections at once (one per loader thread)"
                                + " and got 1: Connection is not available"),
                e.getMessage());
        assertEquals(oneConnection.open.get(), oneConnection.closed.get(), "the connection taken is given back");
    }

    @Test
    void everyTaskRunsOnAConnectionOfItsWorkerAndEveryConnectionIsClosed() throws SQLException {
        LimitedDataSource twoConnections = new LimitedDataSource(2);
        List<Connection> used = java.util.Collections.synchronizedList(new ArrayList<>());
        List<ParallelJdbc.Task> tasks = new ArrayList<>();
        for (int i = 0; i < 5; i++) tasks.add(used::add);
        ParallelJdbc.run(twoConnections, 2, tasks, "tpcds", "TPC-DS-like", "load");
        assertEquals(5, used.size());
        assertEquals(2, twoConnections.open.get());
        assertEquals(2, twoConnections.closed.get());
    }
}
