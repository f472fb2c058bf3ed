package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A replica whose stream breaks now and then, each time after it worked: the feed reconnects every time and never
 * gives the replica up, however many blips there are in all (only failures in a row count).
 */
class ReplicaFeedTest {
    private static final int ATTEMPTS = 3;
    private static final int STREAMS = 3 * ATTEMPTS;
    private static final long WAIT_NANOS = 60_000_000_000L;

    @Test
    void streamsReset_afterSamples_manyMoreTimesThanAttempts_theReplicaStaysLive() throws Exception {
        AtomicInteger streams = new AtomicInteger();
        List<ReplicaFeed.State> states = new CopyOnWriteArrayList<>();
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread serving = new Thread(() -> serve(server, streams), "replica that resets");
            serving.setDaemon(true);
            serving.start();
            ReplicaUrl url = ReplicaUrl.parse("http://127.0.0.1:" + server.getLocalPort() + "/");
            try (ReplicaFeed feed =
                    new ReplicaFeed(url, ATTEMPTS, 10, 10_000, System::nanoTime, new Listener(states))) {
                feed.start();
                long deadline = System.nanoTime() + WAIT_NANOS;
                while (streams.get() < STREAMS && !feed.view().state().over() && System.nanoTime() < deadline) {
                    Thread.sleep(20);
                }
                assertTrue(streams.get() >= STREAMS, "streams served: " + streams.get() + ", " + states);
                assertFalse(feed.view().state().over(), feed.view().detail());
                assertNotEquals(ReplicaFeed.State.LOST, feed.view().state());
                assertFalse(states.contains(ReplicaFeed.State.LOST), states.toString());
                assertTrue(states.contains(ReplicaFeed.State.RECONNECTING), states.toString());
            }
        }
    }

    /** Answers /api/state, and on /events sends three samples then resets the connection; until closed. */
    private static void serve(ServerSocket server, AtomicInteger streams) {
        long epoch = 1_000_000;
        while (!server.isClosed()) {
            try (Socket s = server.accept()) {
                BufferedReader in =
                        new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                String request = in.readLine();
                for (String h = in.readLine(); h != null && !h.isEmpty(); h = in.readLine()) {
                    // headers: not needed
                }
                OutputStream out = s.getOutputStream();
                if (request != null && request.startsWith("GET /events")) {
                    StringBuilder body = new StringBuilder(
                            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n");
                    for (int i = 0; i < 3; i++) {
                        epoch += 1000;
                        body.append("event: sample\ndata: {\"epochMillis\":")
                                .append(epoch)
                                .append("}\n\n");
                    }
                    out.write(body.toString().getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    streams.incrementAndGet();
                    s.setSoLinger(true, 0); // close = a reset, as a dropped connection looks
                } else {
                    byte[] json = "{\"identity\":{}}".getBytes(StandardCharsets.UTF_8);
                    out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + json.length
                                    + "\r\nConnection: close\r\n\r\n")
                            .getBytes(StandardCharsets.UTF_8));
                    out.write(json);
                    out.flush();
                }
            } catch (IOException e) {
                // the test closed the server, or the feed hung up: either way the next accept decides
            }
        }
    }

    private record Listener(List<ReplicaFeed.State> states) implements ReplicaFeed.Listener {
        @Override
        public void event(ReplicaUrl from, String kind, String text) {}

        @Override
        public void changed(ReplicaFeed.View now) {
            states.add(now.state());
        }
    }
}
