package io.dbbench.it.measure;

import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code bench-cli compare} on real runs: a rerun of the same benchmark passes the regression gate, a
 * run slowed down on purpose (more think time between transactions) fails it. The runs are paced by
 * think time rather than by the database, so the same settings give the same throughput on a busy
 * build machine and only the deliberate slow-down shows.
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
        CliProcess.Run run = CliProcess.inProcess("-c", CliProcess.config("Stress_Test.xml").toString(),
                "-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password(), "-uc", "4", "--create", "-s",
                "-intermin", Integer.toString(thinkMillis), "-intermax", Integer.toString(thinkMillis),
                "--warmup", "1x1s", "--iterations", "5x1s", "-r", xml.toString());
        assertEquals(0, run.exitCode(), name + ": " + run.err());
        return dir.resolve(name + ".json");
    }

    @Test
    void aSlowedRunIsFlaggedAndAnIdenticalRerunIsNot() {
        Path base = run("base", 4);
        Path rerun = run("rerun", 4);
        Path slowed = run("slowed", 12);

        CliProcess.Run same = CliProcess.inProcess("compare", base.toString(), rerun.toString(), "--fail-if-slower", "5%");
        assertEquals(0, same.exitCode(), "identical rerun:\n" + same.out() + same.err());

        CliProcess.Run slower = CliProcess.inProcess("compare", base.toString(), slowed.toString(), "--fail-if-slower", "5%");
        assertEquals(9, slower.exitCode(), "slowed run:\n" + slower.out() + slower.err());
        assertTrue(slower.out().toLowerCase(Locale.ROOT).contains("slower"), slower.out());
    }
}
