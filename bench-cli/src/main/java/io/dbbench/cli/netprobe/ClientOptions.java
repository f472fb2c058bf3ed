package io.dbbench.cli.netprobe;

import io.dbbench.netprobe.server.ServerConfig;
import java.time.Duration;
import picocli.CommandLine.Option;

/** Where the probe server is and how long to wait for it; shared by tput and rr. */
final class ClientOptions {
    @Option(
            names = {"-c", "--client"},
            required = true,
            paramLabel = "HOST",
            description = "Server to connect to.")
    String host;

    @Option(
            names = {"-p", "--port"},
            paramLabel = "PORT",
            description = "Server port (default: ${DEFAULT-VALUE}).")
    int port = ServerConfig.DEFAULT_PORT;

    @Option(
            names = "--connect-timeout",
            paramLabel = "SECONDS",
            description = "Give up connecting after this long (default: ${DEFAULT-VALUE}).")
    double connectTimeoutSeconds = 5;

    @Option(
            names = "--idle-timeout",
            paramLabel = "SECONDS",
            description = "Fail when a connection moves no byte for this long (default: ${DEFAULT-VALUE}).")
    double idleTimeoutSeconds = 10;

    Duration connectTimeout() {
        return Duration.ofMillis(Math.max(1, Units.millis(connectTimeoutSeconds, "--connect-timeout")));
    }

    Duration idleTimeout() {
        return Duration.ofMillis(Math.max(1, Units.millis(idleTimeoutSeconds, "--idle-timeout")));
    }
}
