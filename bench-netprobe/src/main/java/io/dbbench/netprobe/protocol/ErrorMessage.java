package io.dbbench.netprobe.protocol;

import java.nio.ByteBuffer;

/** Payload of an ERROR frame: why the sender closes the connection. */
public final class ErrorMessage {
    private static final int MAX_BYTES = FrameType.ERROR.maxPayloadBytes() - 2;

    private ErrorMessage() {}

    public static ByteBuffer encode(String reason) {
        return new PayloadWriter().string(reason, MAX_BYTES).toBuffer();
    }

    public static String decode(ByteBuffer payload) throws ProtocolException {
        PayloadReader r = new PayloadReader(payload, "ERROR");
        String reason = r.string("reason", MAX_BYTES);
        r.end();
        return reason;
    }
}
