package io.dbbench.cli.capacity.replicas;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

/**
 * Async tasks on a thread each, for tests whose parent and replicas all block on their lines: CompletableFuture's
 * default pool runs one task at a time on 2 cores from JDK 25 on (the common pool of parallelism 1; JDK 17 made a
 * thread per task there), where a second replica would never connect.
 */
final class ThreadPerTask {
    private static final ExecutorService THREADS = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "step-channel-test");
        t.setDaemon(true);
        return t;
    });

    private ThreadPerTask() {}

    static <T> CompletableFuture<T> supplyAsync(Supplier<T> task) {
        return CompletableFuture.supplyAsync(task, THREADS);
    }

    static CompletableFuture<Void> runAsync(Runnable task) {
        return CompletableFuture.runAsync(task, THREADS);
    }
}
