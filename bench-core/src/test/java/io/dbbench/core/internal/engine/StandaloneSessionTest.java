package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.TransactionContext;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StandaloneSessionTest {
    /** Records every call made on a fake connection and on the statements it prepares. */
    private static final class Recording {
        final List<String> calls = new ArrayList<>();
        boolean autoCommit = true;
        boolean closed;
        boolean rollbackFails;

        Connection connection() {
            return (Connection) Proxy.newProxyInstance(
                    getClass().getClassLoader(), new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                        String name = method.getName();
                        switch (name) {
                            case "getAutoCommit":
                                return autoCommit;
                            case "setAutoCommit":
                                autoCommit = (Boolean) args[0];
                                return null;
                            case "isClosed":
                                return closed;
                            case "close":
                                closed = true;
                                calls.add("close");
                                return null;
                            case "rollback":
                                calls.add("rollback");
                                if (rollbackFails) throw new SQLException("connection reset", "08006");
                                return null;
                            case "prepareStatement":
                                calls.add("prepare " + args[0]);
                                return statement((String) args[0]);
                            case "hashCode":
                                return System.identityHashCode(proxy);
                            case "equals":
                                return proxy == args[0];
                            default:
                                return null;
                        }
                    });
        }

        private PreparedStatement statement(String sql) {
            return (PreparedStatement) Proxy.newProxyInstance(
                    getClass().getClassLoader(), new Class<?>[] {PreparedStatement.class}, (proxy, method, args) -> {
                        switch (method.getName()) {
                            case "setQueryTimeout", "setFetchSize" -> calls.add(
                                    method.getName() + " " + args[0] + " " + sql);
                            case "close" -> calls.add("close " + sql);
                            case "hashCode" -> {
                                return System.identityHashCode(proxy);
                            }
                            case "equals" -> {
                                return proxy == args[0];
                            }
                            default -> {}
                        }
                        return null;
                    });
        }
    }

    private final Recording db = new Recording();

    private StandaloneSession open(StandaloneSession.Options options) throws SQLException {
        return StandaloneSession.open(db.connection(), Dialects.postgresql(), options);
    }

    @Test
    void theContextCarriesTheSessionSettingsAndCachesStatementsWithTimeoutAndFetchSize() throws Exception {
        StandaloneSession.Options options = StandaloneSession.Options.defaults(3, 7)
                .withQueryTimeoutSeconds(5)
                .withEnvironment(Map.of("SOE_MIN", "1"))
                .withProperties(Map.of("FetchSize", "20"));
        try (StandaloneSession session = open(options)) {
            TransactionContext c = session.context();
            assertEquals(3, c.sessionId());
            assertSame(Dialects.postgresql(), c.dialect());
            assertEquals(Map.of("SOE_MIN", "1"), c.environment());
            assertEquals(Map.of("FetchSize", "20"), c.properties());
            assertFalse(db.autoCommit, "transactions run in manual commit");

            PreparedStatement first = c.prepare("SELECT 1");
            assertSame(first, c.prepare("SELECT 1"), "cached for the life of the connection");
            assertEquals(
                    List.of("prepare SELECT 1", "setQueryTimeout 5 SELECT 1", "setFetchSize 20 SELECT 1"), db.calls);
        }
    }

    @Test
    void executeReturnsTheTransactionsOutcome() throws Exception {
        Outcome done = Outcome.committed(DmlCounts.of(1, 0, 0, 0, 1, 0));
        try (StandaloneSession session = open(StandaloneSession.Options.defaults(0, 1))) {
            assertSame(done, session.execute(context -> done));
            assertFalse(db.calls.contains("rollback"));
        }
    }

    @Test
    void aFailingTransactionIsRolledBackAndItsErrorRethrown() throws Exception {
        SQLException deadlock = new SQLException("deadlock detected", "40P01");
        try (StandaloneSession session = open(StandaloneSession.Options.defaults(0, 1))) {
            SQLException thrown = assertThrows(
                    SQLException.class,
                    () -> session.execute(context -> {
                        throw deadlock;
                    }));
            assertSame(deadlock, thrown);
            assertEquals(List.of("rollback"), db.calls);

            IllegalStateException bug = new IllegalStateException("workload bug");
            assertSame(
                    bug,
                    assertThrows(
                            IllegalStateException.class,
                            () -> session.execute(context -> {
                                throw bug;
                            })));
            assertEquals(List.of("rollback", "rollback"), db.calls);
        }
    }

    @Test
    void aRollbackThatFailsTooIsAttachedToTheTransactionsError() throws Exception {
        db.rollbackFails = true;
        StandaloneSession session = open(StandaloneSession.Options.defaults(0, 1));
        SQLException lost = new SQLException("I/O error", "08006");
        SQLException thrown = assertThrows(
                SQLException.class,
                () -> session.execute(context -> {
                    throw lost;
                }));
        assertSame(lost, thrown);
        assertEquals(1, thrown.getSuppressed().length);
        assertThrows(SQLException.class, session::close, "the rollback on close fails as well");
        assertTrue(db.closed, "the connection is closed even so");
    }

    @Test
    void sessionsDrawFromTheirOwnSeededRandomSources() throws Exception {
        long[] a = draws(StandaloneSession.Options.defaults(0, 42));
        assertArrayEquals(a, draws(StandaloneSession.Options.defaults(0, 42)), "same seed and id, same draws");
        assertFalse(
                Arrays.equals(a, draws(StandaloneSession.Options.defaults(1, 42))), "another session id, other draws");
    }

    private long[] draws(StandaloneSession.Options options) throws SQLException {
        try (StandaloneSession session =
                StandaloneSession.open(new Recording().connection(), Dialects.postgresql(), options)) {
            return new long[] {
                session.context().random().nextLong(),
                session.context().random().nextLong(),
                session.context().random().nextLong()
            };
        }
    }

    @Test
    void closeReleasesStatementsAndTheConnectionOnceAndRefusesFurtherTransactions() throws Exception {
        StandaloneSession session = open(StandaloneSession.Options.defaults(0, 1));
        session.context().prepare("SELECT 2");
        db.calls.clear();

        session.close();
        session.close();

        assertEquals(List.of("close SELECT 2", "rollback", "close"), db.calls);
        assertThrows(IllegalStateException.class, () -> session.execute(context -> Outcome.committed(DmlCounts.NONE)));
    }

    @Test
    void thinkTimeIsTheSessionsOwnAndZeroByDefault() throws Exception {
        try (StandaloneSession session =
                open(StandaloneSession.Options.defaults(0, 1).withThinkMillis(0, 0))) {
            session.context().think();
            assertEquals(0, session.context().maxThinkMillis());
        }
        assertThrows(IllegalArgumentException.class, () -> StandaloneSession.Options.defaults(0, 1)
                .withThinkMillis(5, 1));
        assertThrows(IllegalArgumentException.class, () -> StandaloneSession.Options.defaults(0, 1)
                .withQueryTimeoutSeconds(-1));
    }
}
