package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/**
 * SwingBench's logon ramp on a clock only the test moves: LogonGroupCount users log on together, LogonDelay after the
 * group before them, and the run's logon time ends with the last group; a user of a later group runs nothing before
 * its logon.
 */
class LoadEngineLogonGroupsTest {
    private static final long THINK_MILLIS = 370;

    private final SteppedClockDriver driver = new SteppedClockDriver();
    private final long zero = driver.clock().nanoTime();
    /** Per session (thread name), the clock instant (ms since the load's start) of its logon. */
    private final Map<String, Long> logonMillis = new ConcurrentHashMap<>();
    /** Per session, the clock instant of its first transaction. */
    private final Map<String, Long> firstTransactionMillis = new ConcurrentHashMap<>();

    private final Fakes.CountingConnectionSource connections = new Fakes.CountingConnectionSource() {
        @Override
        public Connection acquire() throws SQLException {
            logonMillis.putIfAbsent(Thread.currentThread().getName(), sinceZeroMillis());
            return super.acquire();
        }
    };

    private long sinceZeroMillis() {
        return (driver.clock().nanoTime() - zero) / 1_000_000L;
    }

    private Map<String, Transaction> recording() {
        Transaction t = ctx -> {
            firstTransactionMillis.putIfAbsent(Thread.currentThread().getName(), sinceZeroMillis());
            return Outcome.committed(DmlCounts.of(0, 1, 0, 0, 1, 0));
        };
        Map<String, Transaction> m = new LinkedHashMap<>();
        m.put("Select", t);
        return m;
    }

    private RunResult run(int users, int groupCount, long delayMillis, boolean waitTillAllLogon) throws Exception {
        RunConfig config = RunConfig.builder()
                .name("logon groups test")
                .users(users)
                .interThinkMillis(THINK_MILLIS, THINK_MILLIS)
                .runTime(Duration.ofSeconds(4))
                .logonGroups(groupCount, delayMillis)
                .waitTillAllLogon(waitTillAllLogon)
                .transaction("Select Txn", "S", Fakes.PREFIX + "Select", 1)
                .build();
        LoadEngine engine = new LoadEngine(
                config,
                Fakes.DIALECT,
                Fakes.registry(recording()),
                EngineOptions.defaults().withClock(driver.clock()).withSeed(42),
                RunShape.holding(connections, users));
        return driver.run(engine, () -> true);
    }

    private static Map<String, Long> byUser(long... millis) {
        Map<String, Long> m = new TreeMap<>();
        for (int s = 0; s < millis.length; s++) m.put("dbbench-session-" + s, millis[s]);
        return m;
    }

    @Test
    void groupsOfTwoLogOnLogonDelayApart() throws Exception {
        // 0.7 s apart: no logon falls on an interval's end, where the sampler and the logon race for the instant
        RunResult r = run(5, 2, 700, false);

        assertEquals(byUser(0, 0, 700, 700, 1400), new TreeMap<>(logonMillis));
        // each user's first transaction one think time after its own logon, not after the run's start
        assertEquals(byUser(370, 370, 1070, 1070, 1770), new TreeMap<>(firstTransactionMillis));
        assertEquals(
                List.of(4, 5, 5, 5),
                r.intervals().stream().map(IntervalSample::usersLoggedOn).toList());
        assertEquals(Duration.ofMillis(1400), r.logonTime());
        assertEquals(5, connections.acquired.get());
    }

    @Test
    void aGroupAsLargeAsTheUsersLogsAllOnAtOnce() throws Exception {
        RunResult r = run(3, 3, 1000, false);

        assertEquals(byUser(0, 0, 0), new TreeMap<>(logonMillis));
        assertEquals(
                List.of(3, 3, 3, 3),
                r.intervals().stream().map(IntervalSample::usersLoggedOn).toList());
    }

    @Test
    void waitTillAllLogonHoldsTheEarlyGroupsUntilTheLastIsOn() throws Exception {
        RunResult r = run(4, 2, 500, true);

        assertEquals(byUser(0, 0, 500, 500), new TreeMap<>(logonMillis));
        // nobody runs a transaction before the last group is on at 0.5 s
        for (Map.Entry<String, Long> first : firstTransactionMillis.entrySet())
            assertTrue(first.getValue() >= 500, first.getKey() + " ran at " + first.getValue() + " ms");
        assertEquals(4, firstTransactionMillis.size());
        assertEquals(Duration.ofMillis(500), r.logonTime());
    }
}
