package io.dbbench.cli.netprobe;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.netprobe.ProbeException;
import io.dbbench.netprobe.protocol.FsyncMode;
import io.dbbench.netprobe.protocol.RrMode;
import io.dbbench.netprobe.rr.RrClient;
import io.dbbench.netprobe.rr.RrConfig;
import io.dbbench.netprobe.rr.RrInterval;
import io.dbbench.netprobe.rr.RrListener;
import io.dbbench.netprobe.rr.RrResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code netprobe rr}: request/response latency and throughput, like oratcptest and sockperf. */
@Command(
        name = "rr",
        mixinStandardHelpOptions = true,
        description = "Request/response latency and throughput to a netprobe server, like oratcptest/sockperf.")
final class RrCommand extends ProbeCommand {
    @Mixin
    ClientOptions client;

    @Option(
            names = "--mode",
            paramLabel = "sync|async",
            description = "sync: wait for each acknowledgement (ping-pong); async: stream, acknowledgements follow "
                    + "(default: ${DEFAULT-VALUE}).")
    String mode = "sync";

    @Option(
            names = {"-l", "--length"},
            paramLabel = "SIZE",
            converter = Units.Size.class,
            description = "Bytes per request, e.g. 64, 8K (default: 4096).")
    int messageBytes = RrConfig.DEFAULT_MESSAGE_BYTES;

    @Option(names = "--num-conn", paramLabel = "N", description = "Connections (default: ${DEFAULT-VALUE}).")
    int connections = 1;

    @Option(
            names = {"-t", "--time"},
            paramLabel = "SECONDS",
            description = "Longest run (default: ${DEFAULT-VALUE}).")
    double seconds = 10;

    @Mixin
    ReportIntervalOption interval;

    @Option(
            names = "--rate",
            paramLabel = "N",
            description = "Requests per second in all, open loop: latency counts from the intended send time "
                    + "(default: 0, as fast as acknowledgements allow).")
    long rate;

    @Option(
            names = {"-n", "--count"},
            paramLabel = "N",
            description = "Stop after this many requests (default: 0, no bound).")
    long count;

    @Option(
            names = "--write-file",
            paramLabel = "NAME",
            description = "The server writes each request to this file in its --write-dir before acknowledging it.")
    String writeFile = "";

    @Option(
            names = "--fsync",
            paramLabel = "none|data|full",
            description =
                    "Sync of --write-file per request: none, data (fdatasync), full (fsync) (default: ${DEFAULT-VALUE}).")
    String fsync = "none";

    @Override
    int execute() throws ProbeException, InterruptedException {
        RrConfig config = new RrConfig(
                client.host,
                client.port,
                choice(RrMode.class, mode, "--mode"),
                messageBytes,
                connections,
                Units.millis(seconds, "-t"),
                interval.millis(),
                rate,
                count,
                writeFile,
                choice(FsyncMode.class, fsync, "--fsync"),
                client.connectTimeout(),
                client.idleTimeout());
        RrText text = new RrText(out(), config);
        RrClient probe = new RrClient(config, new RrListener() {
            @Override
            public void onConnected() {
                text.start();
            }

            @Override
            public void onInterval(RrInterval interval) {
                text.interval(interval);
            }
        });
        StopOnSignal signal = StopOnSignal.stopping(probe::stop);
        try {
            RrResult result = probe.run();
            text.end(result);
        } finally {
            signal.close();
        }
        return ExitCodes.OK;
    }

    static <E extends Enum<E>> E choice(Class<E> type, String value, String option) {
        for (E e : type.getEnumConstants()) {
            if (e.name().equalsIgnoreCase(value)) {
                return e;
            }
        }
        throw new IllegalArgumentException(option + " must be one of "
                + java.util.Arrays.toString(type.getEnumConstants()).toLowerCase() + ", got '" + value + "'");
    }
}
