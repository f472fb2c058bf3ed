package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a hostile or broken client does to the console: the server goes on answering, and the sampler's publishing
 * never waits on a client (the bounds here only guard against a hang; nothing is timed).
 */
class WebConsoleHostileTest {
    private static final Duration HANG = Duration.ofSeconds(120);

    private static WebConsole start() throws IOException {
        // a request's deadline well within the test's waits: half a request is cut off before a read times out
        return WebConsole.start("127.0.0.1", 0, "{}", -1, line -> {}, 2_000);
    }

    @Test
    void malformedRequestsGetAnErrorOrAClosedConnection_andTheServerGoesOn() throws Exception {
        try (WebConsole console = start()) {
            ConsoleClient c = new ConsoleClient(console);
            List<String> junk = List.of(
                    "\r\n\r\n",
                    "GARBAGE\r\n\r\n",
                    "GET\r\n\r\n",
                    "GET / HTTP/9.9\r\n\r\n",
                    "GET / HTTP/1.1\r\nNo colon here\r\n\r\n",
                    "GET / HTTP/1.1\r\nContent-Length: -5\r\n\r\n",
                    "GET /" + "a".repeat(100_000) + " HTTP/1.1\r\n\r\n",
                    "GET / HTTP/1.1\r\n" + "X-A: b\r\n".repeat(5_000) + "\r\n",
                    "\u0000\u0001\u00ff\r\n\r\n");
            List<Socket> sent = new ArrayList<>();
            try {
                for (String bad : junk) {
                    Socket s = c.socket();
                    sent.add(s);
                    s.getOutputStream().write(bad.getBytes(StandardCharsets.ISO_8859_1));
                    s.getOutputStream().flush();
                }
                assertEquals(200, c.get("/api/state").statusCode(), "while the junk is being read");
                for (int i = 0; i < junk.size(); i++) {
                    // the server answers, or closes the connection (at the latest when the request took too long)
                    String status = ConsoleClient.line(sent.get(i).getInputStream());
                    assertTrue(
                            status.isEmpty() || status.startsWith("HTTP/1.1 4") || status.startsWith("HTTP/1.1 2"),
                            "an error, a closed connection or the page, not a crash: " + i + ": " + status);
                }
            } finally {
                for (Socket s : sent) s.close();
            }
            assertEquals(200, c.get("/api/state").statusCode(), "after the junk");
        }
    }

    @Test
    void twoHundredConnectionsAtOnce_someSendingHalfARequest_leaveTheServerAnswering() throws Exception {
        try (WebConsole console = start()) {
            ConsoleClient c = new ConsoleClient(console);
            List<Socket> open = new ArrayList<>();
            try {
                for (int i = 0; i < 200; i++) {
                    Socket s = c.socket();
                    open.add(s);
                    // a third say nothing, a third half a request line, a third half their headers
                    if (i % 3 == 1) s.getOutputStream().write("GET /api/st".getBytes(StandardCharsets.US_ASCII));
                    if (i % 3 == 2)
                        s.getOutputStream().write("GET / HTTP/1.1\r\nHost: x".getBytes(StandardCharsets.US_ASCII));
                    s.getOutputStream().flush();
                }
                assertTimeoutPreemptively(HANG, () -> {
                    assertEquals(200, c.get("/api/state").statusCode());
                    console.sample("{\"n\":1}");
                });
            } finally {
                for (Socket s : open) s.close();
            }
            assertEquals(200, c.get("/").statusCode());
        }
    }

    @Test
    void aPageThatNeverReadsIsDropped_itsConnectionClosedWhileItIsStillOpen_andOthersGoOn() throws Exception {
        // small histories and lag: a few messages past the socket buffers drop the page
        EventStreams streams = new EventStreams(WebConsole.MAX_STREAMS, 4, 4, 4, Long.MAX_VALUE);
        try (WebConsole console = WebConsole.bind("127.0.0.1", 0, line -> {}, 2_000, streams)) {
            console.serve("{}", -1);
            ConsoleClient c = new ConsoleClient(console);
            Socket stuck = new Socket();
            try (ConsoleClient.Events reading = new ConsoleClient.Events(c, "sample")) {
                stuck.setReceiveBufferSize(4096); // before connecting: the window it offers stays small
                stuck.connect(new InetSocketAddress("127.0.0.1", console.port()));
                stuck.getOutputStream()
                        .write("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                stuck.getOutputStream().flush();
                // 256 kB messages: the stuck page's socket buffers fill after a few, its writer blocks in a write,
                // then its queue fills
                String big = "{\"pad\":\"" + "x".repeat(256 * 1024) + "\"}";
                int[] published = {0};
                assertTimeoutPreemptively(HANG, () -> {
                    // both streams are open before the flood, or the stuck one would start after it
                    while (console.streams().openStreams() < 2) Thread.sleep(10);
                    while (console.streams().dropped() < 1 && published[0] < 400) {
                        console.sample(big);
                        published[0]++;
                        // the reading page keeps up: only the stuck one can fall behind
                        assertEquals(published[0], reading.await(published[0]).size());
                    }
                });
                assertEquals(1, console.streams().dropped(), "only the page that did not read");
                // the stuck page has not left: its writer, stuck in a write, is interrupted, which closes the
                // connection and frees the thread and the slot
                assertTimeoutPreemptively(HANG, () -> {
                    while (console.streams().openStreams() > 1) Thread.sleep(10);
                });
                assertFalse(stuck.isClosed(), "the client never closed its socket");
                console.sample("{\"n\":1}");
                assertEquals(published[0] + 1, reading.await(published[0] + 1).size(), "the reading page goes on");
            } finally {
                stuck.close();
            }
        }
    }

    @Test
    void beyondTheMostStreamsAPageGets503() throws Exception {
        try (WebConsole console = start()) {
            ConsoleClient c = new ConsoleClient(console);
            List<ConsoleClient.Events> pages = new ArrayList<>();
            try {
                for (int i = 0; i < WebConsole.MAX_STREAMS; i++) pages.add(new ConsoleClient.Events(c, "sample"));
                assertTimeoutPreemptively(HANG, () -> {
                    while (console.streams().openStreams() < WebConsole.MAX_STREAMS) Thread.sleep(10);
                });
                assertTrue(
                        c.raw("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").contains(" 503"));
                assertEquals(200, c.get("/api/state").statusCode(), "the other requests still have threads");
            } finally {
                for (ConsoleClient.Events p : pages) p.close();
            }
        }
    }
}
