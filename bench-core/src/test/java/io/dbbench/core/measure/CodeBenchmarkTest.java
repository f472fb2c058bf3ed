package io.dbbench.core.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Transactions given as code run on the engine's own path: weights, users, session connections, timing
 * without think time, failures and rollbacks, in both connection modes. The database is a fake
 * DataSource; the transactions' only work is a short sleep, so each run lasts well under a second.
 */
class CodeBenchmarkTest {
    private final FakeDatabase db = new FakeDatabase();

    private BenchmarkBuilder session() {
        return Benchmark.builder()
                .dataSource(db.dataSource())
                .dialect(Dialects.postgresql())
                .connectionMode(ConnectionMode.SESSION)
                .resultsDirectory(null)
                .seed(7);
    }

    private static BenchmarkBuilder application() {
        return Benchmark.builder()
                .connectionMode(ConnectionMode.APPLICATION)
                .resultsDirectory(null)
                .seed(7);
    }

    @Test
    void sessionModeHandsEachUserItsOwnConnectionAndCountsByWeight() throws Exception {
        Map<Integer, Connection> seen = new ConcurrentHashMap<>();
        AtomicInteger reused = new AtomicInteger();
        CountDownLatch everyUserIn = new CountDownLatch(3);
        Transaction commit = ctx -> {
            Connection c = ctx.connection().unwrap(Connection.class); // the pool's proxy wraps ours
            if (seen.putIfAbsent(ctx.sessionId(), c) == null) {
                // each user's first transaction waits for the others', so no user can spend the budget alone
                everyUserIn.countDown();
                everyUserIn.await(10, TimeUnit.SECONDS);
            } else if (seen.get(ctx.sessionId()) == c) {
                reused.incrementAndGet();
            }
            ctx.connection().commit();
            return Outcome.COMMITTED;
        };
        BenchmarkResult result = session()
                .users(3)
                .maxTransactions(300)
                .transaction("find order", 70, commit)
                .transaction("place order", 30, commit)
                .build()
                .run();

        long find = result.transaction("find order").count();
        long place = result.transaction("place order").count();
        assertEquals(300, find + place, "every transaction of the budget ran and was recorded");
        assertTrue(find > place, "weights 70:30, got " + find + ":" + place);
        assertEquals(3, seen.size(), "one connection per user");
        assertTrue(db.connections.containsAll(seen.values()), "connections from the benchmark's DataSource");
        assertEquals(300 - 3, reused.get(), "each user keeps its connection for the run");
        assertEquals(
                300 + 1, db.commits.get(), "each transaction, and the environment fingerprint's read of the settings");
        assertEquals(0, result.failures());
    }

    @Test
    void applicationModeRunsTheCodeAndCtxConnectionIsRefused() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        BenchmarkResult result = application()
                .users(2)
                .maxTransactions(40)
                .transaction("my dao", 1, ctx -> {
                    calls.incrementAndGet();
                    return Outcome.COMMITTED;
                })
                .transaction("wrong mode", 1, ctx -> {
                    ctx.connection();
                    return Outcome.COMMITTED;
                })
                .build()
                .run();

