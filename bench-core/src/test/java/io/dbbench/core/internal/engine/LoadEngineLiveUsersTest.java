package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.RunConfigBuilder;
import io.dbbench.core.config.Topology;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServiceResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.core.result.format.ResultsJsonWriter;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Users changed while a run goes on, on a clock only the test moves: every user thinks 370 ms before each
 * transaction, so its transactions fall at its logon + 0.37 s × k, never on an interval's end (0.37 × k is whole
 * only for k a multiple of 100): what each interval holds is fixed, and so are the counts asserted.
 */
class LoadEngineLiveUsersTest {
    private static final long THINK_MILLIS = 370;

    private final SteppedClockDriver driver = new SteppedClockDriver();
    private final Fakes.CountingConnectionSource connections = new Fakes.CountingConnectionSource();
    private final AtomicLong executed = new AtomicLong();
    /** Per thread name, the clock instants (ms since the load's start) of its transactions. */
    private final Map<String, List<Long>> transactionsBySession = new ConcurrentHashMap<>();

    private final long zero = driver.clock().nanoTime();

    private Map<String, Transaction> recording() {
        Transaction t = ctx -> {
            executed.incrementAndGet();
            transactionsBySession
                    .computeIfAbsent(Thread.currentThread().getName(), k -> new CopyOnWriteArrayList<>())
                    .add((driver.clock().nanoTime() - zero) / 1_000_000L);
            return Outcome.committed(DmlCounts.of(0, 1, 0, 0, 1, 0));
        };
        Map<String, Transaction> m = new LinkedHashMap<>();
        m.put("Insert", t);
        m.put("Select", t);
        return m;
    }

    private static RunConfigBuilder config(int users, int seconds) {
        return RunConfig.builder()
                .name("live users test")
                .users(users)
                .interThinkMillis(THINK_MILLIS, THINK_MILLIS)
                .runTime(Duration.ofSeconds(seconds))
                .transaction("Insert Txn", "I", Fakes.PREFIX + "Insert", 1)
                .transaction("Select Txn", "S", Fakes.PREFIX + "Select", 3);
    }

    /** At the end of interval {@code k} (1-based, whole seconds), sets the users to {@code plan[k]} when it is > 0. */
    private static ProgressListener changing(LoadEngine[] engine, int[] plan, List<ProgressSnapshot> seen) {
        return snapshot -> {
            seen.add(snapshot);
            int k = (int) (snapshot.elapsedNanos() / 1_000_000_000L);
            if (k < plan.length && plan[k] > 0) engine[0].liveUsers().setActive(plan[k]);
        };
    }

    /** Transactions a user active over [onSecond, offSecond) runs in interval k (k-1, k]: 0.37 s apart from its logon. */
    private static long expected(int onSecond, int offSecond, int k) {
        long count = 0;
        for (long at = onSecond * 1000L + THINK_MILLIS; at < offSecond * 1000L; at += THINK_MILLIS)
            if (at > (k - 1) * 1000L && at <= k * 1000L) count++;
        return count;
    }

