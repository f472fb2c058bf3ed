package io.dbbench.cli.webconsole;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * {@code console --each-address}: every address each URL's host resolves to is a replica, and the names are looked up
 * again every {@link #PERIOD_MILLIS}, so the tasks of a Swarm stack or the pods of a headless Service that start after
 * the console are followed too. An address that leaves the name is not removed: its feed says how it ended (or that it
 * was lost). The merged page may end only after one more look-up made once every replica was over.
 */
final class AddressFollower implements AutoCloseable {
    /** How often the names are looked up again. */
    static final long PERIOD_MILLIS = 2_000;
    /** The most replicas followed: a name that resolves to ever more addresses does not grow the page without end. */
    static final int MAX_REPLICAS = 256;

    /** A host name's addresses; {@link InetAddress#getAllByName} but for tests. */
    @FunctionalInterface
    interface Resolver {
        InetAddress[] resolve(String host) throws UnknownHostException;
    }

    private final List<ReplicaUrl> given;
    private final Resolver resolver;
    private final int maxReplicas;
    private final Consumer<String> notices;
    /** The replicas followed, as URLs; only under this object's lock. */
    private final Set<String> followed = new HashSet<>();

    private boolean capSaid;
    /** The last look-up failure, said once (until a look-up works again). */
    private String lastFailure;
    /** Look-ups started and ended, counted for the end: see {@link #mayEnd}. */
    private long roundsStarted;

    private long roundsEnded;
    /** {@link #roundsStarted} when every replica was first seen over, or -1 while one runs. */
    private long overAtRound = -1;
    /** When {@link #overAtRound} was set: a look-up that hangs (no timeout) must not hold the end for ever. */
    private long overSinceNanos;
    /** How long the end waits for a look-up; 30 s plus 3 periods unless a test sets it. */
    long endBoundMillis = -1;

    private boolean boundSaid;

    private ScheduledExecutorService timer;

    AddressFollower(List<ReplicaUrl> given, Resolver resolver, int maxReplicas, Consumer<String> notices) {
        this.given = List.copyOf(given);
        this.resolver = resolver;
        this.maxReplicas = maxReplicas;
        this.notices = notices;
    }

    /**
     * The replicas at the start: a name that resolves to nothing is the user's to fix (exit 4, as a replica that
     * cannot be reached).
     */
    synchronized List<ReplicaUrl> initial() throws CliException {
        List<ReplicaUrl> all = new ArrayList<>();
        for (ReplicaUrl u : given) {
            InetAddress[] addresses;
            try {
                addresses = resolver.resolve(host(u));
            } catch (UnknownHostException e) {
                addresses = new InetAddress[0];
            }
            if (addresses.length == 0)
                throw new CliException(
                        ExitCodes.CANNOT_CONNECT, "URL '" + u + "': its host resolves to no address (--each-address)");
            for (InetAddress a : addresses) {
                ReplicaUrl one = ReplicaUrl.at(a, u.page().getPort());
                if (admit(one)) all.add(one);
            }
            notices.accept(host(u) + " resolves to " + addresses(addresses.length) + ": one replica each"
                    + " (looked up again every " + PERIOD_MILLIS / 1000 + " s)");
        }
        return all;
    }

    /**
     * Looks the names up again every {@code periodMillis}, and has {@code merged} follow each new address; {@code
     * merged} was started with {@link #mayEnd} as what holds its end.
     */
    synchronized void follow(MergedConsole merged, long periodMillis) {
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "dbbench-console-resolve");
            t.setDaemon(true);
            return t;
        });
        if (endBoundMillis < 0) endBoundMillis = 30_000 + 3 * periodMillis;
        timer.scheduleWithFixedDelay(() -> lookAgain(merged), periodMillis, periodMillis, TimeUnit.MILLISECONDS);
    }

    /** One round: each name once; a name that fails keeps its replicas (a DNS hiccup is not the end of them). */
    void lookAgain(MergedConsole merged) {
        synchronized (this) {
            roundsStarted++;
        }
        try {
            for (ReplicaUrl u : given) {
                InetAddress[] addresses;
                try {
                    addresses = resolver.resolve(host(u));
                } catch (UnknownHostException | RuntimeException e) {
                    failed(host(u) + " cannot be looked up again (" + e.getMessage() + "); its "
                            + "replicas so far are kept");
                    continue;
                }
                // an exception escaping a round would cancel every later one (scheduleWithFixedDelay), and the
                // end, which waits for a round, would never come: it is said as a failed look-up of this name
                try {
                    follow(merged, u, addresses);
                } catch (RuntimeException e) {
                    failed(host(u) + " cannot be looked up again (" + e + "); its replicas so far are kept");
                }
            }
        } finally {
            synchronized (this) {
                roundsEnded++;
            }
        }
    }

    /** The new ones of {@code addresses}, {@code u}'s host's, joined to {@code merged}. */
    private void follow(MergedConsole merged, ReplicaUrl u, InetAddress[] addresses) {
        List<ReplicaUrl> joined = new ArrayList<>();
        synchronized (this) {
            for (InetAddress a : addresses) {
                ReplicaUrl one = ReplicaUrl.at(a, u.page().getPort());
                if (admit(one)) joined.add(one);
            }
            if (!joined.isEmpty()) overAtRound = -1; // the end waits for them, then for one more look-up
        }
        // added outside this lock: the merged page's second holds its own lock when it asks mayEnd()
        for (ReplicaUrl one : joined) {
            merged.add(one);
            notices.accept("replica " + one.name() + " joined (" + host(u) + " now resolves to "
                    + addresses(addresses.length) + ")");
        }
        synchronized (this) {
            lastFailure = null; // only once the whole round of this name worked: a failure is said once
        }
    }

    /**
     * Asked by the merged page once every replica is over: true once a look-up that began after that has ended, so a
     * replica that starts late is not missed. A failed look-up counts: a stack removed resolves to nothing.
     */
    synchronized boolean mayEnd() {
        if (overAtRound < 0) {
            overAtRound = roundsStarted;
            overSinceNanos = System.nanoTime();
        }
        if (roundsEnded > overAtRound) return true;
        // a look-up has no timeout: one that hangs must not keep the command from ending
        if (endBoundMillis < 0 || System.nanoTime() - overSinceNanos < endBoundMillis * 1_000_000L) return false;
        if (!boundSaid) notices.accept("names not looked up again in " + endBoundMillis / 1000 + " s; ending");
        boundSaid = true;
        return true;
    }

    /** A new replica, unless it is followed already or the cap is reached (said once). */
    private boolean admit(ReplicaUrl one) {
        if (followed.contains(one.toString())) return false;
        if (followed.size() >= maxReplicas) {
            if (!capSaid)
                notices.accept("following " + maxReplicas + " replicas, the most --each-address follows: " + one.name()
                        + " and any later ones are not shown");
            capSaid = true;
            return false;
        }
        return followed.add(one.toString());
    }

    private synchronized void failed(String line) {
        if (!line.equals(lastFailure)) notices.accept(line);
        lastFailure = line;
    }

    private static String host(ReplicaUrl u) {
        return u.page().getHost();
    }

    private static String addresses(int n) {
        return n + " address" + (n == 1 ? "" : "es");
    }

    @Override
    public synchronized void close() {
        if (timer != null) timer.shutdownNow();
    }
}
