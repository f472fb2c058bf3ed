package io.dbbench.netprobe.tput;

import io.dbbench.netprobe.EndReason;
import java.util.List;
import java.util.OptionalDouble;

/**
 * A finished (or stopped) throughput test: set-up, intervals, per-stream totals at both ends, and the
 * CPU used by the client and server processes (percent of one core; empty when unknown).
 */
public record TputResult(
        TputConfig config,
        TputStart start,
        List<TputInterval> intervals,
        List<StreamEnd> streams,
        OptionalDouble clientCpuPercent,
        OptionalDouble serverCpuPercent,
        EndReason endReason) {
    public TputResult {
        intervals = List.copyOf(intervals);
        streams = List.copyOf(streams);
    }

    public boolean hasDirection(boolean clientSends) {
        return streams.stream().anyMatch(s -> s.clientSends() == clientSends);
    }

    /** Sender totals of every stream in one direction ({@code clientSends} true: client to server). */
    public SideTotals sent(boolean clientSends) {
        return streams.stream()
                .filter(s -> s.clientSends() == clientSends)
                .map(StreamEnd::sender)
                .reduce(SideTotals.NONE, SideTotals::plus);
    }

    /** Receiver totals of every stream in one direction. */
    public SideTotals received(boolean clientSends) {
        return streams.stream()
                .filter(s -> s.clientSends() == clientSends)
                .map(StreamEnd::receiver)
                .reduce(SideTotals.NONE, SideTotals::plus);
    }
}
