package io.dbbench.cli.webconsole;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Locale;

/**
 * The console's requests: every path answered here, anything else 404, a wrong method 405. The controls need the
 * {@value #CONTROL_HEADER} header, which a cross-site form cannot send (a script would need a CORS preflight, never
 * answered), and, bound beyond loopback, the token of the banner.
 */
final class ConsoleHttp implements HttpHandler {
    static final String CONTROL_HEADER = "X-Dbbench-Control";
    static final String TOKEN_HEADER = "X-Dbbench-Token";
    /** The largest request body read (a control's is a few bytes). */
    static final int MAX_BODY_BYTES = 1024;
    /** A page with no sample for this long gets a comment line, so proxies and the browser keep the stream. */
    static final long KEEP_ALIVE_MILLIS = 15_000;

    private static final String RESOURCES = "/io/dbbench/cli/webconsole/";

    private final WebConsole console;
    private final RefusalLog refusals;

    ConsoleHttp(WebConsole console, RefusalLog refusals) {
        this.console = console;
        this.refusals = refusals;
    }

    @Override
    public void handle(HttpExchange ex) throws IOException {
        try (ex) {
            ex.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
            ex.getResponseHeaders().set("Cache-Control", "no-store");
            if (!hostAllowed(ex)) {
                // a loopback console answers only its own names: another site's name rebound to 127.0.0.1 gets nothing
                text(ex, 421, "unknown host\n");
                return;
            }
            String path = ex.getRequestURI().getRawPath();
            switch (path) {
                case "/", "/index.html" -> resource(
                        ex, console.merged() ? "merged.html" : "index.html", "text/html; charset=utf-8");
                case "/console-common.js" -> resource(ex, "console-common.js", "text/javascript; charset=utf-8");
                case "/console.js" -> resource(ex, "console.js", "text/javascript; charset=utf-8");
                case "/merged.js" -> resource(ex, "merged.js", "text/javascript; charset=utf-8");
                case "/console.css" -> resource(ex, "console.css", "text/css; charset=utf-8");
                case "/echarts.min.js" -> echarts(ex);
                case "/events" -> events(ex);
                case "/api/state" -> state(ex);
                case "/results.html" -> results(ex);
                case "/api/stop", "/api/users" -> control(ex, path);
                case "/favicon.ico" -> noIcon(ex);
                default -> text(ex, 404, "not found\n");
            }
        } catch (IOException | RuntimeException e) {
            // a client that left, or a request we could not read: it ends here, the run never sees it
        }
    }

    private boolean hostAllowed(HttpExchange ex) {
        if (!console.loopback()) return true;
        String host = ex.getRequestHeaders().getFirst("Host");
        if (host == null) return true; // HTTP/1.0 from a script on this host
        String name = host.startsWith("[")
                ? host.substring(0, host.indexOf(']') + 1)
                : host.contains(":") ? host.substring(0, host.indexOf(':')) : host;
        name = name.toLowerCase(Locale.ROOT);
        // or the literal it is bound to (127.0.0.2: one of several consoles on one port, --each-address in tests)
        return name.equals("localhost")
                || name.equals("127.0.0.1")
                || name.equals("[::1]")
                || isLiteral(name, console.boundAddress());
    }

    /**
     * Whether a Host's name is the literal {@code bound} (as {@link WebConsole#boundAddress}): an IPv6 one comes in
     * brackets and in any of its spellings ([::1], [0:0:0:0:0:0:0:1]), so it is parsed, which for a bracketed name
     * never asks DNS (a name that is not a literal is refused as such).
     */
    static boolean isLiteral(String name, String bound) {
        if (!bound.contains(":")) return name.equals(bound);
        if (!name.startsWith("[") || !name.endsWith("]")) return false;
        try {
            return java.net.InetAddress.getByName(name).getHostAddress().equals(bound);
        } catch (java.net.UnknownHostException e) {
            return false;
        }
    }

    private static boolean readOnlyMethod(HttpExchange ex) throws IOException {
        String m = ex.getRequestMethod();
        if (m.equals("GET") || m.equals("HEAD")) return true;
        ex.getResponseHeaders().set("Allow", "GET, HEAD");
        text(ex, 405, "method not allowed\n");
        return false;
    }

    private void resource(HttpExchange ex, String name, String type) throws IOException {
        if (!readOnlyMethod(ex)) return;
        try (InputStream in = ConsoleHttp.class.getResourceAsStream(RESOURCES + name)) {
            if (in == null) {
                text(ex, 500, "missing from the jar: " + name + "\n");
                return;
            }
            ex.getResponseHeaders()
                    .set(
                            "Content-Security-Policy",
                            "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'");
            send(ex, 200, type, in.readAllBytes());
        }
    }

    /** The browser asks for an icon; none, and no error in its log for it. */
    private static void noIcon(HttpExchange ex) throws IOException {
        if (!readOnlyMethod(ex)) return;
        ex.sendResponseHeaders(204, -1);
    }

    private void echarts(HttpExchange ex) throws IOException {
        if (!readOnlyMethod(ex)) return;
        byte[] script = ChartScript.bytes();
        if (script == null) {
            text(ex, 500, "the chart library is not in this jar\n");
            return;
        }
        send(ex, 200, "text/javascript; charset=utf-8", script);
    }

    private void state(HttpExchange ex) throws IOException {
        if (!readOnlyMethod(ex)) return;
        String json = "{\"identity\":" + console.identityJson() + ",\"controls\":" + controlsJson() + ",\"sample\":"
                + console.latestSample() + ",\"end\":" + console.endJson() + "}";
        send(ex, 200, "application/json; charset=utf-8", json.getBytes(StandardCharsets.UTF_8));
    }

