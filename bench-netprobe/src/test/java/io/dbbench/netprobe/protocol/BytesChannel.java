package io.dbbench.netprobe.protocol;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.ByteChannel;

/** An in-memory channel: reads hand out the given bytes a few at a time (to exercise partial reads), writes are kept. */
final class BytesChannel implements ByteChannel {
    private final ByteBuffer in;
    private final int maxPerRead;
    final ByteArrayOutputStream written = new ByteArrayOutputStream();

    BytesChannel(byte[] bytes, int maxPerRead) {
        this.in = ByteBuffer.wrap(bytes);
        this.maxPerRead = maxPerRead;
    }

    @Override
    public int read(ByteBuffer dst) {
        if (!in.hasRemaining()) {
            return -1;
        }
        int n = Math.min(Math.min(maxPerRead, dst.remaining()), in.remaining());
        ByteBuffer slice = in.slice().limit(n);
        dst.put(slice);
        in.position(in.position() + n);
        return n;
    }

    @Override
    public int write(ByteBuffer src) {
        int n = src.remaining();
        byte[] b = new byte[n];
        src.get(b);
        written.write(b, 0, n);
        return n;
    }

    @Override
    public boolean isOpen() {
        return true;
    }

    @Override
    public void close() {}

    /** Bytes of one frame as the protocol writes them. */
    static byte[] frame(FrameType type, byte[] payload) {
        ByteBuffer b = ByteBuffer.allocate(FrameHeader.BYTES + payload.length);
        new FrameHeader(type, payload.length).encode(b);
        b.put(payload);
        return b.array();
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.write(p, 0, p.length);
        }
        return out.toByteArray();
    }
}
