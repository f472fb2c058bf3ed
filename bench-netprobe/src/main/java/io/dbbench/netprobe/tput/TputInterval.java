package io.dbbench.netprobe.tput;

import io.dbbench.netprobe.stats.Rates;
import java.util.List;

/**
 * One reporting interval. Times are seconds from the start of its phase: the omitted warm-up (then
 * {@code omitted} is true) or the measurement, as iperf3 counts them.
 */
public record TputInterval(double startSeconds, double endSeconds, boolean omitted, List<StreamInterval> streams) {
    public TputInterval {
        streams = List.copyOf(streams);
    }

    /** Bytes of all streams in one direction: {@code clientSends} true for client-to-server. */
    public long bytes(boolean clientSends) {
        return streams.stream()
                .filter(s -> s.clientSends() == clientSends)
                .mapToLong(StreamInterval::bytes)
                .sum();
    }

    public boolean hasDirection(boolean clientSends) {
        return streams.stream().anyMatch(s -> s.clientSends() == clientSends);
    }

    public long nanos() {
        return Math.round((endSeconds - startSeconds) * 1e9);
    }

    public double bitsPerSecond(boolean clientSends) {
        return Rates.bitsPerSecond(bytes(clientSends), nanos());
    }
}
