package io.dbbench.cli.webconsole;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Several replicas' consoles on one page ({@code bench-cli console URL...}): a {@link ReplicaFeed} follows each, and
 * once a second the page gets a {@link MergedSample} of them all; the replicas' events come with their names. The page
 * only reads: the controls stay on each replica's own page, which it links (without any token). Ends when every
 * replica has ended or been given up (and, with a {@code mayEnd} given to {@link #start}, once that says so). Replicas may be
 * {@link #add}ed while it runs: each sample shows the feeds there are then.
 */
final class MergedConsole implements AutoCloseable {
    /**
     * Connections tried in a row before a replica is given up: about 30 s of a replica whose port refuses (restarting),
     * up to about 75 s of one whose host does not answer ({@link ReplicaFeed#CONNECT_TIMEOUT_MILLIS} each).
     */
    static final int ATTEMPTS = 15;

    static final long RETRY_MILLIS = 2_000;
    /** The longest silence of a stream: the replica writes at least every 15 s (connecting waits less). */
    static final int TIMEOUT_MILLIS = 40_000;
    /** How long the owner's end waits for its children's ends to reach the page. */
    static final long FINISH_WAIT_MILLIS = 2_000;

    private final WebConsole web;
    private final List<ReplicaFeed> feeds = new CopyOnWriteArrayList<>();
    private final int attempts;
    private final long retryMillis;
    /** Whether the page ends when every replica is over ({@code console URL...}), not when its owner says so. */
    private final boolean endsWithReplicas;
    /** Run before each second's sample: finds the children that have come since (a parent's), or nothing. */
    private volatile Runnable discover = () -> {};
    /** Asked once every replica is over: whether the page may end now ({@code --each-address} looks once more). */
    private final BooleanSupplier mayEnd;

    private final Consumer<String> notices;
    /** The last failure of a second's sample, said once rather than every second; only under the lock. */
    private String lastTickFailure;

    private final ScheduledExecutorService ticker;
    private final CountDownLatch over = new CountDownLatch(1);
    /** Whether {@link #close} has run; only under the lock. */
    private boolean closed;
    /** The exit code said to the page when it ended, or -1 before: later feeds do not change it. */
    private volatile int endCode = -1;

    private MergedConsole(
            WebConsole web,
            Consumer<String> notices,
            int attempts,
            long retryMillis,
            boolean endsWithReplicas,
            BooleanSupplier mayEnd) {
        this.web = web;
        this.mayEnd = mayEnd;
        this.notices = notices;
        this.attempts = attempts;
        this.retryMillis = retryMillis;
        this.endsWithReplicas = endsWithReplicas;
        this.ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "dbbench-console-merge");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Serves the merged page on {@code web} (bound, not serving yet) and starts following the replicas.
     *
     * @param notices where a replica's changes of state are said (standard output)
     */
    static MergedConsole start(
            WebConsole web, List<ReplicaUrl> replicas, int attempts, long retryMillis, Consumer<String> notices) {
        return start(web, replicas, attempts, retryMillis, notices, () -> true);
    }

    /**
     * As above; once every replica is over the page ends only when {@code mayEnd} says so ({@code --each-address}
     * looks the names up once more). Given here, so the first second already asks it.
     */
    static MergedConsole start(
            WebConsole web,
            List<ReplicaUrl> replicas,
            int attempts,
            long retryMillis,
            Consumer<String> notices,
            BooleanSupplier mayEnd) {
        return start(web, replicas, attempts, retryMillis, notices, true, mayEnd);
    }

    /**
     * As above; with {@code endsWithReplicas} false the page ends only by {@link #finish} (a parent's children come
     * one after another, {@link #add}ed as they start).
     */
    static MergedConsole start(
            WebConsole web,
            List<ReplicaUrl> replicas,
            int attempts,
            long retryMillis,
            Consumer<String> notices,
            boolean endsWithReplicas) {
        return start(web, replicas, attempts, retryMillis, notices, endsWithReplicas, () -> true);
    }

    private static MergedConsole start(
            WebConsole web,
            List<ReplicaUrl> replicas,
            int attempts,
            long retryMillis,
            Consumer<String> notices,
            boolean endsWithReplicas,
            BooleanSupplier mayEnd) {
        MergedConsole m = new MergedConsole(web, notices, attempts, retryMillis, endsWithReplicas, mayEnd);
        StringBuilder identity =
                new StringBuilder("{\"merged\":true,\"children\":" + !endsWithReplicas + ",\"replicas\":[");
        for (int i = 0; i < replicas.size(); i++) {
            if (i > 0) identity.append(',');
            Json.string(identity, replicas.get(i).toString());
        }
        web.serveMerged(identity.append("]}").toString());
        replicas.forEach(m::add);
        m.ticker.scheduleAtFixedRate(m::tick, 1, 1, TimeUnit.SECONDS);
        return m;
    }

    /**
     * Follows one more replica (a child that has just started); in the place of the placeholder of its name, if
     * {@link #expect} made one.
     */
    synchronized void add(ReplicaUrl replica) {
        if (closed) return; // a late look-up's replica: nobody would close its feed
        if (over.getCount() == 0) return; // ended: a replica now would change neither the page nor the exit code
        ReplicaFeed f = new ReplicaFeed(replica, attempts, retryMillis, TIMEOUT_MILLIS, System::nanoTime, listener());
        int at = -1;
        for (int i = 0; i < feeds.size() && at < 0; i++) {
            ReplicaFeed p = feeds.get(i);
            if (p.isPlaceholder() && p.url().name().equals(replica.name())) at = i;
        }
        if (at < 0) feeds.add(f);
        else feeds.set(at, f);
        f.start();
    }

    /**
     * The children the parent will start, by name ("replica 0/4"): each has a panel, connecting, from the first
     * second, so a child that never says where its console is shows as such rather than not at all.
     */
    synchronized void expect(List<String> names) {
        for (String name : names) feeds.add(ReplicaFeed.placeholder(name, listener()));
    }

    /** What finds new replicas, run before each second's sample. */
    void discover(Runnable finder) {
        discover = finder;
    }

    /** The owner's run has ended: the page says so, with its exit code, and links its results.html. */
    void finish(java.nio.file.Path html, int exitCode) {
        discoverNow(); // a child's file that came in the last second
        for (ReplicaFeed f : feeds) f.neverCame("the child ended without saying where its console was");
        awaitFeedsOver(FINISH_WAIT_MILLIS);
        tick();
        web.ended(html, exitCode);
        over.countDown();
    }

    /**
     * The children have exited, but their ends may still be on the way: waits until every feed is over or {@code
     * millis} have passed, so the page's last sample shows each child's end rather than its last "live".
     */
    private void awaitFeedsOver(long millis) {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        try {
            while (System.nanoTime() < deadline
                    && !feeds.stream().allMatch(f -> f.view().state().over())) Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // Ctrl-C: the page ends with what it has
        }
    }

    private ReplicaFeed.Listener listener() {
        return new ReplicaFeed.Listener() {
            @Override
            public void event(ReplicaUrl from, String kind, String text) {
                web.event(kind, from.name() + ": " + text);
            }

            @Override
            public void changed(ReplicaFeed.View now) {
                String line = "replica " + now.url().name() + ": " + now.detail();
                web.event("replica", line);
                notices.accept(line);
            }
        };
    }

    private synchronized void tick() {
        // an exception escaping a task of scheduleAtFixedRate cancels it for good: the page would freeze and
        // `console` never exit; one second's failure is said, once, and the next second tries again
        try {
            if (over.getCount() == 0) return; // ended: nothing more comes
            discoverNow();
            List<ReplicaFeed.View> views = views();
            web.sample(MergedSample.of(System.currentTimeMillis(), System.nanoTime(), views));
            if (endsWithReplicas && views.stream().allMatch(v -> v.state().over()) && mayEnd.getAsBoolean()) {
                endCode = exitCode(views);
                web.ended(null, endCode);
                over.countDown();
            }
        } catch (RuntimeException e) {
            String line = "the merged page missed a second: " + e;
            if (!line.equals(lastTickFailure)) notices.accept(line);
            lastTickFailure = line;
        }
    }

    private synchronized void discoverNow() {
        try {
            discover.run();
        } catch (RuntimeException e) {
            notices.accept("cannot look for the children's consoles: " + e.getMessage());
        }
    }

    private List<ReplicaFeed.View> views() {
        List<ReplicaFeed.View> views = new ArrayList<>(feeds.size());
        for (ReplicaFeed f : feeds) views.add(f.view());
        return views;
    }

    /** 0 when every replica was followed to its end, 4 (cannot connect) when one was lost or never reached. */
    static int exitCode(List<ReplicaFeed.View> views) {
        return views.stream().allMatch(v -> v.state() == ReplicaFeed.State.ENDED)
                ? io.dbbench.cli.common.ExitCodes.OK
                : io.dbbench.cli.common.ExitCodes.CANNOT_CONNECT;
    }

    /** Waits until every replica has ended or been given up; false when {@code millis} passed first. */
    boolean awaitOver(long millis) throws InterruptedException {
        return over.await(millis, TimeUnit.MILLISECONDS);
    }

    /** The exit code computed when every replica was over, or -1 if the page has not ended so (Ctrl-C). */
    int endCode() {
        return endCode;
    }

    /** Stops waiting (Ctrl-C). */
    void stop() {
        over.countDown();
    }

    /** The replicas' exit states, for the command's last lines. */
    List<ReplicaFeed.View> replicas() {
        return views();
    }

    WebConsole web() {
        return web;
    }

    @Override
    public void close() {
        synchronized (this) {
            closed = true;
        }
        ticker.shutdownNow();
        for (ReplicaFeed f : feeds) f.close();
        web.close();
    }
}
