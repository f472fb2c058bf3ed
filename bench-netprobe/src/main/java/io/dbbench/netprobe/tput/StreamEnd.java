package io.dbbench.netprobe.tput;

/** A stream's totals at both ends: the sender's count and the receiver's, which should agree. */
public record StreamEnd(int streamId, boolean clientSends, SideTotals sender, SideTotals receiver) {}
