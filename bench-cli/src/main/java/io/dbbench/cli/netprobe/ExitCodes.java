package io.dbbench.cli.netprobe;

/** Exit codes of the netprobe commands. */
public final class ExitCodes {
    /** The probe ran (to its end or until Ctrl-C). */
    public static final int OK = 0;
    /** It failed after connecting: protocol error, refused test, broken connection, failed query. */
    public static final int FAILURE = 1;
    /** Bad usage or option value (picocli's own code for parameter errors). */
    public static final int USAGE = 2;
    /** The server or database could not be reached or logged into. */
    public static final int CANNOT_CONNECT = 4;

    private ExitCodes() {
    }
}
