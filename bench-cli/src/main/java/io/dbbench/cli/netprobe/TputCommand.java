package io.dbbench.cli.netprobe;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.netprobe.ProbeException;
import io.dbbench.netprobe.protocol.TputDirection;
import io.dbbench.netprobe.tput.Iperf3Json;
import io.dbbench.netprobe.tput.TputClient;
import io.dbbench.netprobe.tput.TputConfig;
import io.dbbench.netprobe.tput.TputInterval;
import io.dbbench.netprobe.tput.TputListener;
import io.dbbench.netprobe.tput.TputResult;
import io.dbbench.netprobe.tput.TputStart;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code netprobe tput}: TCP throughput, iperf3's options and (with --json) iperf3's JSON. */
@Command(
        name = "tput",
        mixinStandardHelpOptions = true,
        description = "TCP throughput to a netprobe server, like iperf3 (same options, same --json layout).")
final class TputCommand extends ProbeCommand {
    @Mixin
    ClientOptions client;

    @Option(
            names = {"-t", "--time"},
            paramLabel = "SECONDS",
            description = "Measured time (default: ${DEFAULT-VALUE}).")
    double seconds = 10;

    @Mixin
    ReportIntervalOption interval;

    @Option(
            names = {"-P", "--parallel"},
            paramLabel = "N",
            description = "Parallel streams (default: ${DEFAULT-VALUE}).")
    int streams = 1;

    @Option(
            names = {"-R", "--reverse"},
            description = "The server sends, the client receives.")
    boolean reverse;

    @Option(names = "--bidir", description = "Both directions at once (-P streams each way).")
    boolean bidir;

    @Option(
            names = {"-l", "--length"},
            paramLabel = "SIZE",
            converter = Units.Size.class,
            description = "Bytes per write, e.g. 128K (default: 128K).")
    int blockBytes = TputConfig.DEFAULT_BLOCK_BYTES;

    @Option(
            names = {"-w", "--window"},
            paramLabel = "SIZE",
            converter = Units.Size.class,
            description = "SO_SNDBUF/SO_RCVBUF on both ends, e.g. 4M (default: the OS's).")
    int socketBufferBytes;

    @Option(
            names = {"-O", "--omit"},
            paramLabel = "SECONDS",
            description = "Warm-up left out of the totals (default: 0).")
    double omitSeconds;

    @Option(
            names = {"-J", "--json"},
            description = "Print iperf3-style JSON at the end instead of text.")
    boolean json;

    @Override
    int execute() throws ProbeException, InterruptedException {
        if (reverse && bidir) {
            throw new IllegalArgumentException("-R and --bidir exclude each other");
        }
        TputDirection direction =
                bidir ? TputDirection.BIDIRECTIONAL : reverse ? TputDirection.SERVER_SENDS : TputDirection.CLIENT_SENDS;
        TputConfig config = new TputConfig(
                client.host,
                client.port,
                Units.millis(seconds, "-t"),
                interval.millis(),
                streams,
                direction,
                blockBytes,
                socketBufferBytes,
                Units.millis(omitSeconds, "-O"),
                client.connectTimeout(),
                client.idleTimeout());
        TputText text = new TputText(out(), config);
        TputClient probe = new TputClient(
                config,
                json
                        ? TputListener.NONE
                        : new TputListener() {
                            @Override
                            public void onStart(TputStart start) {
                                text.start(start);
                            }

                            @Override
                            public void onInterval(TputInterval interval) {
                                text.interval(interval);
                            }
                        });
        StopOnSignal signal = StopOnSignal.stopping(probe::stop);
        try {
            TputResult result = probe.run();
            if (json) {
                out().print(Iperf3Json.format(result));
            } else {
                text.end(result);
            }
            out().flush();
        } finally {
            signal.close();
        }
        return ExitCodes.OK;
    }
}
