package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.dbbench.core.dialect.Dialects;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The engine's query timeout on the driven clock: the test scans, no watchdog thread runs. */
class QueryWatchdogTest {
    private static final long SECOND = TimeUnit.SECONDS.toNanos(1);

    private final ManualClock clock = new ManualClock();
    /** What the statements were asked: "cancel NAME", "setQueryTimeout NAME". */
    private final List<String> calls = new ArrayList<>();

    private final List<Runnable> threadsStarted = new ArrayList<>();
    private final QueryWatchdog watchdog = new QueryWatchdog(clock, 2, threadsStarted::add);

    private <T extends Statement> T statement(Class<T> type, String name) {
        return type.cast(Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {type}, (p, m, a) -> {
            switch (m.getName()) {
                case "cancel", "setQueryTimeout" -> calls.add(m.getName() + " " + name);
                case "hashCode" -> {
                    return System.identityHashCode(p);
                }
                case "equals" -> {
                    return p == a[0];
                }
                default -> {}
            }
            return null;
        }));
    }

    private Connection connection() {
        return (Connection) Proxy.newProxyInstance(
                getClass().getClassLoader(),
                new Class<?>[] {Connection.class},
                (p, m, a) -> m.getName().equals("prepareStatement")
                        ? statement(PreparedStatement.class, (String) a[0])
                        : null);
    }

    private SessionContext context(int queryTimeoutSeconds, SessionContext.ThinkTime think) {
        SessionContext c = new SessionContext(
                new SessionContext.Settings(
                        Dialects.postgresql(),
                        clock,
                        new CountDownLatch(1),
                        queryTimeoutSeconds,
                        think,
                        Map.of(),
                        Map.of()),
                1,
                7,
                watchdog);
        c.attach(connection());
        return c;
    }

    @Test
    void aStatementIsCancelledOnceWhenItsTimeoutHasPassedAndNotBefore() {
        Statement st = statement(Statement.class, "slow");
        watchdog.arm(0, st, 2);
        assertEquals(1, threadsStarted.size(), "the first statement armed starts the watchdog");

        clock.advance(2 * SECOND - 1);
        assertEquals(0, watchdog.scan(clock.nanoTime()));
        clock.advance(1);
        assertEquals(1, watchdog.scan(clock.nanoTime()));
        clock.advance(SECOND);
        assertEquals(0, watchdog.scan(clock.nanoTime()), "a statement is cancelled once");
        assertEquals(List.of("cancel slow"), calls);

        watchdog.arm(0, st, 1);
        clock.advance(SECOND);
        assertEquals(1, watchdog.scan(clock.nanoTime()), "armed anew, the same statement is cut again");
        assertEquals(1, threadsStarted.size());
    }

    @Test
    void aStatementArmedAnewOrDisarmedBeforeItsDeadlineIsNotCancelled() {
        Statement first = statement(Statement.class, "first");
        Statement second = statement(Statement.class, "second");
        watchdog.arm(0, first, 1);
        watchdog.arm(1, second, 3);
        clock.advance(SECOND / 2);
        watchdog.arm(0, second, 1); // session 0 runs its next statement: the first is done
        clock.advance(SECOND / 2);
        assertEquals(0, watchdog.scan(clock.nanoTime()));
        watchdog.deadline(0).disarm();
        clock.advance(10 * SECOND);
        assertEquals(1, watchdog.scan(clock.nanoTime()), "only session 1's is still armed");
        assertEquals(List.of("cancel second"), calls);
    }

    @Test
    void theSessionArmsWhatItPreparesWithTheRunsTimeoutUntilTheTransactionEnds() throws Exception {
        SessionContext c = context(2, SessionContext.ThinkTime.NONE);
        c.prepare("SELECT 1");
        c.endStatements();
        clock.advance(5 * SECOND);
        assertEquals(0, watchdog.scan(clock.nanoTime()), "the transaction ended: nothing is armed");

        c.prepare("SELECT 1");
        clock.advance(2 * SECOND);
        assertEquals(1, watchdog.scan(clock.nanoTime()));
        assertEquals(List.of("cancel SELECT 1"), calls, "the driver's own timer is never set");
    }

    @Test
    void aStatementsOwnTimeoutReplacesTheRunsAndZeroMeansNone() throws Exception {
        SessionContext c = context(2, SessionContext.ThinkTime.NONE);
        PreparedStatement ps = c.prepare("SELECT 1");
        c.queryTimeout(ps, 10);
        clock.advance(9 * SECOND);
        assertEquals(0, watchdog.scan(clock.nanoTime()));
        clock.advance(SECOND);
        assertEquals(1, watchdog.scan(clock.nanoTime()));

        c.prepare("SELECT 2");
        c.queryTimeout(ps, 0);
        clock.advance(60 * SECOND);
        assertEquals(0, watchdog.scan(clock.nanoTime()));
        assertThrows(IllegalArgumentException.class, () -> c.queryTimeout(ps, -1));
    }

    @Test
    void aThinkEndsTheStatementsTime() throws Exception {
        SessionContext c = context(1, new SessionContext.ThinkTime(5_000, 5_000));
        c.prepare("SELECT 1");
        c.think(); // the manual clock moves 5 s
        assertEquals(0, watchdog.scan(clock.nanoTime()));
        c.prepare("SELECT 2");
        clock.advance(SECOND);
        assertEquals(1, watchdog.scan(clock.nanoTime()));
        assertEquals(List.of("cancel SELECT 2"), calls);
    }

    @Test
    void withoutTheWatchdogTheDriversTimeoutApplies() throws Exception {
        SessionContext c = new SessionContext(
                new SessionContext.Settings(
                        Dialects.postgresql(),
                        clock,
                        new CountDownLatch(1),
                        3,
                        SessionContext.ThinkTime.NONE,
                        Map.of(),
                        Map.of()),
                0,
                7);
        c.attach(connection());
        c.queryTimeout(c.prepare("SELECT 1"), 4);
        assertEquals(List.of("setQueryTimeout SELECT 1", "setQueryTimeout SELECT 1"), calls);
    }

    @Test
    void aClosedWatchdogStartsNoThread() {
        watchdog.close();
        watchdog.arm(0, statement(Statement.class, "late"), 1);
        assertEquals(List.of(), threadsStarted);
    }
}
