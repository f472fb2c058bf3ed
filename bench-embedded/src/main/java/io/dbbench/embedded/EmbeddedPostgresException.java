package io.dbbench.embedded;

/**
 * The private PostgreSQL could not be prepared, started, stopped or removed.
 *
 * <p>{@link #summary()} is one line that names what failed and where (binary, directory, host:port).
 * When the server's own log explains the failure, its last lines are kept in {@link #logTail()} and
 * appended to {@link #getMessage()} so a user who sees only the message still sees the cause.
 */
public final class EmbeddedPostgresException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String summary;
    private final String logTail;

    public EmbeddedPostgresException(String summary) {
        this(summary, "", null);
    }

    public EmbeddedPostgresException(String summary, Throwable cause) {
        this(summary, "", cause);
    }

    public EmbeddedPostgresException(String summary, String logTail, Throwable cause) {
        super(compose(summary, logTail), cause);
        this.summary = summary;
        this.logTail = logTail == null ? "" : logTail.strip();
    }

    /** The one-line description, without any log lines. */
    public String summary() {
        return summary;
    }

    /** The last lines of the relevant log (server, initdb or command output); empty if none. */
    public String logTail() {
        return logTail;
    }

    private static String compose(String summary, String logTail) {
        if (logTail == null || logTail.isBlank()) {
            return summary;
        }
        return summary + System.lineSeparator() + logTail.strip();
    }
}
