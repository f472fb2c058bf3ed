package io.dbbench.netprobe.protocol;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Reads fields from a frame payload; a short payload or a bad field is a {@link ProtocolException}. */
public final class PayloadReader {
    private final ByteBuffer in;
    private final String what;

    public PayloadReader(ByteBuffer in, String what) {
        this.in = in;
        this.what = what;
    }

    public int u8(String field) throws ProtocolException {
        need(1, field);
        return in.get() & 0xff;
    }

    public int i32(String field) throws ProtocolException {
        need(4, field);
        return in.getInt();
    }

    public long i64(String field) throws ProtocolException {
        need(8, field);
        return in.getLong();
    }

    public double f64(String field) throws ProtocolException {
        need(8, field);
        return in.getDouble();
    }

    /** A UTF-8 string of at most {@code maxBytes} bytes, preceded by its 2-byte length. */
    public String string(String field, int maxBytes) throws ProtocolException {
        need(2, field);
        int length = in.getShort() & 0xffff;
        if (length > maxBytes) {
            throw new ProtocolException(what + ": " + field + " is " + length + " bytes (limit " + maxBytes + ")");
        }
        need(length, field);
        ByteBuffer slice = in.slice().limit(length);
        in.position(in.position() + length);
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(slice)
                    .toString();
        } catch (CharacterCodingException e) {
            throw new ProtocolException(what + ": " + field + " is not valid UTF-8");
        }
    }

    /** Fails when bytes are left over: a payload must be exactly what its type says. */
    public void end() throws ProtocolException {
        if (in.hasRemaining()) {
            throw new ProtocolException(what + ": " + in.remaining() + " unexpected trailing bytes");
        }
    }

    private void need(int bytes, String field) throws ProtocolException {
        if (in.remaining() < bytes) {
            throw new ProtocolException(what + ": payload too short for " + field);
        }
    }
}
