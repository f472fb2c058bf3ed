package io.dbbench.netprobe;

/** The probe could not reach its peer at all (refused, unreachable, timed out, login failed). */
public class ProbeConnectException extends ProbeException {
    private static final long serialVersionUID = 1L;

    public ProbeConnectException(String message, Throwable cause) {
        super(message, cause);
    }
}