        RunResult run = result.single();
        assertEquals(calls.get(), result.transaction("my dao").count());
        assertTrue(result.transaction("wrong mode").failures() > 0);
        assertEquals(0, result.transaction("wrong mode").count());
        assertEquals(
                Map.of("IllegalStateException", result.transaction("wrong mode").failures()), run.errorsByCode());
        // that this mode opens no connection is CodeBenchmarkBuilderTest's: it refuses a database at build()
    }

    @Test
    @Timeout(20)
    void anErrorInATransactionStopsTheRunAndIsRethrown() {
        // before: the Error ended its user's thread unseen and a transaction-count run waited forever
        AssertionError thrown = new AssertionError("order total wrong");
        AtomicInteger calls = new AtomicInteger();
        BenchmarkBuilder builder = application()
                .users(1)
                .maxTransactions(1_000_000)
                .transaction("check", 1, ctx -> {
                    if (calls.incrementAndGet() == 3) throw thrown;
                    return Outcome.COMMITTED;
                });
        assertSame(
                thrown, assertThrows(AssertionError.class, () -> builder.build().run()));
        assertEquals(3, calls.get(), "no transaction starts after the Error");
    }

    @Test
    void timingCoversTheCallAndLeavesThinkTimesOutInBothModes() throws Exception {
        for (BenchmarkBuilder builder : new BenchmarkBuilder[] {session(), application()}) {
            BenchmarkResult result = builder.users(1)
                    .maxTransactions(5)
                    .thinkTime(Duration.ofMillis(100), Duration.ofMillis(100))
                    .intraThinkTime(Duration.ofMillis(100), Duration.ofMillis(100))
                    .transaction("think, then 20 ms of work", 1, ctx -> {
                        ctx.think();
                        Thread.sleep(20);
                        return Outcome.COMMITTED;
                    })
                    .build()
                    .run();
            TransactionFigures f = result.transaction("think, then 20 ms of work");
            assertEquals(5, f.count());
            assertTrue(f.min().compareTo(Duration.ofMillis(20)) >= 0, "the call's own time is measured: " + f);
            assertTrue(
                    f.percentile(50).compareTo(Duration.ofMillis(100)) < 0,
                    "neither 100 ms think time is in the response time: " + f);
        }
    }

    @Test
    void failuresAreCountedByCodeAndRolledBackOnTheSessionConnection() throws Exception {
        AtomicInteger n = new AtomicInteger();
        BenchmarkResult result = session()
                .users(1)
                .maxTransactions(20)
                .transaction("every other fails", 1, ctx -> {
                    if (n.incrementAndGet() % 2 == 0) throw new SQLException("could not serialize", "40001");
                    return Outcome.COMMITTED;
                })
                .build()
                .run();

        TransactionFigures f = result.transaction("every other fails");
        assertEquals(10, f.count());
        assertEquals(10, f.failures());
        assertEquals(Map.of("40001", 10L), result.single().errorsByCode());
        assertEquals(10, db.rollbacks.get(), "the engine rolled back each failed transaction");
    }

    @Test
    void failuresOnTheApplicationsConnectionsLeaveNothingToRollBack() throws Exception {
        BenchmarkResult result = application()
                .users(1)
                .maxTransactions(10)
                .transaction("always fails", 1, ctx -> {
                    throw new SQLException("duplicate key", "23505");
                })
                .build()
                .run();
        assertEquals(10, result.failures());
        assertEquals(Map.of("23505", 10L), result.single().errorsByCode());
        assertEquals(0, result.single().dmlTotals().rollbacks());
    }

    @Test
    void deliberateRollbacksCountAsCompletedAndRolledBack() throws Exception {
        AtomicInteger n = new AtomicInteger();
        BenchmarkResult result = session()
                .users(1)
                .maxTransactions(30)
                .transaction("out of stock every third", 1, ctx -> {
                    if (n.incrementAndGet() % 3 == 0) {
                        ctx.connection().rollback();
                        return Outcome.ROLLED_BACK;
                    }
                    return Outcome.COMMITTED;
                })
                .build()
                .run();
        TransactionFigures f = result.transaction("out of stock every third");
        assertEquals(30, f.count());
        assertEquals(10, f.rolledBack());
        assertEquals(0, f.failures());
    }

    @Test
    void iterationsRateTopologiesAndListenersWorkAsForConfigs() throws Exception {
        AtomicInteger intervals = new AtomicInteger();
        ProgressListener listener = new ProgressListener() {
            @Override
            public void onInterval(ProgressSnapshot snapshot) {
                intervals.incrementAndGet();
            }
        };
        BenchmarkResult result = session()
                .users(2)
                .topologies("1x2")
                .rate(200)
                .iterations(2, Duration.ofSeconds(1))
                .listener(listener)
                .transaction("sleep 1 ms", 1, sleeping(1))
                .build()
                .run();

        RunResult run = result.single();
        assertEquals("1x2", run.details().topology());
        assertEquals(2, run.details().services().size());
        assertEquals(200, run.details().targetRatePerSecond());
        assertEquals(2, run.details().measuredIterations().size());
        assertEquals(2, result.scores().transactionsPerSecond().n());
        assertTrue(intervals.get() > 0, "the listener saw the run's intervals");
        assertTrue(result.tps() > 0);
    }

    @Test
    void theSameInstanceServesEveryUser() throws Exception {
        Map<Thread, Boolean> threads = new ConcurrentHashMap<>();
        CountDownLatch everyUserIn = new CountDownLatch(3);
        Transaction shared = new Transaction() {
            @Override
            public Outcome execute(TransactionContext ctx) throws InterruptedException {
                if (threads.put(Thread.currentThread(), true) == null) {
                    everyUserIn.countDown(); // as above: each user's first transaction waits for the others'
                    everyUserIn.await(10, TimeUnit.SECONDS);
                }
                return Outcome.COMMITTED;
            }
        };
        BenchmarkResult result = application()
                .users(3)
                .maxTransactions(60)
                .transaction("shared", 1, shared)
                .build()
                .run();
        assertEquals(60, result.transaction("shared").count());
        assertEquals(3, threads.size());
        assertFalse(result.interrupted());
    }

    private static Transaction sleeping(long millis) {
        return ctx -> {
            Thread.sleep(millis);
            return Outcome.COMMITTED;
        };
    }
}
