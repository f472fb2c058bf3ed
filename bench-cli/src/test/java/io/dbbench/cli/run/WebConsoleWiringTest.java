package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.webconsole.LiveConsole;
import io.dbbench.cli.webconsole.WebConsoleFlags;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.RunConfig;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** --console on the command line: refused where the run is not one process's, and no secret reaches the page. */
class WebConsoleWiringTest {
    private static final String STRESS = Path.of("../configs/Stress_Test.xml").toString();
    private static final String NOWHERE = "jdbc:postgresql://127.0.0.1:1/nowhere";

    private static void assertRefused(CliRun r, String message) {
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertTrue(r.err().contains(message), r.err());
        assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
    }

    @Test
    void aSweepRefusesTheConsole_forkAndReplicasRefuseOnlyRaisingUsers() {
        assertRefused(
                CliRun.of(
                        "-c",
                        STRESS,
                        "-cs",
                        NOWHERE,
                        "-uc",
                        "2",
                        "--iterations",
                        "2x1s",
                        "--replicas",
                        "1,2",
                        "--console",
                        "0"),
                "option --console: cannot be used with a sweep (--replicas N,M,...)");
        assertRefused(
                CliRun.of(
                        "-c",
                        STRESS,
                        "-cs",
                        NOWHERE,
                        "--iterations",
                        "2x1s",
                        "--fork",
                        "--console",
                        "0",
                        "--console-max-users",
                        "4"),
                "option --console-max-users: cannot be used with --fork: the merged page of the children only reads");
        assertRefused(
                CliRun.of(
                        "-c",
                        STRESS,
                        "-cs",
                        NOWHERE,
                        "-uc",
                        "2",
                        "--replicas",
                        "2",
                        "--console",
                        "0",
                        "--console-max-users",
                        "4"),
                "option --console-max-users: cannot be used with --replicas N");
        assertRefused(
                CliRun.of("-c", STRESS, "-cs", NOWHERE, "--console", "0", "--console-max-users", "0"),
                "option --console-max-users: must be at least 1, was 0");
        assertRefused(
                CliRun.of("-c", STRESS, "-cs", NOWHERE, "--rate", "100", "--console", "0", "--console-max-users", "4"),
                "option --console-max-users: cannot be used with --rate");
        assertRefused(
                CliRun.of("-c", STRESS, "-cs", NOWHERE, "--console-linger", "3"),
                "option --console-linger: needs --console");
    }

    @Test
    void aTakenPortIsOneLineAndExit2_beforeTheDatabaseIsTried() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            // the database is nowhere: were the port taken after it was tried, the run would fail on it instead
            assertRefused(
                    CliRun.of("-c", STRESS, "-cs", NOWHERE, "--console", "127.0.0.1:" + taken.getLocalPort()),
                    "option --console: cannot listen on 127.0.0.1:" + taken.getLocalPort());
            assertRefused(
                    CliRun.of(
                            "capacity",
                            "-c",
                            STRESS,
                            "-cs",
                            NOWHERE,
                            "-u",
                            "u",
                            "-p",
                            "p",
                            "--users",
                            "1,2",
                            "--console",
                            "127.0.0.1:" + taken.getLocalPort()),
                    "option --console: cannot listen on 127.0.0.1:" + taken.getLocalPort());
        }
    }

    @Test
    void theHelpNamesTheConsolesOptions() {
        String help = CliRun.of("-h").out();
        for (String o : List.of("--console", "--console-linger", "--console-max-users"))
            assertTrue(help.contains(o), o + " missing from the help");
        assertTrue(CliRun.of("capacity", "-h").out().contains("--console"), "capacity's help");
    }

    @Test
    void noSecretOfTheConnectionReachesThePageTheStateOrTheStream() throws Exception {
        String password = "Pw-never-shown-42";
        RunConfig config = RunConfig.builder()
                .name("secrets")
                .users(1)
                .transaction("T", "T", "x.T", 1)
                .build()
                .withConnection(new ConnectionConfig(
                        "bench",
                        io.dbbench.core.config.Secret.of(password),
                        "jdbc:postgresql://db.example:5433/bench?user=bench&password=" + password,
                        "thin",
                        null,
                        null,
                        List.of(),
                        null));
        DatabaseTarget target = DatabaseTarget.of(config, false);
        WebConsoleFlags flags = new WebConsoleFlags();
        new CommandLine(flags).parseArgs("--console", "0");
        StringWriter err = new StringWriter();
        try (LiveConsole console = LiveConsole.start(
                flags,
                flags.bind(new PrintWriter(err)),
                LiveConsole.identity(
                        config.displayName(), Path.of(STRESS), List.of("Stress Test"), target.describe(), 1, "0:00:10"),
                1,
                null,
                null,
                null)) {
            StringWriter banner = new StringWriter();
            console.banner(new PrintWriter(banner));
            String url = banner.toString().strip().substring("Console: ".length());
            HttpClient http = HttpClient.newBuilder()
                    .connectTimeout(Duration.ofSeconds(30))
                    .build();
            StringBuilder seen = new StringBuilder(banner.toString());
            for (String path : List.of("", "api/state", "console.js")) {
                seen.append(http.send(
                                HttpRequest.newBuilder(URI.create(url + path))
                                        .timeout(Duration.ofSeconds(30))
                                        .build(),
                                HttpResponse.BodyHandlers.ofString())
                        .body());
            }
            assertTrue(seen.toString().contains("db.example"), "the database is named: " + seen);
            assertFalse(seen.toString().contains(password), "the password leaked: " + seen);
            assertFalse(err.toString().contains(password));
        }
    }
}
