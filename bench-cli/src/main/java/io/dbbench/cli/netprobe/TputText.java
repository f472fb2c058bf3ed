package io.dbbench.cli.netprobe;

import io.dbbench.netprobe.EndReason;
import io.dbbench.netprobe.protocol.TputDirection;
import io.dbbench.netprobe.tput.ConnectedStream;
import io.dbbench.netprobe.tput.SideTotals;
import io.dbbench.netprobe.tput.StreamEnd;
import io.dbbench.netprobe.tput.StreamInterval;
import io.dbbench.netprobe.tput.TputConfig;
import io.dbbench.netprobe.tput.TputInterval;
import io.dbbench.netprobe.tput.TputResult;
import io.dbbench.netprobe.tput.TputStart;
import java.io.PrintWriter;
import java.util.OptionalDouble;

/** iperf3-like text for a throughput test: connections, one line per stream and interval, totals at both ends. */
record TputText(PrintWriter out, TputConfig config) {
    void start(TputStart start) {
        out.printf("Connecting to host %s, port %d%n", start.host(), start.port());
        for (ConnectedStream s : start.streams()) {
            out.printf(
                    "[%3d] local %s port %d connected to %s port %d %s%n",
                    s.streamId(), s.localHost(), s.localPort(), s.remoteHost(), s.remotePort(), role(s.clientSends()));
        }
        ConnectedStream first = start.streams().get(0);
        out.printf(
                "Socket buffers: requested %s; client sndbuf %d rcvbuf %d; server sndbuf %d rcvbuf %d%n",
                config.socketBufferBytes() == 0 ? "OS default" : config.socketBufferBytes() + " bytes",
                first.clientSendBufferBytes(),
                first.clientReceiveBufferBytes(),
                first.serverSendBufferBytes(),
                first.serverReceiveBufferBytes());
        out.println("[ ID] Role  Interval           Transfer      Bitrate");
        out.flush();
    }

    void interval(TputInterval interval) {
        String span = String.format("%6.2f-%-6.2f sec", interval.startSeconds(), interval.endSeconds());
        String omitted = interval.omitted() ? "  (omitted)" : "";
        for (StreamInterval s : interval.streams()) {
            out.printf(
                    "[%3d] %s %s  %-12s  %s%s%n",
                    s.streamId(),
                    role(s.clientSends()),
                    span,
                    Units.bytes(s.bytes()),
                    Units.bitrate(s.bitsPerSecond()),
                    omitted);
        }
        for (boolean clientSends : new boolean[] {true, false}) {
            long count = interval.streams().stream()
                    .filter(s -> s.clientSends() == clientSends)
                    .count();
            if (count > 1) {
                out.printf(
                        "[SUM] %s %s  %-12s  %s%s%n",
                        role(clientSends),
                        span,
                        Units.bytes(interval.bytes(clientSends)),
                        Units.bitrate(interval.bitsPerSecond(clientSends)),
                        omitted);
            }
        }
        out.flush();
    }

    void end(TputResult result) {
        out.println("- - - - - - - - - - - - - - - - - - - - - - - - -");
        if (result.endReason() == EndReason.STOPPED) {
            out.println("Stopped early: totals cover what was measured until then.");
        }
        out.println("[ ID] Role  Interval           Transfer      Bitrate          End");
        for (StreamEnd s : result.streams()) {
            line(String.format("%3d", s.streamId()), s.clientSends(), s.sender(), "sender");
            line(String.format("%3d", s.streamId()), s.clientSends(), s.receiver(), "receiver");
        }
        if (result.streams().size() > 1) {
            for (boolean clientSends : new boolean[] {true, false}) {
                if (result.hasDirection(clientSends)) {
                    line("SUM", clientSends, result.sent(clientSends), "sender");
                    line("SUM", clientSends, result.received(clientSends), "receiver");
                }
            }
        }
        out.printf(
                "CPU (percent of one core): client %s, server %s%n",
                cpu(result.clientCpuPercent()), cpu(result.serverCpuPercent()));
        if (config.direction() == TputDirection.BIDIRECTIONAL) {
            out.println("TX-C: client to server, RX-C: server to client");
        }
        out.flush();
    }

    private void line(String id, boolean clientSends, SideTotals totals, String end) {
        out.printf(
                "[%s] %s %6.2f-%-6.2f sec  %-12s  %-15s  %s%n",
                id,
                role(clientSends),
                0.0,
                totals.seconds(),
                Units.bytes(totals.bytes()),
                Units.bitrate(totals.bitsPerSecond()),
                end);
    }

    private static String role(boolean clientSends) {
        return clientSends ? "TX-C" : "RX-C";
    }

    private static String cpu(OptionalDouble percent) {
        return percent.isPresent() ? String.format("%.1f%%", percent.getAsDouble()) : "unavailable";
    }
}