    private static String json(RunResult r) throws java.io.IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        new ResultsJsonWriter().write(r, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void usersGrowShrinkAndGrowAgainWithEveryTransactionCountedOnce() throws Exception {
        // 2 users, 5 from the end of second 2, 3 from the end of second 4, 6 from the end of second 6
        int[] plan = {0, 0, 5, 0, 3, 0, 6, 0};
        List<ProgressSnapshot> seen = new CopyOnWriteArrayList<>();
        LoadEngine[] engine = new LoadEngine[1];
        EngineOptions options = EngineOptions.defaults()
                .withClock(driver.clock())
                .withSeed(42)
                .withListeners(List.of(changing(engine, plan, seen)));
        engine[0] = new LoadEngine(
                config(2, 8).build(),
                Fakes.DIALECT,
                Fakes.registry(recording()),
                options,
                RunShape.holding(connections, 2).withMaxUsers(6));
        assertEquals(6, engine[0].liveUsers().ceiling());

        // at an interval's end, every user retired has logged off and every one activated holds its connection
        RunResult r = driver.run(
                engine[0],
                () -> connections.acquired.get() - connections.released.get()
                        == engine[0].liveUsers().active());

        List<Integer> active = List.of(2, 2, 5, 5, 3, 3, 6, 6);
        assertEquals(
                active, r.intervals().stream().map(IntervalSample::usersActive).toList());
        assertEquals(
                active,
                r.intervals().stream().map(IntervalSample::usersLoggedOn).toList());
        assertEquals(active, seen.stream().map(ProgressSnapshot::usersTotal).toList());
        assertEquals(active, seen.stream().map(ProgressSnapshot::usersLoggedOn).toList());

        // user by user: 0 and 1 all along; 2 from 2 s; 3 and 4 from 2 s to 4 s and from 6 s; 5 from 6 s
        int[][] spans = {{0, 8}, {0, 8}, {2, 8}, {2, 4, 6, 8}, {2, 4, 6, 8}, {6, 8}};
        long expectedTotal = 0;
        for (int k = 1; k <= 8; k++) {
            long inInterval = 0;
            for (int[] span : spans)
                for (int i = 0; i < span.length; i += 2) inInterval += expected(span[i], span[i + 1], k);
            assertEquals(
                    inInterval, r.intervals().get(k - 1).completed(), "interval " + k + " " + transactionsBySession);
            expectedTotal += inInterval;
        }
        assertEquals(83, expectedTotal, "the model above");
        assertEquals(expectedTotal, executed.get());
        assertEquals(executed.get(), r.totalCompleted());
        assertEquals(
                r.totalCompleted(),
                r.intervals().stream().mapToLong(IntervalSample::completed).sum());
        // a retired user ran nothing while it was retired: 3 and 4 ran in [2 s, 4 s) and [6 s, 8 s) only
        for (String user : List.of("dbbench-session-3", "dbbench-session-4"))
            for (long at : transactionsBySession.get(user))
                assertTrue((at > 2000 && at < 4000) || at > 6000, user + " ran at " + at + " ms");

        // logons: 2 at the start, 3 at 2 s, 3 at 6 s (two of them back on); each logged off once
        assertEquals(8, connections.acquired.get());
        assertEquals(8, connections.released.get());
        assertEquals(6, r.details().usersEverLoggedOn());
        assertEquals(6, r.details().usersEverActive());
        assertTrue(r.problem().isEmpty(), r.problem().orElse(""));

        // the active counts are kept in results.json, and read back
        String json = json(r);
        assertTrue(json.contains("\"usersActive\""));
        assertEquals(
                active,
                new ResultsJsonReader()
                                .read(new java.io.ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)))
                                .intervals()
                                .stream()
                                .map(IntervalSample::usersActive)
                                .toList());
    }

    @Test
    void aUserAboveTheConfigsLogsOnWhenActivatedNotAtALogonDelaySlot() throws Exception {
        // 2 users in a group, the next group 10 s later: users 2 and 3 (above the config's) are activated at 1 s
        int[] plan = {0, 4, 0, 0};
        LoadEngine[] engine = new LoadEngine[1];
        EngineOptions options = EngineOptions.defaults()
                .withClock(driver.clock())
                .withSeed(42)
                .withListeners(List.of(changing(engine, plan, new CopyOnWriteArrayList<>())));
        engine[0] = new LoadEngine(
                config(2, 4).logonGroups(2, 10_000).build(),
                Fakes.DIALECT,
                Fakes.registry(recording()),
                options,
                RunShape.holding(connections, 2).withMaxUsers(4));

        RunResult r = driver.run(
                engine[0],
                () -> connections.acquired.get() - connections.released.get()
                        == engine[0].liveUsers().active());

        assertEquals(
                List.of(2, 4, 4, 4),
                r.intervals().stream().map(IntervalSample::usersLoggedOn).toList());
        // on from 1 s: each ran at 1.37 s, 1.74 s, ... up to 3.96 s
        for (String user : List.of("dbbench-session-2", "dbbench-session-3"))
            assertEquals(8, transactionsBySession.get(user).size(), user + " " + transactionsBySession.get(user));
    }

    @Test
    void aRunWhoseUsersNeverChangeRecordsNoActiveCount() throws Exception {
        LoadEngine engine = new LoadEngine(
                config(2, 3).build(),
                Fakes.DIALECT,
                Fakes.registry(recording()),
                EngineOptions.defaults().withClock(driver.clock()).withSeed(42),
                RunShape.holding(connections, 2).withMaxUsers(4));

        RunResult r = driver.run(engine, () -> true);

        assertEquals(3, r.intervals().size());
        for (IntervalSample s : r.intervals()) assertEquals(IntervalSample.NOT_RECORDED, s.usersActive());
        assertTrue(!json(r).contains("usersActive"));
        // the users above the active ones never logged on
        assertEquals(2, connections.acquired.get());
        assertEquals(2, r.details().usersEverLoggedOn());
        assertEquals(executed.get(), r.totalCompleted());
    }

    @Test
    void usersSetBeforeTheRunAreTheOnesItStartsWithAndWaitsFor() throws Exception {
        LoadEngine engine = new LoadEngine(
                config(4, 3).waitTillAllLogon(true).build(),
                Fakes.DIALECT,
                Fakes.registry(recording()),
                EngineOptions.defaults().withClock(driver.clock()).withSeed(42),
                RunShape.holding(connections, 4));
        engine.liveUsers().setActive(2);

        // WaitTillAllLogon waits for the two users the run starts with, not the config's four
        RunResult r = driver.run(engine, () -> true);

        assertEquals(
                List.of(2, 2, 2),
                r.intervals().stream().map(IntervalSample::usersActive).toList());
        assertEquals(2, connections.acquired.get());
        assertEquals(2, r.details().usersEverActive(), "the config's four were never all active");
        assertEquals(Set.of("dbbench-session-0", "dbbench-session-1"), transactionsBySession.keySet());
        // each ran at 0.37 s, 0.74 s, ... up to 2.96 s
        assertEquals(16, r.totalCompleted());
        assertEquals(executed.get(), r.totalCompleted());
    }

    @Test
    void aTopologysUsersAreAddedAndRetiredSpreadOverItsServices() throws Exception {
        Topology topology = Topology.parse("2x2");
        List<Fakes.CountingConnectionSource> pools =
                List.of(new Fakes.CountingConnectionSource(), new Fakes.CountingConnectionSource());
        List<ServicePool> services = new ArrayList<>();
        for (int s = 0; s < 2; s++) services.add(new ServicePool("svc-" + s, pools.get(s), 2, 1));
        int[] plan = {0, 4, 0, 3, 0};
        List<ProgressSnapshot> seen = new CopyOnWriteArrayList<>();
        LoadEngine[] engine = new LoadEngine[1];
        EngineOptions options = EngineOptions.defaults()
                .withClock(driver.clock())
                .withSeed(7)
                .withListeners(List.of(changing(engine, plan, seen)));
        engine[0] = new LoadEngine(
                config(2, 5).build(),
                Fakes.DIALECT,
                Fakes.registry(recording()),
                options,
                RunShape.borrowing(topology, services).withMaxUsers(4));

        RunResult r = driver.run(engine[0], () -> true);

        assertEquals(
                List.of(2, 4, 4, 3, 3),
                r.intervals().stream().map(IntervalSample::usersActive).toList());
        // the users added go to the services in turn; the last added (svc-1's second) is the first retired
        Set<String> users = new TreeSet<>(transactionsBySession.keySet());
        assertEquals(Set.of("svc-0-session-0", "svc-1-session-1", "svc-0-session-2", "svc-1-session-3"), users);
        for (long at : transactionsBySession.get("svc-1-session-3"))
            assertTrue(at > 1000 && at < 3000, "svc-1-session-3 ran at " + at + " ms");
        assertEquals(executed.get(), r.totalCompleted());
        assertEquals(
                r.totalCompleted(),
                r.intervals().stream().mapToLong(IntervalSample::completed).sum());
        // each service's figures add up to the run's, with the users it had
        assertEquals(
                r.totalCompleted(),
                r.details().services().stream()
                        .mapToLong(ServiceResult::completed)
                        .sum());
        for (Fakes.CountingConnectionSource pool : pools) assertEquals(pool.acquired.get(), pool.released.get());
    }
}
