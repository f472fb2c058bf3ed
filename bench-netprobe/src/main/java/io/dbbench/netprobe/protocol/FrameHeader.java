package io.dbbench.netprobe.protocol;

import java.nio.ByteBuffer;

/**
 * The 8-byte header in front of every frame: magic "NP", protocol version, frame type, payload length
 * (big-endian int). {@link #decode} validates all four before anyone trusts the length.
 */
public record FrameHeader(FrameType type, int payloadBytes) {
    public static final int BYTES = 8;
    public static final byte MAGIC_0 = 'N';
    public static final byte MAGIC_1 = 'P';
    public static final byte VERSION = 1;

    public FrameHeader {
        if (payloadBytes < 0 || payloadBytes > type.maxPayloadBytes()) {
            throw new IllegalArgumentException(
                    type + " payload of " + payloadBytes + " bytes is outside 0.." + type.maxPayloadBytes());
        }
    }

    /** Writes this header at the buffer's position. */
    public void encode(ByteBuffer out) {
        out.put(MAGIC_0).put(MAGIC_1).put(VERSION).put((byte) type.code()).putInt(payloadBytes);
    }

    /**
     * Reads a header from the next 8 bytes of {@code in} (which must hold them).
     *
     * @throws ProtocolException for a wrong magic or version, an unknown type, or a length over the type's limit
     */
    public static FrameHeader decode(ByteBuffer in) throws ProtocolException {
        byte m0 = in.get();
        byte m1 = in.get();
        if (m0 != MAGIC_0 || m1 != MAGIC_1) {
            throw new ProtocolException(
                    String.format("bad frame magic 0x%02x%02x (expected 0x4e50 \"NP\")", m0 & 0xff, m1 & 0xff));
        }
        int version = in.get() & 0xff;
        if (version != VERSION) {
            throw new ProtocolException(
                    "unsupported protocol version " + version + " (this side speaks " + VERSION + ")");
        }
        int code = in.get() & 0xff;
        FrameType type = FrameType.ofCode(code);
        if (type == null) {
            throw new ProtocolException("unknown frame type " + code);
        }
        int length = in.getInt();
        if (length < 0 || length > type.maxPayloadBytes()) {
            throw new ProtocolException("oversized " + type + " frame: " + Integer.toUnsignedString(length)
                    + " bytes (limit " + type.maxPayloadBytes() + ")");
        }
        return new FrameHeader(type, length);
    }
}
