package io.dbbench.netprobe.tput;

import java.time.Instant;
import java.util.List;

/**
 * What was set up before the first byte: when, to where, which connections, which buffers, and the
 * client system ("Linux 6.1.0 amd64", iperf3's system_info).
 */
public record TputStart(
        Instant timestamp, String host, int port, long cookie, String systemInfo, List<ConnectedStream> streams) {
    public TputStart {
        streams = List.copyOf(streams);
    }
}
