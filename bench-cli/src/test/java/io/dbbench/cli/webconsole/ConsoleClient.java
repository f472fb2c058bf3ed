package io.dbbench.cli.webconsole;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/** A test's view of a console on loopback: requests with java.net.http, raw sockets for what a client should not send. */
final class ConsoleClient {
    static final Duration WAIT = Duration.ofSeconds(30);
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(WAIT).build();
    private final int port;
    /** The address raw sockets connect to. */
    private final String host;

    ConsoleClient(WebConsole console) {
        this(console, "127.0.0.1");
    }

    ConsoleClient(WebConsole console, String host) {
        this.port = console.port();
        this.host = host;
    }

    HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return http.send(
                HttpRequest.newBuilder(uri(path)).timeout(WAIT).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> post(String path, String body, String... headers) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(uri(path))
                .timeout(WAIT)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (headers.length > 0) b.headers(headers);
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    Socket socket() throws IOException {
        Socket s = new Socket(host, port);
        s.setSoTimeout((int) WAIT.toMillis());
        return s;
    }

    /** What the server answers to {@code request} sent as is: its status line, or "" when it closed the connection. */
    String raw(String request) throws IOException {
        try (Socket s = socket()) {
            s.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            s.getOutputStream().flush();
            return line(s.getInputStream());
        }
    }

    /** One line without its end; "" at the end of the stream (see {@link #lineOrNull}). */
    static String line(InputStream in) throws IOException {
        String l = lineOrNull(in);
        return l == null ? "" : l;
    }

    static String lineOrNull(InputStream in) throws IOException {
        StringBuilder b = new StringBuilder();
        int c = in.read();
        if (c < 0) return null;
        for (; c >= 0 && c != '\n'; c = in.read()) if (c != '\r') b.append((char) c);
        return b.toString();
    }

    /** A page's stream read on a thread of its own: the data lines of the events named {@code event}. */
    static final class Events implements AutoCloseable {
        final List<String> data = new ArrayList<>();
        final AtomicInteger status = new AtomicInteger();
        private boolean streamEnded; // guarded by data
        private final Socket socket;
        private final Thread reader;

        Events(ConsoleClient client, String event) throws IOException {
            socket = client.socket();
            socket.getOutputStream()
                    .write("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
                            .getBytes(StandardCharsets.US_ASCII));
            reader = new Thread(() -> {
                try {
                    InputStream in = new java.io.BufferedInputStream(socket.getInputStream(), 65536);
                    String statusLine = line(in);
                    status.set(Integer.parseInt(statusLine.split(" ")[1]));
                    String current = null;
                    for (String l = lineOrNull(in); l != null; l = lineOrNull(in)) {
                        if (l.startsWith("event: ")) current = l.substring(7);
                        else if (l.startsWith("data: ") && event.equals(current)) {
                            synchronized (data) {
                                data.add(l.substring(6));
                                data.notifyAll();
                            }
                        }
                    }
                } catch (IOException | RuntimeException e) {
                    // closed
                } finally {
                    synchronized (data) {
                        streamEnded = true;
                        data.notifyAll();
                    }
                }
            });
            reader.setDaemon(true);
            reader.start();
        }

        /** Waits (bounded) until {@code count} data lines came or the stream ended; returns them. */
        List<String> await(int count) throws InterruptedException {
            long end = System.nanoTime() + WAIT.toNanos();
            synchronized (data) {
                while (data.size() < count && !streamEnded && System.nanoTime() < end) data.wait(200);
                return new ArrayList<>(data);
            }
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
