package io.dbbench.core.internal.capacity.run;

import io.dbbench.core.internal.server.CounterSnapshot;
import java.util.concurrent.CompletableFuture;

/**
 * Reads the database server's counters at a capacity step's boundaries (the run's ServerCounterWindow, on its own
 * thread and monitor connection): asked on the sampler thread, it must return at once.
 */
@FunctionalInterface
public interface CounterReadings {
    /**
     * Queues a reading and returns at once; the future completes with it when taken, or exceptionally when it could
     * not be (the run's server counters then say why).
     */
    CompletableFuture<CounterSnapshot> readSoon();
}
