package io.dbbench.netprobe.protocol;

import io.dbbench.netprobe.Bounds;
import java.nio.ByteBuffer;
import java.util.regex.Pattern;

/**
 * A request/response test: {@code connections} data connections carrying requests of exactly
 * {@code messageBytes}; with a {@code writeFileName} the server writes each request to a file in its
 * write directory (and syncs it per {@code fsync}) before acknowledging it.
 */
public record RrSpec(
        RrMode mode, int messageBytes, int connections, String writeFileName, FsyncMode fsync, long durationMillis)
        implements TestSpec {

    /** A plain file name: no separators, no leading dot, so it cannot leave the server's write directory. */
    private static final Pattern SAFE_FILE_NAME = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.-]*");

    public RrSpec {
        Bounds.check("message length", messageBytes, 1, Limits.MAX_BLOCK_BYTES);
        Bounds.check("connections", connections, 1, Limits.MAX_STREAMS);
        Bounds.check("duration millis", durationMillis, 1, Limits.MAX_DURATION_MILLIS);
        writeFileName = writeFileName == null ? "" : writeFileName;
        if (!writeFileName.isEmpty()
                && (writeFileName.length() > Limits.MAX_FILE_NAME_CHARS
                        || !SAFE_FILE_NAME.matcher(writeFileName).matches())) {
            throw new IllegalArgumentException("write file name must be a plain file name of letters, digits, "
                    + "'_', '-', '.' (at most " + Limits.MAX_FILE_NAME_CHARS + " characters), got '"
                    + writeFileName + "'");
        }
    }

    public boolean writesFile() {
        return !writeFileName.isEmpty();
    }

    @Override
    public int streamCount() {
        return connections;
    }

    @Override
    public long runMillis() {
        return durationMillis;
    }

    @Override
    public ByteBuffer encode() {
        return new PayloadWriter()
                .u8(KIND_RR)
                .u8(mode.ordinal())
                .i32(messageBytes)
                .i32(connections)
                .string(writeFileName, Limits.MAX_FILE_NAME_CHARS)
                .u8(fsync.ordinal())
                .i64(durationMillis)
                .toBuffer();
    }

    static RrSpec read(PayloadReader r) throws ProtocolException {
        RrMode mode = TestSpec.enumOf(RrMode.class, r.u8("mode"), "mode");
        int messageBytes = r.i32("message length");
        int connections = r.i32("connections");
        String file = r.string("write file name", Limits.MAX_FILE_NAME_CHARS);
        FsyncMode fsync = TestSpec.enumOf(FsyncMode.class, r.u8("fsync"), "fsync");
        return new RrSpec(mode, messageBytes, connections, file, fsync, r.i64("duration millis"));
    }
}
