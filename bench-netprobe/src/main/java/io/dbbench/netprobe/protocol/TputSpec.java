package io.dbbench.netprobe.protocol;

import io.dbbench.netprobe.Bounds;
import java.nio.ByteBuffer;

/**
 * A throughput test. Streams 0..streams-1 carry {@code direction}'s first direction; with
 * BIDIRECTIONAL, streams streams..2*streams-1 carry the server-to-client direction.
 */
public record TputSpec(
        int streams,
        TputDirection direction,
        int blockBytes,
        int socketBufferBytes,
        long durationMillis,
        long omitMillis)
        implements TestSpec {

    public TputSpec {
        Bounds.check(
                "streams",
                streams,
                1,
                direction == TputDirection.BIDIRECTIONAL ? Limits.MAX_STREAMS / 2 : Limits.MAX_STREAMS);
        Bounds.check("block size", blockBytes, 1, Limits.MAX_BLOCK_BYTES);
        Bounds.check("socket buffer", socketBufferBytes, 0, Limits.MAX_SOCKET_BUFFER_BYTES);
        Bounds.check("duration millis", durationMillis, 1, Limits.MAX_DURATION_MILLIS);
        Bounds.check("omit millis", omitMillis, 0, Limits.MAX_DURATION_MILLIS);
    }

    @Override
    public int streamCount() {
        return direction == TputDirection.BIDIRECTIONAL ? 2 * streams : streams;
    }

    @Override
    public long runMillis() {
        return omitMillis + durationMillis;
    }

    /** True when the client writes on data connection {@code streamIndex}. */
    public boolean clientSends(int streamIndex) {
        return switch (direction) {
            case CLIENT_SENDS -> true;
            case SERVER_SENDS -> false;
            case BIDIRECTIONAL -> streamIndex < streams;
        };
    }

    @Override
    public ByteBuffer encode() {
        return new PayloadWriter()
                .u8(KIND_TPUT)
                .i32(streams)
                .u8(direction.ordinal())
                .i32(blockBytes)
                .i32(socketBufferBytes)
                .i64(durationMillis)
                .i64(omitMillis)
                .toBuffer();
    }

    static TputSpec read(PayloadReader r) throws ProtocolException {
        int streams = r.i32("streams");
        TputDirection direction = TestSpec.enumOf(TputDirection.class, r.u8("direction"), "direction");
        return new TputSpec(
                streams,
                direction,
                r.i32("block size"),
                r.i32("socket buffer"),
                r.i64("duration millis"),
                r.i64("omit millis"));
    }
}
