package io.dbbench.cli.netprobe;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.netprobe.protocol.RrSpec;
import io.dbbench.netprobe.protocol.TestSpec;
import io.dbbench.netprobe.protocol.TputSpec;
import io.dbbench.netprobe.server.CloseReason;
import io.dbbench.netprobe.server.ConnectionClosed;
import io.dbbench.netprobe.server.ProbeServer;
import io.dbbench.netprobe.server.ServerConfig;
import io.dbbench.netprobe.server.ServerListener;
import io.dbbench.netprobe.server.ServerTestSummary;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code netprobe server}: serves tput, rr and control connections until Ctrl-C or --duration. */
@Command(
        name = "server",
        mixinStandardHelpOptions = true,
        description = "Serve tput and rr tests (binds 127.0.0.1 unless --bind says otherwise).")
final class ServerCommand extends ProbeCommand {
    @Option(names = "--bind", paramLabel = "ADDRESS", description = "Address to listen on (default: ${DEFAULT-VALUE}).")
    String bind = ServerConfig.DEFAULT_BIND_HOST;

    @Option(
            names = {"-p", "--port"},
            paramLabel = "PORT",
            description = "Port to listen on (default: ${DEFAULT-VALUE}).")
    int port = ServerConfig.DEFAULT_PORT;

    @Option(
            names = "--max-clients",
            paramLabel = "N",
            description = "Connections served at once; more are refused (default: ${DEFAULT-VALUE}).")
    int maxClients = ServerConfig.DEFAULT_MAX_CLIENTS;

    @Option(
            names = "--max-clients-per-address",
            paramLabel = "N",
            description =
                    "Connections one client address may hold at once (default: a quarter of --max-clients, at least 1).")
    Integer maxClientsPerAddress;

    @Option(
            names = "--idle-timeout",
            paramLabel = "SECONDS",
            description = "Close a connection that moves no byte for this long (default: ${DEFAULT-VALUE}).")
    double idleTimeoutSeconds = ServerConfig.DEFAULT_IDLE_TIMEOUT.toSeconds();

    @Option(
            names = "--hello-timeout",
            paramLabel = "SECONDS",
            description = "Close a connection whose first message (its hello) is not complete this long after it "
                    + "connected, so that silent connections free their slots early (default: ${DEFAULT-VALUE}).")
    double helloTimeoutSeconds = ServerConfig.DEFAULT_HELLO_TIMEOUT.toMillis() / 1000.0;

    @Option(
            names = "--write-dir",
            paramLabel = "DIR",
            description = "Directory where rr --write-file tests write (default: none, such tests are refused).")
    Path writeDir;

    @Option(
            names = "--duration",
            paramLabel = "SECONDS",
            description = "Stop after this long (default: 0, until Ctrl-C).")
    double durationSeconds;

    @Option(
            names = {"-q", "--quiet"},
            description = "Only print problems, not every connection and test.")
    boolean quiet;

    @Override
    int execute() throws IOException, InterruptedException {
        if (writeDir != null && !Files.isDirectory(writeDir)) {
            throw new IllegalArgumentException("--write-dir " + writeDir + " is not a directory");
        }
        long durationMillis = Units.millis(durationSeconds, "--duration");
        ServerConfig config = new ServerConfig(
                bind,
                port,
                maxClients,
                Duration.ofMillis(Math.max(1, Units.millis(idleTimeoutSeconds, "--idle-timeout"))),
                writeDir);
        long helloTimeoutMillis = Units.millis(helloTimeoutSeconds, "--hello-timeout");
        if (helloTimeoutMillis < 1) {
            throw new IllegalArgumentException("--hello-timeout must be at least 0.001 s, got " + helloTimeoutSeconds);
        }
        config = config.withHelloTimeout(Duration.ofMillis(helloTimeoutMillis));
        if (maxClientsPerAddress != null) {
            if (maxClientsPerAddress < 1 || maxClientsPerAddress > maxClients) {
                throw new IllegalArgumentException("--max-clients-per-address must be 1.." + maxClients
                        + " (--max-clients), got " + maxClientsPerAddress);
            }
            config = config.withMaxClientsPerAddress(maxClientsPerAddress);
        }
        CountDownLatch stopped = new CountDownLatch(1);
        try (ProbeServer server = ProbeServer.start(config, new PrintingListener(out(), err(), quiet))) {
            StopOnSignal signal = StopOnSignal.stopping(stopped::countDown);
            try {
                if (durationMillis > 0) {
                    stopped.await(durationMillis, TimeUnit.MILLISECONDS);
                } else {
                    stopped.await();
                }
                out().println("netprobe server on " + describe(server.address()) + " stopping");
            } finally {
                signal.close();
            }
        }
        return ExitCodes.OK;
    }

    private static String describe(InetSocketAddress a) {
        return a.getAddress().getHostAddress() + ":" + a.getPort();
    }

    private static String describe(TestSpec spec) {
        if (spec instanceof TputSpec t) {
            return String.format(
                    "tput %s, %d stream(s), %d-byte blocks",
                    t.direction().name().toLowerCase(), t.streamCount(), t.blockBytes());
        }
        RrSpec r = (RrSpec) spec;
        return String.format(
                "rr %s, %d-byte requests, %d connection(s)%s",
                r.mode().name().toLowerCase(),
                r.messageBytes(),
                r.connections(),
                r.writesFile()
                        ? ", writing " + r.writeFileName() + " (fsync "
                                + r.fsync().name().toLowerCase() + ")"
                        : "");
    }

    /** Prints server events; called from server threads, so every method prints one whole line. */
    private record PrintingListener(PrintWriter out, PrintWriter err, boolean quiet) implements ServerListener {
        @Override
        public synchronized void onListening(InetSocketAddress address) {
            out.println("netprobe server listening on " + describe(address));
            out.flush();
        }

        @Override
        public synchronized void onConnectionClosed(ConnectionClosed c) {
            boolean problem = c.reason() != CloseReason.COMPLETED && c.reason() != CloseReason.SERVER_SHUTDOWN;
            if (problem) {
                err.println("connection " + c.connectionId() + " from " + c.remote() + " closed: " + c.reason()
                        + (c.detail().isEmpty() ? "" : " (" + c.detail() + ")"));
                err.flush();
            }
        }

        @Override
        public synchronized void onTestFinished(ServerTestSummary s) {
            if (quiet) {
                return;
            }
            String cpu = s.results().cpuPercent().isPresent()
                    ? String.format("%.1f%%", s.results().cpuPercent().getAsDouble())
                    : "unavailable";
            long bytes =
                    s.results().streams().stream().mapToLong(t -> t.bytes()).sum();
            out.println("test from " + s.remote() + ": " + describe(s.spec()) + " done in "
                    + String.format("%.2f s", s.runNanos() / 1e9) + ", " + bytes + " bytes on "
                    + s.results().streams().size() + " stream(s), server CPU " + cpu);
            out.flush();
        }
    }
}
