package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * {@code console --each-address} following a name whose addresses change, with a resolver of the test's own and real
 * consoles on loopback (127.0.0.1, .2, .3: one port, three addresses, as a Swarm stack's tasks). It waits for what the
 * page shows or for look-ups to have happened (bounded), never for a length of time.
 */
class AddressFollowerTest {
    private static final String IDENTITY =
            LiveConsole.identity("Stress Test", null, List.of("Stress Test"), "embedded PostgreSQL", 2, "0:00:30");
    private static final long WAIT_NANOS = 60_000_000_000L;

    /** What the name resolves to now: addresses, or null for a failing look-up; counts the look-ups. */
    private static final class Dns implements AddressFollower.Resolver {
        final AtomicReference<InetAddress[]> answer = new AtomicReference<>();
        final AtomicInteger lookups = new AtomicInteger();
        volatile CountDownLatch hold = new CountDownLatch(0);
        volatile boolean held;

        @Override
        public InetAddress[] resolve(String host) throws UnknownHostException {
            lookups.incrementAndGet();
            try {
                held = true;
                if (!hold.await(60, TimeUnit.SECONDS)) throw new UnknownHostException("held too long");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new UnknownHostException("interrupted");
            } finally {
                held = false;
            }
            InetAddress[] now = answer.get();
            if (now == null) throw new UnknownHostException(host + ": temporary failure in name resolution");
            return now;
        }

        void answer(String... addresses) throws UnknownHostException {
            InetAddress[] all = new InetAddress[addresses.length];
            for (int i = 0; i < all.length; i++) all[i] = InetAddress.getByName(addresses[i]);
            answer.set(all);
        }

        /** Waits until {@code n} more look-ups than now have begun and the last has returned. */
        void awaitLookups(int n) {
            int target = lookups.get() + n + 1; // the one running now may have read the answer before it changed
            poll(() -> lookups.get() >= target, "look-ups: " + lookups.get() + ", wanted " + target);
        }
    }

    @Test
    void followsAReplicaThatStartsLater_keepsOnesThatLeave_survivesAFailure_andEndsAfterOneMoreLookUp()
            throws Exception {
        List<String> notices = new CopyOnWriteArrayList<>();
        Dns dns = new Dns();
        try (WebConsole a = WebConsole.start("127.0.0.1", 0, IDENTITY, -1, w -> {})) {
            int port = a.port();
            dns.answer("127.0.0.1");
            AddressFollower follower = new AddressFollower(
                    List.of(ReplicaUrl.parse("http://tasks.stress:" + port + "/")), dns, 256, notices::add);
            List<ReplicaUrl> initial = follower.initial();
            assertEquals(
                    List.of("127.0.0.1:" + port),
                    initial.stream().map(ReplicaUrl::name).toList());
            try (WebConsole b = WebConsole.start("127.0.0.2", port, IDENTITY, -1, w -> {});
                    WebConsole c = WebConsole.start("127.0.0.3", port, IDENTITY, -1, w -> {});
                    MergedConsole merged = MergedConsole.start(
                            WebConsole.bind("127.0.0.1", 0, w -> {}), initial, 2, 50, notices::add, follower::mayEnd);
                    AddressFollower following = follower) {
                following.follow(merged, 20);
                long[] epoch = {System.currentTimeMillis()};
                await(merged, epoch, List.of(a), m -> m.at("/sum/tps").asDouble() == 150);

                // b starts after the console: the name resolves to it too, and it is followed and summed
                dns.answer("127.0.0.1", "127.0.0.2");
                JsonNode both = await(
                        merged,
                        epoch,
                        List.of(a, b),
                        m -> m.get("replicas").size() == 2 && m.at("/sum/tps").asDouble() == 300);
                assertEquals("127.0.0.2:" + port, both.at("/replicas/1/name").asText());
                assertTrue(
                        notices.contains("replica 127.0.0.2:" + port + " joined (tasks.stress now resolves to 2"
                                + " addresses)"),
                        notices.toString());

                // a failing look-up keeps the replicas, and is said once
                dns.answer.set(null);
                dns.awaitLookups(3);
                assertEquals(
                        1,
                        notices.stream()
                                .filter(n -> n.startsWith("tasks.stress cannot be looked up again"))
                                .count(),
                        notices.toString());
                // a leaves the name (its task is gone from DNS): it stays, as its own feed says
                dns.answer("127.0.0.2");
                dns.awaitLookups(2);
                JsonNode kept = await(
                        merged, epoch, List.of(a, b), m -> m.get("replicas").size() == 2);
                assertEquals("live", kept.at("/replicas/0/state").asText());
                assertEquals("live", kept.at("/replicas/1/state").asText());

                // both end while a look-up is under way: the page waits for one that begins after the end
                dns.hold = new CountDownLatch(1);
                poll(() -> dns.held, "a look-up held");
                a.ended(null, 0);
                b.ended(null, 0);
                await(
                        merged,
                        epoch,
                        List.of(),
                        m -> m.at("/replicas/0/state").asText().equals("ended")
                                && m.at("/replicas/1/state").asText().equals("ended"));
                assertFalse(merged.awaitOver(0), "not over before the name was looked up once more");
                // ... and that look-up finds c, a replica that started late: it is not missed
                dns.answer("127.0.0.2", "127.0.0.3");
                dns.hold.countDown();
                JsonNode late = await(
                        merged,
                        epoch,
                        List.of(c),
                        m -> m.get("replicas").size() == 3
                                && m.at("/replicas/2/state").asText().equals("live"));
                assertEquals(150, late.at("/sum/tps").asDouble(), 1e-9);
                assertFalse(merged.awaitOver(0), "c still runs");
                c.ended(null, 0);
                assertTrue(merged.awaitOver(60_000), "every replica over, and the name looked up once more");
                assertEquals(0, MergedConsole.exitCode(merged.replicas()));
            }
        }
    }

    @Test
    void theCommandSaysEachReplicaJoining_andExitsOnceEveryOneEnded() throws Exception {
        Dns dns = new Dns();
        java.io.StringWriter out = new java.io.StringWriter(); // a StringBuffer inside: safe across threads
        try (WebConsole a = WebConsole.start("127.0.0.1", 0, IDENTITY, -1, w -> {})) {
            int port = a.port();
            dns.answer("127.0.0.1");
            ConsoleCommand command = new ConsoleCommand();
            command.resolver = dns;
            command.resolvePeriodMillis = 20;
            java.util.concurrent.CompletableFuture<Integer> exit = new java.util.concurrent.CompletableFuture<>();
            // its own daemon thread, interrupted in the end: a failed test leaves no command serving behind it
            Thread run = new Thread(
                    () -> exit.complete(new picocli.CommandLine(command)
                            .setOut(new java.io.PrintWriter(out, true))
                            .setErr(new java.io.PrintWriter(new java.io.StringWriter(), true))
                            .execute("--each-address", "http://tasks.stress:" + port + "/")),
                    "console-command-under-test");
            run.setDaemon(true);
            run.start();
            try (WebConsole b = WebConsole.start("127.0.0.2", port, IDENTITY, -1, w -> {})) {
                poll(() -> out.toString().contains("replica 127.0.0.1:" + port + ": live"), "a live: " + out);
                dns.answer("127.0.0.1", "127.0.0.2");
                poll(() -> out.toString().contains("replica 127.0.0.2:" + port + ": live"), "b live: " + out);
                assertTrue(
                        out.toString()
                                .contains("replica 127.0.0.2:" + port
                                        + " joined (tasks.stress now resolves to 2 addresses)"),
                        out.toString());
                assertTrue(
                        out.toString().contains("tasks.stress resolves to 1 address: one replica each"),
                        out.toString());
                a.ended(null, 0);
                b.ended(null, 0);
                assertEquals(0, exit.get(60, TimeUnit.SECONDS), out.toString());
            } finally {
                run.interrupt(); // wakes its wait for the end, if it still runs
                run.join(60_000);
            }
        }
    }

    @Test
    void followsAtMostTheCap_andSaysSoOnce() throws Exception {
        List<String> notices = new CopyOnWriteArrayList<>();
        Dns dns = new Dns();
        dns.answer("127.0.0.1", "127.0.0.2");
        // port 1: nothing answers; what counts here is which replicas are followed, not what they show
        AddressFollower follower =
                new AddressFollower(List.of(ReplicaUrl.parse("http://tasks.stress:1/")), dns, 3, notices::add);
        List<ReplicaUrl> initial = follower.initial();
        assertEquals(2, initial.size());
        try (MergedConsole merged =
                        MergedConsole.start(WebConsole.bind("127.0.0.1", 0, w -> {}), initial, 2, 50, notices::add);
                AddressFollower following = follower) {
            dns.answer("127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5");
            following.lookAgain(merged);
            following.lookAgain(merged);
            assertEquals(
                    List.of("127.0.0.1:1", "127.0.0.2:1", "127.0.0.3:1"),
                    merged.replicas().stream().map(v -> v.url().name()).toList());
            assertEquals(
                    List.of("following 3 replicas, the most --each-address follows: 127.0.0.4:1 and any later ones"
                            + " are not shown"),
                    notices.stream().filter(n -> n.startsWith("following ")).toList());
        }
    }

    @Test
    void aLookUpThatHangsDoesNotHoldTheEndForEver() throws Exception {
        List<String> notices = new CopyOnWriteArrayList<>();
        Dns dns = new Dns();
        dns.answer("127.0.0.1");
        // port 1: nothing answers, so the replica is soon given up; the look-ups after the first one hang
        AddressFollower follower =
                new AddressFollower(List.of(ReplicaUrl.parse("http://tasks.stress:1/")), dns, 256, notices::add);
        List<ReplicaUrl> initial = follower.initial();
        dns.hold = new CountDownLatch(1);
        try (MergedConsole merged = MergedConsole.start(
                        WebConsole.bind("127.0.0.1", 0, w -> {}), initial, 2, 50, notices::add, follower::mayEnd);
                AddressFollower following = follower) {
            following.endBoundMillis = 1_000;
            following.follow(merged, 20);
            assertTrue(merged.awaitOver(60_000), "over although the look-up hangs");
            assertTrue(dns.held, "the look-up still hangs");
            assertEquals(
                    List.of("names not looked up again in 1 s; ending"),
                    notices.stream().filter(n -> n.startsWith("names not")).toList());
        } finally {
            dns.hold.countDown();
        }
    }

    @Test
    void aRoundThatThrowsIsSaidOnce_andLaterRoundsStillRun() throws Exception {
        List<String> notices = new CopyOnWriteArrayList<>();
        Dns dns = new Dns();
        dns.answer("127.0.0.1");
        // a joining replica's line throws: as a bug in the round would, after the look-up itself worked
        java.util.function.Consumer<String> throwing = n -> {
            if (n.contains(" joined ")) throw new IllegalStateException("broken notice");
            notices.add(n);
        };
        AddressFollower follower =
                new AddressFollower(List.of(ReplicaUrl.parse("http://tasks.stress:1/")), dns, 256, throwing);
        List<ReplicaUrl> initial = follower.initial();
        try (MergedConsole merged =
                        MergedConsole.start(WebConsole.bind("127.0.0.1", 0, w -> {}), initial, 2, 50, notices::add);
                AddressFollower following = follower) {
            dns.answer("127.0.0.1", "127.0.0.2");
            following.lookAgain(merged);
            dns.answer("127.0.0.1", "127.0.0.2", "127.0.0.3");
            following.lookAgain(merged);
            following.lookAgain(merged);
            assertEquals(
                    List.of("tasks.stress cannot be looked up again (java.lang.IllegalStateException: broken notice);"
                            + " its replicas so far are kept"),
                    notices.stream()
                            .filter(n -> n.contains("cannot be looked up"))
                            .toList());
            assertEquals(
                    List.of("127.0.0.1:1", "127.0.0.2:1", "127.0.0.3:1"),
                    merged.replicas().stream().map(v -> v.url().name()).toList());
        }
    }

    /**
     * Publishes a sample a tick on each running replica (150 TPS, 2 users) until the merged page's latest sample
     * satisfies {@code wanted}; bounded.
     */
    private static JsonNode await(MergedConsole m, long[] epoch, List<WebConsole> running, Predicate<JsonNode> wanted)
            throws Exception {
        return MergedConsoleTest.awaitLatest(
                m,
                () -> {
                    epoch[0] += 1000;
                    for (WebConsole r : running) r.sample(MergedSampleTest.sample(epoch[0], 100, 50, 2, 1000, 3));
                },
                wanted);
    }

    private static void poll(BooleanSupplier done, String what) {
        long deadline = System.nanoTime() + WAIT_NANOS;
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > deadline) throw new AssertionError("never: " + what);
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for " + what);
            }
        }
    }
}
