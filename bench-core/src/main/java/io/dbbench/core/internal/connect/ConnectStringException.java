package io.dbbench.core.internal.connect;

/**
 * A connect string (or its credentials zip) that cannot be turned into a JDBC URL. The message is one
 * line, names the connect string with any password masked, and says what would have been accepted.
 */
public final class ConnectStringException extends Exception {
    private static final long serialVersionUID = 1L;
    private static final int MAX_SHOWN_CHARS = 200;

    private final String shownConnectString;

    public ConnectStringException(String connectString, String problem) {
        this(connectString, problem, null);
    }

    public ConnectStringException(String connectString, String problem, Throwable cause) {
        super(message(shown(connectString), problem), cause);
        this.shownConnectString = shown(connectString);
    }

    /** The connect string as shown in the message: passwords masked, one line, shortened when very long. */
    public String connectString() {
        return shownConnectString;
    }

    private static String shown(String connectString) {
        String redacted = ConnectStrings.redact(connectString == null ? "" : connectString);
        return redacted.length() > MAX_SHOWN_CHARS ? redacted.substring(0, MAX_SHOWN_CHARS) + "..." : redacted;
    }

    private static String message(String shown, String problem) {
        return ("connect string '" + shown + "': " + problem).replaceAll("\\s*\\R\\s*", " ");
    }
}
