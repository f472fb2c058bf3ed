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
    /**
     * Its first message, the hello, was not complete within the hello timeout of being accepted: a
     * silent connection, or one trickling its hello (slowloris).
     */
    HELLO_TIMEOUT,
    /** A control connection sent no START or STOP within the handshake timeout of its hello. */
    HANDSHAKE_TIMEOUT,
    /** The operating system reported an error (reset, broken pipe). */
    IO_ERROR,
    /** The server refused it: too many clients, unknown test, writes not allowed. */
    REJECTED,
    /** The server is shutting down. */
    SERVER_SHUTDOWN
}
