package io.dbbench.netprobe.protocol;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/** Builds a frame payload; {@link #toBuffer()} returns it ready to write. */
public final class PayloadWriter {
    private ByteBuffer out = ByteBuffer.allocate(64);

    public PayloadWriter u8(int value) {
        ensure(1).put((byte) value);
        return this;
    }

    public PayloadWriter i32(int value) {
        ensure(4).putInt(value);
        return this;
    }

    public PayloadWriter i64(long value) {
        ensure(8).putLong(value);
        return this;
    }

    public PayloadWriter f64(double value) {
        ensure(8).putDouble(value);
        return this;
    }

    /** A UTF-8 string preceded by its 2-byte length; longer strings are cut at a character boundary. */
    public PayloadWriter string(String value, int maxBytes) {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        int length = Math.min(bytes.length, Math.min(maxBytes, 0xffff));
        while (length < bytes.length && length > 0 && (bytes[length] & 0xc0) == 0x80) {
            length--;
        }
        ensure(2 + length).putShort((short) length).put(bytes, 0, length);
        return this;
    }

    public ByteBuffer toBuffer() {
        return out.duplicate().flip();
    }

    private ByteBuffer ensure(int bytes) {
        if (out.remaining() < bytes) {
            ByteBuffer bigger = ByteBuffer.allocate(Math.max(out.capacity() * 2, out.position() + bytes));
            bigger.put(out.flip());
            out = bigger;
        }
        return out;
    }
}
