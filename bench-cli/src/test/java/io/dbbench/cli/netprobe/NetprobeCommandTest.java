package io.dbbench.cli.netprobe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.netprobe.server.ProbeServer;
import io.dbbench.netprobe.server.ServerConfig;
import io.dbbench.netprobe.server.ServerListener;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class NetprobeCommandTest {
    private static ProbeServer server;

    record Run(int exit, String out, String err) {}

    @BeforeAll
    static void startServer() throws Exception {
        server = ProbeServer.start(
                new ServerConfig("127.0.0.1", 0, 16, Duration.ofSeconds(5), null), ServerListener.NONE);
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cmd = new CommandLine(new NetprobeCommand());
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        int exit = cmd.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    private static String port() {
        return String.valueOf(server.address().getPort());
    }

    /** A loopback port nobody listens on (bound and released a moment ago). */
    private static String closedPort() throws Exception {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return String.valueOf(s.getLocalPort());
        }
    }

    @Test
    void tputJsonIsIperf3ShapedAndBothEndsAgree() throws Exception {
        Run r = run("tput", "-c", "127.0.0.1", "-p", port(), "-t", "0.5", "-i", "0.25", "-P", "2", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode root = new ObjectMapper().readTree(r.out());
        assertEquals(2, root.path("start").path("connected").size());
        assertTrue(root.path("intervals").size() >= 2);
        long sent = root.path("end").path("sum_sent").path("bytes").asLong();
        assertTrue(sent > 0);
        assertEquals(sent, root.path("end").path("sum_received").path("bytes").asLong());
    }

    @Test
    void tputTextReportsSenderAndReceiver() {
        Run r = run("tput", "-c", "127.0.0.1", "-p", port(), "-t", "0.3", "-i", "0.1", "-R", "-l", "64K", "-w", "256K");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Socket buffers: requested 262144 bytes"), r.out());
        assertTrue(r.out().contains(" sender") && r.out().contains(" receiver"), r.out());
        assertTrue(r.out().contains("RX-C"), r.out());
        assertTrue(r.out().contains("CPU (percent of one core): client "), r.out());
    }

    @Test
    void rrEndsWithOratcptestSummaryLines() {
        Run r = run(
                "rr",
                "-c",
                "127.0.0.1",
                "-p",
                port(),
                "-t",
                "0.3",
                "-i",
                "0.1",
                "--length",
                "512",
                "--mode",
                "async",
                "--num-conn",
                "2");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("Request/response to 127.0.0.1:"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("Interval sec")), r.out());
        assertTrue(r.out().matches("(?s).*Avg\\. throughput = [0-9.]+ Mbytes/s\n.*"), r.out());
        assertTrue(r.out().matches("(?s).*Avg\\. latency = [0-9.]+ ms\n.*"), r.out());
        assertTrue(r.out().contains("Round trip ms:  min "), r.out());
    }

    @Test
    void rrWriteFileRefusedByTheServerIsAFailure() {
        Run r = run("rr", "-c", "127.0.0.1", "-p", port(), "-t", "0.3", "--write-file", "x.dat", "--fsync", "data");
        assertEquals(ExitCodes.FAILED, r.exit());
        assertTrue(r.err().contains("--write-dir"), r.err());
    }

    @Test
    void serverCommandListensAndStopsAfterItsDuration() throws Exception {
        Run r = run("server", "-p", closedPort(), "--duration", "0.2");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("netprobe server listening on 127.0.0.1:"), r.out());
    }

    @Test
    void unreachableServerExitsWithFour() throws Exception {
        Run r = run("tput", "-c", "127.0.0.1", "-p", closedPort(), "-t", "1");
        assertEquals(ExitCodes.CANNOT_CONNECT, r.exit());
        assertTrue(r.err().startsWith("bench-cli: netprobe tput: cannot connect to 127.0.0.1:"), r.err());
        Run rr = run("rr", "-c", "127.0.0.1", "-p", closedPort(), "-t", "1");
        assertEquals(ExitCodes.CANNOT_CONNECT, rr.exit());
        assertTrue(rr.err().startsWith("bench-cli: netprobe rr: cannot connect to 127.0.0.1:"), rr.err());
        assertEquals("", rr.out(), "no table header before the connection failed");
        assertEquals("", r.out(), "no table header before the connection failed");
    }

    @Test
    void unreachableDatabaseExitsWithFourWithoutShowingThePassword() throws Exception {
        Run r = run(
                "db",
                "-cs",
                "jdbc:postgresql://127.0.0.1:" + closedPort() + "/x",
                "-u",
                "bench",
                "-p",
                "s3cret",
                "--connects",
                "1",
                "-t",
                "1");
        assertEquals(ExitCodes.CANNOT_CONNECT, r.exit(), r.err());
        assertTrue(
                r.err().startsWith("bench-cli: netprobe db: cannot connect to jdbc:postgresql://127.0.0.1:"), r.err());
        assertFalse((r.out() + r.err()).contains("s3cret"));
    }

    @Test
    void badOptionValuesAreOneLineUsageErrors() {
        String[][] bad = {
            {"tput", "-c", "127.0.0.1", "-P", "0"},
            {"tput", "-c", "127.0.0.1", "-R", "--bidir"},
            {"tput", "-c", "127.0.0.1", "-l", "2M"},
            {"rr", "-c", "127.0.0.1", "--mode", "chatty"},
            {"rr", "-c", "127.0.0.1", "--fsync", "data"},
            {"rr", "-c", "127.0.0.1", "--write-file", "../etc/passwd"},
            {"server", "--hello-timeout", "0"},
            {"db", "-cs", "no such thing!"},
        };
        for (String[] args : bad) {
            Run r = run(args);
            assertEquals(ExitCodes.BAD_USAGE, r.exit(), String.join(" ", args) + ": " + r.err());
            assertEquals(1, r.err().lines().count(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().startsWith("bench-cli: netprobe " + args[0] + ": "), r.err());
        }
        assertEquals(
                "bench-cli: netprobe tput: -P (streams) must be 1..128, got 0 (see --help)\n",
                run("tput", "-c", "127.0.0.1", "-P", "0").err());
        assertEquals(
                "bench-cli: netprobe server: --hello-timeout must be at least 0.001 s, got 0.0 (see --help)\n",
                run("server", "--hello-timeout", "0").err());
    }

    @Test
    void unparsableOptionsExitWithTwo() {
        Run r = run("tput", "-c", "127.0.0.1", "-t", "soon");
        assertEquals(ExitCodes.BAD_USAGE, r.exit());
        StringWriter err = new StringWriter();
        CommandLine cmd = NetprobeCommand.newCommandLine();
        cmd.setErr(new PrintWriter(err, true));
        assertEquals(ExitCodes.BAD_USAGE, cmd.execute("tput", "-c", "127.0.0.1", "-l", "lots"));
        assertEquals(1, err.toString().lines().count(), err.toString());
        assertTrue(err.toString().startsWith("bench-cli: netprobe tput: "), err.toString());
    }

    @Test
    void dbProbeTakesConnectStringsAsARunDoesAndSaysWhatIsWrong() {
        // the same words as every other command that connects: ConnectionOptions reads -cs for all of them
        Run r = run("db", "-cs", "dbhost:1521");
        assertEquals(ExitCodes.BAD_USAGE, r.exit());
        assertEquals(
                "bench-cli: netprobe db: connect string 'dbhost:1521': names host dbhost but no service; write "
                        + "//host:port/service, e.g. //dbhost:1521/orclpdb1\n",
                r.err());
        r = run("db");
        assertEquals(ExitCodes.BAD_USAGE, r.exit());
        assertTrue(r.err().startsWith("bench-cli: netprobe db: no connect string: give -cs"), r.err());
    }
}
