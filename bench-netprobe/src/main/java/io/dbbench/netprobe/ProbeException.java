package io.dbbench.netprobe;

/** A probe could not run or could not finish; the message names the peer (host:port or JDBC URL). */
public class ProbeException extends Exception {
    private static final long serialVersionUID = 1L;

    public ProbeException(String message) {
        super(message);
    }

    public ProbeException(String message, Throwable cause) {
        super(message, cause);
    }
}
