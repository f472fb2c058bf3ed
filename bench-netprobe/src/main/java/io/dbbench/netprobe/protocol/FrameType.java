package io.dbbench.netprobe.protocol;

/**
 * Every frame on the wire, with the largest payload it may carry. Limits are checked before a payload
 * is read, so a peer can never make the other side allocate or wait for more than this.
 */
public enum FrameType {
    /** Client opens a test: test kind and its parameters. */
    HELLO_CONTROL(1, 1024),
    /** Client attaches a data connection to a test opened on a control connection. */
    HELLO_STREAM(2, 64),
    /** Server accepts a hello: test cookie and the server socket's actual buffer sizes. */
    HELLO_ACK(3, 64),
    /** Either side explains why it closes the connection (UTF-8 text). */
    ERROR(4, 1024),
    /** Client starts the test (control connection). */
    START(5, 0),
    /** Client ends the test (control connection); the server answers with RESULTS. */
    STOP(6, 0),
    /** Server's measurements for the test (control connection). */
    RESULTS(7, 16 * 1024),
    /** Throughput data block; its payload is opaque and bounded by the test's block size. */
    DATA(8, Limits.MAX_BLOCK_BYTES),
    /** Throughput sender marks the end of the omitted warm-up: bytes after it are measured. */
    MARK(9, 0),
    /** Sender has finished this stream. */
    END(10, 0),
    /** Request/response message; its payload length is the test's message length exactly. */
    REQUEST(11, Limits.MAX_BLOCK_BYTES),
    /** Acknowledgement of one REQUEST: sequence number and server disk time. */
    ACK(12, 16);

    private static final FrameType[] BY_CODE = new FrameType[16];

    static {
        for (FrameType t : values()) {
            BY_CODE[t.code] = t;
        }
    }

    private final int code;
    private final int maxPayloadBytes;

    FrameType(int code, int maxPayloadBytes) {
        this.code = code;
        this.maxPayloadBytes = maxPayloadBytes;
    }

    public int code() {
        return code;
    }

    public int maxPayloadBytes() {
        return maxPayloadBytes;
    }

    /** The type with this wire code, or null when there is none. */
    public static FrameType ofCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }
}