    private String controlsJson() {
        int ceiling = console.usersCeiling();
        return "{\"needToken\":" + (console.token() != null) + ",\"usersCeiling\":" + ceiling + "}";
    }

    private void results(HttpExchange ex) throws IOException {
        if (!readOnlyMethod(ex)) return;
        Path html = console.resultsHtml();
        if (html == null || !Files.isRegularFile(html)) {
            text(ex, 404, "no results.html yet\n");
            return;
        }
        // the report is a file of the run's, its text from the database's errors: sandboxed, a unique origin, it can
        // run its own charts but never reach the console's controls as this site
        ex.getResponseHeaders().set("Content-Security-Policy", "sandbox allow-scripts");
        send(ex, 200, "text/html; charset=utf-8", Files.readAllBytes(html));
    }

    private void events(HttpExchange ex) throws IOException {
        if (!readOnlyMethod(ex)) return;
        EventStreams.Stream stream = console.streams().open(Thread.currentThread());
        if (stream == null) {
            ex.getResponseHeaders().set("Retry-After", "10");
            text(ex, 503, "too many open pages (" + WebConsole.MAX_STREAMS + ")\n");
            return;
        }
        try {
            ex.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
            if (ex.getRequestMethod().equals("HEAD")) {
                ex.sendResponseHeaders(200, -1);
                return;
            }
            ex.sendResponseHeaders(200, 0);
            // a stream lives as long as its page reads; one that does not is dropped by EventStreams
            RequestDeadline.exempt();
            OutputStream out = ex.getResponseBody();
            out.write(("retry: 2000\n\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            while (true) {
                byte[] m = stream.next(KEEP_ALIVE_MILLIS);
                if (m == EventStreams.END) break;
                out.write(m == null ? ":\n\n".getBytes(StandardCharsets.US_ASCII) : m);
                out.flush();
            }
            // the stream's last chunk goes out before its slot is freed: the server stops once every slot is free,
            // and a stream cut before its last chunk is an error in the page's browser
            out.close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the server is closing
        } finally {
            console.streams().close(stream);
        }
    }

    private void control(HttpExchange ex, String path) throws IOException {
        if (console.merged()) {
            text(ex, 404, "this page only reads: each replica's own page has its controls\n");
            return;
        }
        if (!ex.getRequestMethod().equals("POST")) {
            ex.getResponseHeaders().set("Allow", "POST");
            text(ex, 405, "method not allowed\n");
            return;
        }
        String body = body(ex);
        if (body == null) {
            // the rest of the body is never read: the connection cannot carry another request
            ex.getResponseHeaders().set("Connection", "close");
            text(ex, 413, "request body over " + MAX_BODY_BYTES + " bytes\n");
            return;
        }
        if (ex.getRequestHeaders().getFirst(CONTROL_HEADER) == null) {
            text(ex, 403, "controls need the " + CONTROL_HEADER + " header\n");
            return;
        }
        if (console.token() != null && !tokenMatches(ex.getRequestHeaders().getFirst(TOKEN_HEADER))) {
            refusals.refused(path, ex.getRemoteAddress());
            text(ex, 403, "controls need the token the run's banner printed\n");
            return;
        }
        if (path.equals("/api/stop")) {
            console.event("control", "stop asked from the console");
            console.controls().stop();
            text(ex, 200, "stopping: the results so far are written\n");
            return;
        }
        String fixed = console.controls().usersFixedBecause();
        if (fixed != null) {
            text(ex, 409, "the users of this run cannot change: " + fixed + "\n");
            return;
        }
        UsersRequest request;
        try {
            request = UsersRequest.parse(ex.getRequestURI().getRawQuery(), body);
        } catch (IllegalArgumentException e) {
            text(ex, 400, e.getMessage() + "\n");
            return;
        }
        int now = console.controls().activeUsers();
        if (request.delta() && now < 0) {
            text(ex, 409, "the run has not started yet\n");
            return;
        }
        int target = request.target(now);
        String refused = console.controls().setUsers(target);
        if (refused != null) {
            text(ex, 409, refused + "\n");
            return;
        }
        text(ex, 200, "users: " + target + "\n");
    }

    private boolean tokenMatches(String given) {
        if (given == null) return false;
        return MessageDigest.isEqual(
                given.getBytes(StandardCharsets.UTF_8), console.token().getBytes(StandardCharsets.UTF_8));
    }

    /** The body as text, or null when it is longer than {@link #MAX_BODY_BYTES}: nothing more of it is read. */
    private static String body(HttpExchange ex) throws IOException {
        String length = ex.getRequestHeaders().getFirst("Content-Length");
        if (length != null) {
            try {
                if (Long.parseLong(length.trim()) > MAX_BODY_BYTES) return null;
            } catch (NumberFormatException e) {
                return null;
            }
        }
        byte[] bytes = ex.getRequestBody().readNBytes(MAX_BODY_BYTES + 1);
        if (bytes.length > MAX_BODY_BYTES) return null;
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private static void text(HttpExchange ex, int status, String text) throws IOException {
        send(ex, status, "text/plain; charset=utf-8", text.getBytes(StandardCharsets.UTF_8));
    }

    private static void send(HttpExchange ex, int status, String type, byte[] body) throws IOException {
        ex.getResponseHeaders().set("Content-Type", type);
        boolean head = ex.getRequestMethod().equals("HEAD");
        ex.sendResponseHeaders(status, head ? -1 : body.length);
        if (!head) ex.getResponseBody().write(body);
        // on the wire now: closing the exchange first drains an unread request body, which a client that sent
        // only its headers never ends (JDK 25 holds the response back until then)
        ex.getResponseBody().flush();
    }
}
