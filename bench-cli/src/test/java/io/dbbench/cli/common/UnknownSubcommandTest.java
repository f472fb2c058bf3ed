package io.dbbench.cli.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import org.junit.jupiter.api.Test;

/** A mistyped subcommand is named first, never the valid options after it. */
class UnknownSubcommandTest {
    @Test
    void aMistypedSubcommandIsNamedWithTheClosestOne() {
        CliRun r = CliRun.of("soe", "crate", "-cs", "//db:1521/x", "-u", "bench");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: soe: unknown subcommand 'crate'; did you mean create? (see --help)",
                r.err().strip());
    }

    @Test
    void aMistypedTopCommandIsNamed() {
        CliRun r = CliRun.of("comapre", "a.json", "b.json");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: unknown command 'comapre'; did you mean compare? (see --help)",
                r.err().strip());
    }

    @Test
    void withNothingCloseTheSubcommandsAreListed() {
        CliRun r = CliRun.of("soe", "frobnicate");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: soe: unknown subcommand 'frobnicate'; its subcommands: create, validate, drop (see --help)",
                r.err().strip());
    }

    @Test
    void aWordAfterTheRunsOptionsIsNoCommand() {
        // bench-cli itself runs a config: a stray word after its options is not where a command goes
        CliRun r = CliRun.of("-c", "../configs/Stress_Test.xml", "extra");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertTrue(r.err().startsWith("bench-cli: 1 unexpected argument (not shown: it may be a value)"), r.err());
        assertFalse(r.err().contains("unknown command"), r.err());
    }

    @Test
    void swapsAndDropsAreOneEdit() {
        assertEquals(1, UnknownSubcommand.edits("comapre", "compare"));
        assertEquals(1, UnknownSubcommand.edits("crate", "create"));
        assertEquals(0, UnknownSubcommand.edits("drop", "drop"));
    }
}
