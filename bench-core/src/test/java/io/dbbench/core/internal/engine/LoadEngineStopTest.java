package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.workload.Transaction;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A run stopped (Ctrl-C, SIGTERM) while every user waits on a hung database: its results are wanted within
 * seconds, so the stop grace is cut to {@link LoadEngine#STOPPED_GRACE} whatever the options say (issue 35: a
 * 10 s grace and a 60 s wait on the last reading outlasted the signal handler, and the results were lost).
 */
class LoadEngineStopTest {
    @Test
    void aRunStoppedWhileTheDatabaseHangsEndsWithinSecondsNotItsStopGrace() throws Exception {
        CountDownLatch aborted = new CountDownLatch(1);
        CountDownLatch bothHung = new CountDownLatch(2);
        ConnectionSource hanging = new Fakes.CountingConnectionSource() {
            @Override
            public Connection acquire() {
                return (Connection) Proxy.newProxyInstance(
                        getClass().getClassLoader(),
                        new Class<?>[] {Connection.class},
                        (proxy, method, args) -> switch (method.getName()) {
                            case "abort" -> {
                                aborted.countDown();
                                yield null;
                            }
                            case "hashCode" -> System.identityHashCode(proxy);
                            case "equals" -> proxy == args[0];
                            default -> null;
                        });
            }
        };
        // a socket read on a stopped server: an interrupt does not end it, only the connection's abort
        Transaction hangs = ctx -> {
            bothHung.countDown();
            while (!aborted.await(1, TimeUnit.SECONDS)) Thread.interrupted();
            throw new SQLException("connection aborted", "08006");
        };
        Map<String, Transaction> both = new LinkedHashMap<>();
        both.put("Insert", hangs);
        both.put("Select", hangs);
        RunConfig config = RunConfig.builder()
                .name("stop")
                .users(2)
                .runTime(Duration.ofMinutes(10))
                .transaction("Insert Txn", "I", Fakes.PREFIX + "Insert", 1)
                .transaction("Select Txn", "S", Fakes.PREFIX + "Select", 1)
                .build();
        LoadEngine engine = new LoadEngine(
                config,
                Fakes.DIALECT,
                hanging,
                Fakes.registry(both),
                EngineOptions.defaults().withSeed(1).withStopGrace(Duration.ofSeconds(120)));
        AtomicReference<Long> stoppedAt = new AtomicReference<>();
        Thread stopper = new Thread(() -> {
            try {
                if (bothHung.await(60, TimeUnit.SECONDS)) {
                    stoppedAt.set(System.nanoTime());
                    engine.stop();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        stopper.start();
        // a hang guard only: on main the run waited out its 120 s grace
        RunResult r = assertTimeoutPreemptively(Duration.ofSeconds(100), engine::run);
        long afterStopMillis = (System.nanoTime() - stoppedAt.get()) / 1_000_000L;
        stopper.join();

        assertEquals(EndReason.INTERRUPTED, r.endReason());
        // the cut grace (0.5 s) and the stragglers' half second, with room for a loaded machine
        assertTrue(afterStopMillis < 30_000, "ended " + afterStopMillis + " ms after the stop");
        assertEquals(
                2,
                r.details().stalls().usersStillWaiting().size(),
                r.details().stalls().toString());
    }
}
