package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class WebConsoleFlagsTest {
    private static WebConsoleFlags parse(String... args) {
        WebConsoleFlags flags = new WebConsoleFlags();
        new CommandLine(flags).parseArgs(args);
        return flags;
    }

    private static String refusal(WebConsoleFlags flags, String several) {
        CliException e = assertThrows(CliException.class, () -> flags.validate(several));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        return e.getMessage();
    }

    @Test
    void aPortAloneIsLoopback_aHostCanBeGiven() throws CliException {
        WebConsoleFlags port = parse("--console", "0");
        port.validate(null);
        assertEquals("127.0.0.1", port.host());
        assertEquals(0, port.port());
        assertEquals("0.0.0.0", parse("--console", "0.0.0.0:8123").host());
        assertEquals("::1", parse("--console", "[::1]:8123").host());
        assertEquals(8123, parse("--console", "[::1]:8123").port());
    }

    @Test
    void badValuesAreOneLineNamingTheOption() {
        assertEquals("option --console: 'x': 'x' is not a port number", refusal(parse("--console", "x"), null));
        assertEquals(
                "option --console: '70000': the port must be 0..65535, was 70000",
                refusal(parse("--console", "70000"), null));
        assertEquals("option --console-linger: needs --console", refusal(parse("--console-linger", "5"), null));
        assertEquals("option --console-max-users: needs --console", refusal(parse("--console-max-users", "5"), null));
    }

    @Test
    void aSweepIsRefused_itsRunsOfReplicasComeOneAfterAnother() {
        assertEquals(
                "option --console: cannot be used with a sweep (--replicas N,M,...): its runs of replicas come one after"
                        + " another; give each --replicas N run its --console",
                refusal(parse("--console", "0"), "a sweep (--replicas N,M,...)"));
    }

    @Test
    void theCeilingIsTheRunsUsersUnlessRaised_neverBelowThem() throws CliException {
        assertEquals(4, parse("--console", "0").ceiling(4));
        assertEquals(10, parse("--console", "0", "--console-max-users", "10").ceiling(4));
        CliException e = assertThrows(CliException.class, () -> parse("--console", "0", "--console-max-users", "3")
                .ceiling(4));
        assertEquals(
                "option --console-max-users: 3 is below the run's 4 users; the run starts with them", e.getMessage());
    }
}
