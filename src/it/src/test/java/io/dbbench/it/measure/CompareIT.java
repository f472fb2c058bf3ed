package io.dbbench.it.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench-cli compare} on real runs: a rerun of the same benchmark passes the regression gate, a
 * run slowed down on purpose (more think time between transactions) fails it. The runs are paced by
 * think time (20 ms against well under 1 ms in the database) and the gate is on throughput at 30%, so
 * a few milliseconds of scheduling delay on a busy build machine cannot fail the rerun, while the
 * slowed run (300 ms, throughput down about 93%) must. Two warm-up and eight measured
 * iterations: with five, one stalled second under a load average of 20 widened the base's interval past
 * any verdict. (Sub-millisecond latencies of identical runs differ by half when other work shares the two
 * cores: gating on them here would test the machine, not the comparison.)
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CompareIT {
    private EmbeddedDatabase.Database db;

    @TempDir
    Path dir;

    @BeforeAll
    void database() {
        db = EmbeddedDatabase.newDatabase("compare");
    }

    /** One JMH-style Stress Test run; returns its results.json. */
    private Path run(String name, int thinkMillis) {
        Path xml = dir.resolve(name + ".xml");
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "4",
                "--create",
                "-s",
                "-intermin",
                Integer.toString(thinkMillis),
                "-intermax",
                Integer.toString(thinkMillis),
                "--warmup",
                "2x1s",
                "--iterations",
                "8x1s",
                "-r",
                xml.toString());
        assertEquals(0, run.exitCode(), name + ": " + run.err());
        return dir.resolve(name + ".json");
    }

    @Test
    void aSlowedRunIsFlaggedAndAnIdenticalRerunIsNot() {
        Path base = run("base", 20);
        Path rerun = run("rerun", 20);
        Path slowed = run("slowed", 300);

        CliProcess.Run same = CliProcess.inProcess(
                "compare", base.toString(), rerun.toString(), "--gate", "tps", "--fail-if-slower", "30%");
        assertEquals(0, same.exitCode(), "identical rerun:\n" + same.out() + same.err());

        CliProcess.Run slower = CliProcess.inProcess(
                "compare", base.toString(), slowed.toString(), "--gate", "tps", "--fail-if-slower", "30%");
        assertEquals(9, slower.exitCode(), "slowed run:\n" + slower.out() + slower.err());
        assertTrue(slower.out().toLowerCase(Locale.ROOT).contains("slower"), slower.out());
    }
}
