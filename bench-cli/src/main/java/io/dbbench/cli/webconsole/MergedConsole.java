package io.dbbench.cli.webconsole;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Several replicas' consoles on one page ({@code bench-cli console URL...}): a {@link ReplicaFeed} follows each, and
 * once a second the page gets a {@link MergedSample} of them all; the replicas' events come with their names. The page
 * only reads: the controls stay on each replica's own page, which it links (without any token). Ends when every
 * replica has ended or been given up.
 */
final class MergedConsole implements AutoCloseable {
    /** Connections tried in a row before a replica is given up: about 30 s of a replica restarting. */
    static final int ATTEMPTS = 15;

    static final long RETRY_MILLIS = 2_000;
    /** To connect, and the longest silence of a stream: the replica writes at least every 15 s. */
    static final int TIMEOUT_MILLIS = 40_000;

    private final WebConsole web;
    private final List<ReplicaFeed> feeds = new ArrayList<>();
    private final Consumer<String> notices;
    private final ScheduledExecutorService ticker;
    private final CountDownLatch over = new CountDownLatch(1);

    private MergedConsole(WebConsole web, Consumer<String> notices) {
        this.web = web;
        this.notices = notices;
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
        MergedConsole m = new MergedConsole(web, notices);
        StringBuilder identity = new StringBuilder("{\"merged\":true,\"replicas\":[");
        for (int i = 0; i < replicas.size(); i++) {
            if (i > 0) identity.append(',');
            Json.string(identity, replicas.get(i).toString());
        }
        web.serveMerged(identity.append("]}").toString());
        for (ReplicaUrl u : replicas)
            m.feeds.add(new ReplicaFeed(u, attempts, retryMillis, TIMEOUT_MILLIS, System::nanoTime, m.listener()));
        m.feeds.forEach(ReplicaFeed::start);
        m.ticker.scheduleAtFixedRate(m::tick, 1, 1, TimeUnit.SECONDS);
        return m;
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

    private void tick() {
        List<ReplicaFeed.View> views = views();
        web.sample(MergedSample.of(System.currentTimeMillis(), System.nanoTime(), views));
        if (views.stream().allMatch(v -> v.state().over()) && over.getCount() > 0) {
            web.ended(null, exitCode(views));
            over.countDown();
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
        ticker.shutdownNow();
        for (ReplicaFeed f : feeds) f.close();
        web.close();
    }
}
