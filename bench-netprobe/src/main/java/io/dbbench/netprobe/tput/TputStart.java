package io.dbbench.netprobe.tput;

import java.time.Instant;
import java.util.List;

/** What was set up before the first byte: when, to where, which connections, which buffers. */
public record TputStart(Instant timestamp, String host, int port, long cookie, List<ConnectedStream> streams) {
    public TputStart {
        streams = List.copyOf(streams);
    }
}
