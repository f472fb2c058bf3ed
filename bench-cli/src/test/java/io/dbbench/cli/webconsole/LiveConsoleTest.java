package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class LiveConsoleTest {
    private static LiveConsole start() throws Exception {
        WebConsoleFlags flags = new WebConsoleFlags();
        new CommandLine(flags).parseArgs("--console", "0");
        return LiveConsole.start(
                flags, flags.bind(new PrintWriter(new StringWriter())), "{}", 1, "fixed for the test", null, null);
    }

    private static void awaitOpen(WebConsole web) {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            while (web.streams().openStreams() < 1) Thread.sleep(10);
        });
    }

    @Test
    void aRunThatEndsOnAnExceptionStillTellsItsPagesItEnded_asFailed() throws Exception {
        LiveConsole console = start();
        try (ConsoleClient.Events ends = new ConsoleClient.Events(new ConsoleClient(console.web()), "end")) {
            awaitOpen(console.web());
            console.close(); // no finish: BenchmarkRun.run or the report threw
            assertEquals(List.of("{\"exitCode\":null,\"results\":null,\"resultsFile\":null}"), ends.await(1));
        }
    }

    @Test
    void aRunRefusedBeforeItsResultsSaysWhyAndItsExitCode_once() throws Exception {
        LiveConsole console = start();
        try (ConsoleClient.Events ends = new ConsoleClient.Events(new ConsoleClient(console.web()), "end");
                ConsoleClient.Events events = new ConsoleClient.Events(new ConsoleClient(console.web()), "event")) {
            assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
                while (console.web().streams().openStreams() < 2) Thread.sleep(10);
            });
            console.failed(4, "replica(s) 1/2 of run key k did not arrive within 2 s");
            console.close();
            List<String> sent = ends.await(2);
            assertEquals(List.of("{\"exitCode\":4,\"results\":null,\"resultsFile\":null}"), sent);
            List<String> sentEvents = events.await(1);
            assertEquals(
                    true,
                    sentEvents.stream()
                            .anyMatch(e -> e.contains("\"kind\":\"error\"") && e.contains("did not arrive within 2 s")),
                    sentEvents.toString());
        }
    }

    @Test
    void aFinishedRunsEndIsSentOnce() throws Exception {
        LiveConsole console = start();
        try (ConsoleClient.Events ends = new ConsoleClient.Events(new ConsoleClient(console.web()), "end")) {
            awaitOpen(console.web());
            console.finish(Path.of("/tmp/r/results.html"), 3, null, new PrintWriter(new StringWriter()));
            console.close();
            List<String> sent = ends.await(2);
            assertEquals(1, sent.size(), "the close adds no second end: " + sent);
            assertEquals(
                    "{\"exitCode\":3,\"results\":\"/results.html\",\"resultsFile\":\"/tmp/r/results.html\"}",
                    sent.get(0));
        }
    }

    @Test
    void theDatabaseIsShownWithoutTheConnectStringsProperties_noWalletPathNoSecret() {
        assertEquals(
                "jdbc:oracle:thin:@db_high (properties not shown)",
                LiveConsole.withoutProperties("jdbc:oracle:thin:@db_high?TNS_ADMIN=/home/me/wallet_db"));
        assertEquals(
                "jdbc:sqlserver://db:1433 (properties not shown)",
                LiveConsole.withoutProperties("jdbc:sqlserver://db:1433;databaseName=b;trustStorePassword=s"));
        assertEquals(
                "embedded PostgreSQL 16 on 127.0.0.1:5",
                LiveConsole.withoutProperties("embedded PostgreSQL 16 on 127.0.0.1:5"));
        String identity = LiveConsole.identity(
                "c", null, List.of("w"), "jdbc:postgresql://h/b?sslkey=/secret/key.pk8&sslpassword=x", 1, "0:10");
        assertEquals(false, identity.contains("/secret"), identity);
    }
}
