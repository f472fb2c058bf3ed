package io.dbbench.cli.netprobe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.dbbench.cli.common.ExitCodes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Adds 1 ms of netem delay on both ends of a veth pair between two network namespaces and checks that
 * the rr round trip grows by about 2 ms. Runs only as root with iproute2 and the netem qdisc; it creates
 * its own uniquely named namespaces and always deletes them. Its 10.x addresses exist only inside
 * those namespaces: nothing is routed outside them.
 */
class NetnsDelayTest {
    private static final Pattern P50 = Pattern.compile("Round trip ms:\\s+min \\S+\\s+p50 (\\S+)");

    private final String name = "np" + ProcessHandle.current().pid() % 100000 + "x"
            + Integer.toString(ThreadLocalRandom.current().nextInt(1 << 20), 36);
    private final String nsServer = name + "s";
    private final String nsClient = name + "c";
    private final String subnet = "10.231." + ThreadLocalRandom.current().nextInt(1, 255);
    private final List<Process> started = new ArrayList<>();
    private boolean created;

    record Result(int exit, String output) {}

    private static Result sh(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return new Result(-1, "timed out: " + String.join(" ", command));
        }
        return new Result(p.exitValue(), out);
    }

    private static boolean executable(String tool) {
        for (String dir : List.of("/usr/sbin", "/sbin", "/usr/bin", "/bin")) {
            if (Files.isExecutable(Path.of(dir, tool))) {
                return true;
            }
        }
        return false;
    }

    private void must(String what, String... command) throws IOException, InterruptedException {
        Result r = sh(command);
        assumeTrue(r.exit() == 0, "cannot run the namespace test: " + what + " failed: " + r.output());
    }

    @AfterEach
    void deleteNamespaces() throws Exception {
        for (Process p : started) {
            p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        if (created) {
            // deleting a namespace also deletes its end of the veth pair, and with it the other end
            sh("ip", "netns", "delete", nsServer);
            sh("ip", "netns", "delete", nsClient);
            assertTrue(!sh("ip", "netns", "list").output().contains(name), "namespaces left behind");
        }
    }

    @Test
    void netemDelayOnBothEndsAddsAboutTwoMillisecondsToTheRoundTrip() throws Exception {
        assumeTrue(System.getProperty("os.name").toLowerCase(Locale.ROOT).contains("linux"), "not Linux");
        assumeTrue(executable("ip") && executable("tc"), "iproute2 (ip, tc) not installed");
        assumeTrue("0".equals(sh("id", "-u").output()), "not root");
        created = true;
        must("ip netns add", "ip", "netns", "add", nsServer);
        must("ip netns add", "ip", "netns", "add", nsClient);
        must(
                "veth pair",
                "ip",
                "link",
                "add",
                name + "a",
                "netns",
                nsServer,
                "type",
                "veth",
                "peer",
                "name",
                name + "b",
                "netns",
                nsClient);
        must("address", "ip", "-n", nsServer, "addr", "add", subnet + ".1/30", "dev", name + "a");
        must("address", "ip", "-n", nsClient, "addr", "add", subnet + ".2/30", "dev", name + "b");
        for (String[] end : new String[][] {{nsServer, name + "a"}, {nsClient, name + "b"}}) {
            must("link up", "ip", "-n", end[0], "link", "set", end[1], "up");
            must("lo up", "ip", "-n", end[0], "link", "set", "lo", "up");
            must(
                    "netem qdisc (kernel module sch_netem)",
                    "tc",
                    "-n",
                    end[0],
                    "qdisc",
                    "add",
                    "dev",
                    end[1],
                    "root",
                    "netem",
                    "delay",
                    "0ms");
        }
        startServer();
        double before = rrMedianMillis();
        for (String[] end : new String[][] {{nsServer, name + "a"}, {nsClient, name + "b"}}) {
            must("netem delay", "tc", "-n", end[0], "qdisc", "change", "dev", end[1], "root", "netem", "delay", "1ms");
        }
        double after = rrMedianMillis();
        double added = after - before;
        assertTrue(
                added > 1.6 && added < 3.0,
                "round trip grew by " + added + " ms (before " + before + " ms, after " + after
                        + " ms); expected about 2 ms");
    }

    private List<String> java(String namespace, String... args) {
        List<String> command = new ArrayList<>(List.of(
                "ip",
                "netns",
                "exec",
                namespace,
                ProcessHandle.current().info().command().orElse("java"),
                "-cp",
                System.getProperty("java.class.path"),
                NetprobeCommand.class.getName()));
        command.addAll(List.of(args));
        return command;
    }

    private void startServer() throws IOException {
        Process server = new ProcessBuilder(
                        java(nsServer, "server", "--bind", subnet + ".1", "-p", "5301", "--duration", "60", "-q"))
                .redirectErrorStream(true)
                .start();
        started.add(server);
    }

    /** Median round trip of a short rr run from the client namespace (retried while the server JVM starts). */
    private double rrMedianMillis() throws Exception {
        Result r = null;
        for (int attempt = 0; attempt < 20; attempt++) {
            r = sh(java(nsClient, "rr", "-c", subnet + ".1", "-p", "5301", "-t", "1", "--length", "64")
                    .toArray(String[]::new));
            if (r.exit() != ExitCodes.CANNOT_CONNECT) {
                break;
            }
            Thread.onSpinWait();
        }
        assertEquals(0, r.exit(), r.output());
        Matcher m = P50.matcher(r.output());
        assertTrue(m.find(), r.output());
        return Double.parseDouble(m.group(1));
    }
}
