package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.dbbench.cli.CliRun;
import io.dbbench.cli.common.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Results that cannot be written are refused before the run (exit 2 naming the path and why), and a
 * write that still fails at the end goes to a fallback file named on the console, never exit 0.
 * The database is port 1 on loopback (nothing listens): a check that came after connecting would say
 * "cannot connect" instead.
 */
class ResultsWritabilityTest {
    private static final Path STRESS = Path.of("../configs/Stress_Test.xml");
    private static final String NOWHERE = "jdbc:postgresql://127.0.0.1:1/x?connectTimeout=2";

    @TempDir
    Path dir;

    private static void assertRefused(CliRun r, String... parts) {
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        for (String part : parts) assertTrue(r.err().contains(part), "'" + part + "' missing from: " + r.err());
        assertFalse(r.err().contains("cannot connect"), "checked before connecting: " + r.err());
        assertEquals(1, r.err().lines().count(), r.err());
    }

    @Test
    void theHelpSaysWhereTheJsonAndHtmlGoAsTheRunDoes() {
        String help = CliRun.of("-h").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("-r base.xml writes base.json and base.html"), help);
        assertEquals(
                Path.of("base.json"),
                io.dbbench.core.internal.result.format.ResultFiles.jsonBeside(Path.of("base.xml")));
        assertEquals(
                Path.of("base.html"),
                io.dbbench.core.internal.result.format.ResultFiles.htmlBeside(Path.of("base.xml")));
    }

    @Test
    void aDirectoryAsResultsFileIsRefusedBeforeTheRun() throws IOException {
        Path target = Files.createDirectory(dir.resolve("out.xml"));
        CliRun r = CliRun.of("-c", STRESS.toString(), "-cs", NOWHERE, "-r", target.toString());
        assertRefused(r, "option -r: cannot write results to " + target.toAbsolutePath(), "it is a directory");
    }

    @Test
    void aDirectoryAsJsonFileNamesTheJsonOption() throws IOException {
        Path target = Files.createDirectory(dir.resolve("r.json"));
        CliRun r = CliRun.of(
                "-c",
                STRESS.toString(),
                "-cs",
                NOWHERE,
                "-r",
                dir.resolve("r.xml").toString(),
                "--json",
                target.toString());
        assertRefused(r, "option --json: cannot write results to " + target.toAbsolutePath(), "it is a directory");
    }

    @Test
    void aPathBelowARegularFileIsRefused() throws IOException {
        Path file = Files.writeString(dir.resolve("plain"), "x");
        CliRun r = CliRun.of(
                "-c",
                STRESS.toString(),
                "-cs",
                NOWHERE,
                "-r",
                file.resolve("results.xml").toString());
        assertRefused(r, file.toAbsolutePath() + " is not a directory");
    }

    @Test
    void theHtmlReportBesideIsCheckedToo() throws IOException {
        Files.createDirectory(dir.resolve("base.html"));
        CliRun r = CliRun.of(
                "-c",
                STRESS.toString(),
                "-cs",
                NOWHERE,
                "-r",
                dir.resolve("base.xml").toString());
        assertRefused(r, "base.html", "it is a directory");
        CliRun noHtml = CliRun.of(
                "-c",
                STRESS.toString(),
                "-cs",
                NOWHERE,
                "-r",
                dir.resolve("base.xml").toString(),
                "--no-html");
        assertEquals(ExitCodes.CANNOT_CONNECT, noHtml.exitCode(), "--no-html writes no report: " + noHtml.err());
    }

    @Test
    void anImmutableFileIsRefused() throws Exception {
        Path file = Files.writeString(dir.resolve("locked.xml"), "old");
        assumeTrue(run("chattr", "+i", file.toString()), "chattr +i is not available here");
        try {
            CliRun r = CliRun.of("-c", STRESS.toString(), "-cs", NOWHERE, "-r", file.toString(), "--no-html");
            assertRefused(r, file.toAbsolutePath().toString(), "read-only");
        } finally {
            run("chattr", "-i", file.toString());
        }
    }

    @Test
    void aReadOnlyDirectoryIsRefusedWhereTheUserCannotWrite() throws Exception {
        Path ro = Files.createDirectory(dir.resolve("ro"));
        assumeTrue(
                ro.toFile().setWritable(false, false) && !Files.isWritable(ro),
                "SKIPPED as root, who writes anywhere: aDirectoryNotEvenRootCanWriteIsRefused checks the refusal instead");
        try {
            CliRun r = CliRun.of(
                    "-c",
                    STRESS.toString(),
                    "-cs",
                    NOWHERE,
                    "-r",
                    ro.resolve("results.xml").toString());
            assertRefused(r, "cannot create a file in " + ro.toAbsolutePath(), "permission denied");
        } finally {
            ro.toFile().setWritable(true, false);
        }
    }

    @Test
    void aDirectoryNotEvenRootCanWriteIsRefused() {
        // /proc takes no new files from anyone: the check is exercised as root too, where chmod proves nothing
        Path proc = Path.of("/proc");
        assumeTrue(
                Files.isDirectory(proc.resolve("self")),
                "SKIPPED: no Linux /proc here to try a directory nobody can write");
        CliRun r = CliRun.of(
                "-c",
                STRESS.toString(),
                "-cs",
                NOWHERE,
                "-r",
                proc.resolve("results.xml").toString());
        assertRefused(r, "option -r: cannot write results to /proc/results.xml", "cannot create a file in /proc");
    }

    private static boolean run(String... command) throws IOException, InterruptedException {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException notInstalled) {
            return false;
        }
    }
}
