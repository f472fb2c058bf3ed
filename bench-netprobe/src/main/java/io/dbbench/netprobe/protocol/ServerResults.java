package io.dbbench.netprobe.protocol;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * Payload of RESULTS: the server process's CPU use over the test (percent of one core, absent when the
 * JVM cannot tell) and what the server measured on each data connection.
 */
public record ServerResults(OptionalDouble cpuPercent, List<StreamTotals> streams) {
    private static final int MAX_STREAM_ENTRIES = Limits.MAX_STREAMS;

    /**
     * One data connection as the server saw it: bytes it moved after the warm-up mark, over how long,
     * and how many messages (rr requests; 0 for tput).
     */
    public record StreamTotals(int streamIndex, long bytes, long nanos, long messages) {}

    public ServerResults {
        streams = List.copyOf(streams);
    }

    public ByteBuffer encode() {
        PayloadWriter w = new PayloadWriter()
                .u8(cpuPercent.isPresent() ? 1 : 0)
                .f64(cpuPercent.orElse(0))
                .i32(streams.size());
        for (StreamTotals s : streams) {
            w.i32(s.streamIndex).i64(s.bytes).i64(s.nanos).i64(s.messages);
        }
        return w.toBuffer();
    }

    public static ServerResults decode(ByteBuffer payload) throws ProtocolException {
        PayloadReader r = new PayloadReader(payload, "RESULTS");
        boolean hasCpu = r.u8("cpu flag") == 1;
        double cpu = r.f64("cpu percent");
        int count = r.i32("stream count");
        if (count < 0 || count > MAX_STREAM_ENTRIES) {
            throw new ProtocolException("RESULTS: stream count " + count + " outside 0.." + MAX_STREAM_ENTRIES);
        }
        List<StreamTotals> streams = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            streams.add(new StreamTotals(r.i32("stream index"), r.i64("bytes"), r.i64("nanos"), r.i64("messages")));
        }
        r.end();
        return new ServerResults(hasCpu ? OptionalDouble.of(cpu) : OptionalDouble.empty(), streams);
    }
}
