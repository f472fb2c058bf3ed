package io.dbbench.netprobe.server;

/** Why the server closed a connection. */
public enum CloseReason {
    /** The test on it ran to its end. */
    COMPLETED,
    /** The client closed it between frames, before its test ended. */
    PEER_CLOSED,
    /** The client broke the protocol (garbage, oversized or truncated frame, bad field). */
    PROTOCOL_ERROR,
    /** Nothing moved on it for longer than the idle timeout. */
    IDLE_TIMEOUT,
    /** Its hello was not complete within the handshake timeout of being accepted (slowloris). */
    HANDSHAKE_TIMEOUT,
    /** The operating system reported an error (reset, broken pipe). */
    IO_ERROR,
    /** The server refused it: too many clients, unknown test, writes not allowed. */
    REJECTED,
    /** The server is shutting down. */
    SERVER_SHUTDOWN
}
