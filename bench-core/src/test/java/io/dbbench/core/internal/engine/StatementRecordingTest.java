package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A transaction that runs one of its statements per execution: each is reported on its own, never added to the totals twice. */
class StatementRecordingTest {
    private final ManualClock clock = new ManualClock();
    private final Fakes.CountingConnectionSource connections = new Fakes.CountingConnectionSource();

    private RunResult run(RunConfig config, Map<String, Transaction> transactions, Map<String, List<String>> statements)
            throws Exception {
        EngineOptions options = EngineOptions.defaults().withClock(clock).withSeed(7);
        return new LoadEngine(config, Fakes.DIALECT, connections, Fakes.registry(transactions, statements), options)
                .run();
    }

    private static TransactionResult named(RunResult r, String id) {
        return r.transactions().stream()
                .filter(t -> t.id().equals(id))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no result " + id));
    }

    @Test
    void eachStatementIsReportedUnderItsNameAndOnlyTheTransactionCounts() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        Transaction runner = ctx -> {
            int statement = calls.getAndIncrement() % 3;
            ctx.ranStatement(statement);
            clock.advance(1_000_000L * (statement + 1));
            if (statement == 1) throw new SQLException("canceling statement due to statement timeout", "57014");
            return Outcome.committed(DmlCounts.of(1, 0, 0, 0, 1, 0));
        };
        Transaction other = ctx -> Outcome.committed(DmlCounts.of(0, 1, 0, 0, 1, 0));
        // a statement named like a transaction's Id is reported under the transaction's short name and its own
        RunConfig config = RunConfig.builder()
                .name("statements")
                .users(1)
                .maxTransactions(600)
                .transaction("Statement Runner", "SSR", Fakes.PREFIX + "Runner", 1)
                .transaction("Other", "O", Fakes.PREFIX + "Other", 0)
                .build();
        RunResult r =
                run(config, Map.of("Runner", runner, "Other", other), Map.of("Runner", List.of("Q1", "Q2", "Other")));

        assertEquals(
                List.of("Statement Runner", "Other", "Q1", "Q2", "SSR.Other"),
                r.transactions().stream().map(TransactionResult::id).toList());
        TransactionResult ssr = named(r, "Statement Runner");
        assertEquals(400, ssr.completed());
        assertEquals(200, ssr.failed());
        assertEquals(400, r.totalCompleted(), "statements are not counted again");
        assertEquals(200, r.totalFailed());
        assertEquals(400, r.dmlTotals().selects(), "DML counted once, under the transaction");
        assertEquals(200, named(r, "Q1").completed());
        assertEquals(0, named(r, "Q2").completed());
        assertEquals(200, named(r, "Q2").failed());
        assertEquals(200, named(r, "SSR.Other").completed());
        assertEquals("Other", named(r, "SSR.Other").shortName());
        // each statement's own time (the sampler may move the clock during some executions, never backwards)
        assertEquals(1_000_000L, named(r, "Q1").minNanos(), 1_000);
        assertEquals(3_000_000L, named(r, "SSR.Other").minNanos(), 3_000);
        assertTrue(named(r, "Q1").isStatement());
        assertFalse(ssr.isStatement());
        for (IntervalSample s : r.intervals())
            assertFalse(s.byTransaction().containsKey("Q1"), "samples keep the transactions' sums");
    }

    @Test
    void theRunEndsWhenEveryUserHasFinishedItsWork() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        ThreadLocal<int[]> done = ThreadLocal.withInitial(() -> new int[1]);
        Transaction fourThenStop = ctx -> {
            calls.incrementAndGet();
            if (++done.get()[0] == 4) ctx.finishSession();
            return Outcome.COMMITTED;
        };
        RunConfig config = RunConfig.builder()
                .name("once")
                .users(3)
                .transaction("Once", "O", Fakes.PREFIX + "Once", 1)
                .build();
        RunResult r = run(config, Map.of("Once", fourThenStop), Map.of());

        assertEquals(EndReason.USERS_FINISHED, r.endReason());
        assertEquals(12, r.totalCompleted());
        assertEquals(12, calls.get());
        assertEquals(connections.acquired.get(), connections.released.get());
    }

    @Test
    void aFinishedUserThatLogsOutAfterEachTransactionIsLoggedOffOnce() throws Exception {
        // serial_once with LogOutPostTransaction: the last execution both logs out and finishes the session
        RunState state = new RunState(2, -1);
        state.firstLogon(0); // the other user, still logged on
        RunConfig config = RunConfig.builder()
                .name("once")
                .users(1)
                .logoutPostTransaction(true)
                .transaction("Once", "O", Fakes.PREFIX + "Once", 1)
                .build();
        Session.Shared shared = new Session.Shared(
                state,
                new ServicePool("s", connections, 1, 1),
                ConnectionPolicy.HOLD,
                Fakes.DIALECT,
                clock,
                new TransactionRecorder[] {new TransactionRecorder()},
                new WeightedPicker(new int[] {1}),
                new ErrorCounter(),
                config.load(),
                config.preferences(),
                false,
                null,
                null);
        SessionContext ctx = new SessionContext(
                new SessionContext.Settings(
                        Fakes.DIALECT,
                        clock,
                        state.stoppedLatch(),
                        0,
                        new SessionContext.ThinkTime(0, 0),
                        Map.of(),
                        Map.of()),
                0,
                7);
        AtomicInteger calls = new AtomicInteger();
        Transaction twiceThenFinish = c -> {
            if (calls.incrementAndGet() == 2) c.finishSession();
            return Outcome.COMMITTED;
        };
        new Session(shared, ctx, new Transaction[] {twiceThenFinish}, 0).run();

        assertEquals(2, calls.get());
        assertEquals(1, state.loggedOn(), "the other user is still logged on");
        assertEquals(connections.acquired.get(), connections.released.get());
    }
}
