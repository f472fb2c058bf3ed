package io.dbbench.cli.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code capacity -c ... --users ...}: every mistake is one line and exit 2, before anything connects. */
class CapacitySearchCommandTest {
    private static final String STRESS = "../configs/Stress_Test.xml";
    /** Nothing listens there: a run that tried to connect would fail with exit 4, not 2. */
    private static final String NOWHERE = "jdbc:postgresql://127.0.0.1:1/none";

    private static CliRun search(String... more) {
        String[] base = {"capacity", "-c", STRESS, "-cs", NOWHERE, "-u", "u", "-p", "p"};
        String[] args = new String[base.length + more.length];
        System.arraycopy(base, 0, args, 0, base.length);
        System.arraycopy(more, 0, args, base.length, more.length);
        return CliRun.of(args);
    }

    private static void oneLine(CliRun r, String expected) {
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().contains(expected), r.err());
        assertEquals(
                1, r.err().strip().lines().filter(l -> !l.contains("warning")).count(), r.err());
    }

    @Test
    void badUsersAreOneLineAndExit2() {
        oneLine(search("--users", "0,1"), "--users");
        oneLine(search("--users", "4,2"), "--users");
        oneLine(search("--users", "lots"), "--users");
    }

    @Test
    void noUsersSaysTheSearchNeedsThem() {
        CliRun r = search();
        oneLine(r, "a capacity search needs --users (e.g. 1,2,4,8 or 1..64) or --rates (e.g. 500,1000)");
    }

    @Test
    void anSloThatDoesNotParseIsOneLineAndExit2() {
        oneLine(search("--users", "1,2", "--slo", "p99>50ms"), "--slo");
        oneLine(search("--users", "1,2", "--slo", "p99<50"), "--slo");
    }

    @Test
    void anSloNamingATransactionTheConfigDoesNotRunIsRefusedBeforeConnecting() {
        oneLine(search("--users", "1,2", "--slo", "NoSuchTxn:p99<50ms"), "no transaction type 'NoSuchTxn'");
    }

    @Test
    void badRatesAreOneLineAndExit2() {
        oneLine(search("--rates", "0,10"), "--rates");
        oneLine(search("--rates", "200,100"), "--rates");
        oneLine(search("--rates", "fast"), "--rates");
        oneLine(search("--rates", "100..50"), "--rates");
    }

    @Test
    void usersAndRatesTogetherAreOneLineAndExit2() {
        oneLine(search("--users", "1,2", "--rates", "100,200"), "cannot be combined with --users");
    }

    @Test
    void rateWithRatesOrAloneIsRefusedForRatesSetEachStepsRate() {
        oneLine(
                search("--rates", "100,200", "--rate", "50"),
                "option --rate: cannot be used with capacity: --rates sets each step's rate");
        oneLine(search("--users", "1,2", "--rate", "50"), "option --rate: cannot be used with capacity");
    }

    @Test
    void maxUsersWithRatesIsOneLineAndExit2() {
        oneLine(search("--rates", "100,200", "--max-users", "4"), "--max-users");
    }

    @Test
    void anOpenLoopSearchTakesTheRunsUsersFromUc() {
        // -uc is refused with --users, taken with --rates: past every check, the run tries to connect (exit 4)
        CliRun r = search("--rates", "10,20", "-uc", "2", "--iterations", "3x1s");
        assertEquals(4, r.exitCode(), r.out() + r.err());
        assertFalse(r.err().contains("option -uc"), r.err());
    }

    @Test
    void aResultsDirectoryThatIsAFileIsRefusedAndAMissingOneIsNot(@TempDir Path tmp) throws Exception {
        Path file = Files.writeString(tmp.resolve("a-file"), "x");
        oneLine(search("--users", "1,2", "-d", file.toString()), "option -d: '" + file + "' is not a directory");
        // a directory that does not exist yet is made with the results, as -r makes its file's: the search goes on
        // (here to its connection, which fails: exit 4, not a usage error)
        CliRun missing = search("--users", "1,2", "-d", tmp.resolve("new/dir").toString());
        assertFalse(missing.err().contains("option -d"), missing.err());
        assertEquals(4, missing.exitCode(), missing.err());
    }

    @Test
    void theFlagsTheSearchSetsAreRefused() {
        oneLine(search("--users", "1,2", "-uc", "4"), "option -uc: cannot be used with capacity");
        oneLine(search("--users", "1,2", "-rt", "0:01"), "option -rt: cannot be used with capacity");
        oneLine(search("--users", "1,2", "-bs", "0:00.10"), "option -bs: cannot be used with capacity");
    }

    @Test
    void tooFewIterationsPerStepAreWarnedOfBeforeTheRun() {
        CliRun r = CliRun.of("capacity", "--users", "1,2", "--iterations", "2x1s");
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().contains("warning: with 2 measured iterations per step"), r.err());
        assertTrue(r.err().contains("option -c is required"), r.err());
    }

    @Test
    void eachStepWarmsUpForOneIterationByDefault() throws Exception {
        CapacitySearchFlags flags = new CapacitySearchFlags();
        flags.users = "1,2";
        flags.iterations = "4x7s";
        CapacitySearchSetup setup = flags.parse();
        assertEquals(1, setup.stepPlan().warmupIterations());
        assertEquals(Duration.ofSeconds(7), setup.stepPlan().warmupLength());
        assertTrue(setup.warmupWarning().isEmpty());
    }

    @Test
    void ratesWithFewTransactionsPerIterationAreWarnedOf() throws Exception {
        CapacitySearchFlags flags = new CapacitySearchFlags();
        flags.rates = "2,4,8,40";
        flags.iterations = "3x2s";
        String w = flags.parse().fewSlotsWarning().orElseThrow();
        assertTrue(w.startsWith("--rates 2/s, 4/s, 8/s hold fewer than 40 transactions"), w);
        assertTrue(w.contains("more than 2 / N short"), w);
        assertTrue(w.endsWith("use iterations of at least 20 s"), w);
        flags.iterations = "3x20s";
        assertTrue(flags.parse().fewSlotsWarning().isEmpty());
        CliRun r = CliRun.of("capacity", "--rates", "2,4", "--iterations", "3x2s");
        assertTrue(r.err().contains("warning: --rates 2/s, 4/s hold fewer than 40"), r.err());
    }

    @Test
    void aRatesSearchWarnsOfItsOwnWarmUpAndIterations() throws Exception {
        CliRun r = CliRun.of("capacity", "--rates", "100,200", "--warmup", "0x10s", "--iterations", "1x10s");
        assertTrue(r.err().contains("the arrivals at the new rate"), r.err());
        assertFalse(r.err().contains("logons"), r.err());
        assertFalse(r.err().contains("saturation never stops the search"), r.err());
        assertTrue(r.err().contains("achieved rate rests on that many windows"), r.err());
    }

    @Test
    void noWarmUpIsWarnedOfBeforeTheRun() {
        CliRun r = CliRun.of("capacity", "--users", "1,2", "--warmup", "0x10s");
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().contains("warning: --warmup with no iteration"), r.err());
        CliRun warmed = CliRun.of("capacity", "--users", "1,2");
        assertFalse(warmed.err().contains("--warmup"), warmed.err());
    }

    @Test
    void theSearchsOptionsBeforeAnalyzeAreRefusedNotDropped() {
        CliRun r = CliRun.of("capacity", "-c", STRESS, "--users", "1,2", "analyze", "steps.csv");
        oneLine(r, "belongs to the capacity search, not to 'capacity analyze'");
        assertTrue(r.err().contains("--users"), r.err());
    }

    @Test
    void theHelpSaysWhatTheSearchDoesAndThatRatesAreNotThereYet() {
        CliRun r = CliRun.of("capacity", "-h");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("--users"), r.out());
        assertTrue(r.out().contains("--slo"), r.out());
        assertTrue(r.out().contains("--rates"), "the help says open loop is not there yet: " + r.out());
    }

    /**
     * Runs the command line with the process's stderr captured too: picocli prints its own warnings there (a lone %
     * in a description gives "[picocli WARN] Could not format" lines), not to the command's error writer.
     */
    private static CliRun withProcessStderr(String... args) {
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream stderr = System.err;
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        CliRun r;
        try {
            r = CliRun.of(args);
        } finally {
            System.setErr(stderr);
        }
        return new CliRun(r.exitCode(), r.out(), r.err() + captured.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theHelpPrintsNothingOnStderr() {
        CliRun r = withProcessStderr("capacity", "-h");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("", r.err());
        assertTrue(r.out().contains("errors<0.1%,"), r.out());
    }

    @Test
    void aUsageErrorIsExactlyOneLineOnStderr() {
        CliRun r = withProcessStderr(
                "capacity", "-c", STRESS, "-cs", NOWHERE, "-u", "u", "-p", "p", "--users", "1,2", "--no-such-option");
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }
}
