package io.dbbench.cli.schema;

import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

/**
 * How long a schema command waits on a database that stopped answering (its server stopped, a host that hangs)
 * before it gives up with one line and the connect-failure exit code, instead of waiting as long as the hang.
 * Every command gets the login timeout; only {@code validate} and {@code drop}, whose statements are catalogue
 * queries, row counts and DROPs, also get the reply timeout: {@code create}'s CREATE INDEX and bulk loads may
 * legitimately run for an hour without a byte back, so a reply timeout would cut real loads. Set on PostgreSQL
 * connections (pgjdbc's {@code loginTimeout} and {@code connectTimeout}, and {@code socketTimeout}, unless the
 * connect string sets its own); other drivers keep their defaults.
 *
 * @param login how long a logon may take; zero for the driver's default
 * @param reply how long a statement may wait for the first byte of its answer; zero for none
 */
public record SchemaTimeouts(Duration login, Duration reply) {
    /** Generous: a logon takes milliseconds, a second on a saturated server. */
    static final Duration LOGIN = Duration.ofSeconds(20);
    /**
     * Generous for validate's row counts (scale 1 validates in under a minute, a statement in seconds; scale 100
     * counts a hundred times the rows) and drop's DROPs (which may wait for a lock a running benchmark holds).
     */
    static final Duration REPLY = Duration.ofSeconds(300);

    /** The driver's defaults (a database dbbench started itself). */
    public static final SchemaTimeouts NONE = new SchemaTimeouts(Duration.ZERO, Duration.ZERO);

    /** {@code create}: a login timeout only. */
    static SchemaTimeouts loginOnly() {
        return new SchemaTimeouts(LOGIN, Duration.ZERO);
    }

    /** {@code validate}, {@code drop}: a login and a reply timeout. */
    static SchemaTimeouts loginAndReply() {
        return new SchemaTimeouts(LOGIN, REPLY);
    }

    /** The connect string with the timeouts as pgjdbc's parameters; any other unchanged. */
    String applyTo(String jdbcUrl) {
        if (!jdbcUrl.startsWith("jdbc:postgresql:")) return jdbcUrl;
        String url = jdbcUrl;
        url = withParameter(url, "loginTimeout", login);
        // the TCP connect too: a stopped server's full listen queue drops the connect (pgjdbc's default is 10 s)
        url = withParameter(url, "connectTimeout", login);
        url = withParameter(url, "socketTimeout", reply);
        return url;
    }

    private static String withParameter(String url, String name, Duration value) {
        if (value.isZero() || url.toLowerCase(Locale.ROOT).contains(name.toLowerCase(Locale.ROOT) + "=")) return url;
        return url + (url.contains("?") ? "&" : "?") + name + "=" + value.toSeconds();
    }

    /**
     * When {@code e}, which ended a statement, is one of these timeouts, the line that says so ({@code the
     * database stopped answering (no reply in 300 s)}); empty for any other error.
     */
    Optional<String> stoppedAnswering(SQLException e) {
        for (Throwable t = e; t != null && t.getCause() != t; t = t.getCause()) {
            if (t instanceof SocketTimeoutException && !reply.isZero()) return Optional.of(line(reply));
            // a connection the pool opened during the work, refused by pgjdbc's login timeout
            if (loginTimedOut(t) && !login.isZero()) return Optional.of(line(login));
        }
        return Optional.empty();
    }

    /**
     * When {@code e}, which ended a logon after {@code waited}, is a timeout (ours, or the driver's own: pgjdbc
     * gives a silent server 5 s to answer its SSL request), the line that says so with the time waited.
     */
    public static Optional<String> stoppedAnsweringAtLogon(SQLException e, Duration waited) {
        for (Throwable t = e; t != null && t.getCause() != t; t = t.getCause()) {
            if (t instanceof SocketTimeoutException || loginTimedOut(t))
                return Optional.of(line(Duration.ofSeconds(Math.max(1, Math.round(waited.toMillis() / 1e3)))));
        }
        return Optional.empty();
    }

    /** pgjdbc's login timeout: its own message, SQLState 08001, no cause. */
    private static boolean loginTimedOut(Throwable t) {
        return t.getMessage() != null && t.getMessage().startsWith("Connection attempt timed out");
    }

    private static String line(Duration waited) {
        return "the database stopped answering (no reply in " + waited.toSeconds() + " s)";
    }
}
