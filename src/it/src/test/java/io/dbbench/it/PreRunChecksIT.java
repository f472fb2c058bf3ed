package io.dbbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What cannot work is refused before the run is announced, in one line that says what to do. */
class PreRunChecksIT {
    @Test
    void aServerSideConfigOnADatabaseWithoutTheSchemaSaysHowToCreateItBeforeTheBanner() {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("no_schema");
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("SOE_Server_Side_V2.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "1",
                "-rt",
                "0:00.05",
                "-nr");
        assertEquals(6, run.exitCode(), run.err());
        assertFalse(run.out().contains("Results will be written"), "announced a run that cannot start: " + run.out());
        assertFalse(run.out().contains("dbbench "), "no banner: " + run.out());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("bench-cli: the Order Entry"), run.err());
        assertTrue(
                run.err().contains("schema is not in")
                        && run.err().contains("--create")
                        && run.err().contains("soe create"),
                run.err());
        assertFalse(run.err().contains(db.password()));
    }

    @Test
    void theStressTestSchemaIsCheckedAlike() {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("no_stress");
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
                "1",
                "-rt",
                "0:00.05",
                "-nr");
        assertEquals(6, run.exitCode(), run.err());
        assertFalse(run.out().contains("Results will be written"), run.out());
        assertTrue(run.err().contains("create it with --create"), run.err());
    }

    @Test
    void aScaleLargerThanTheEmbeddedDatabasesDiskIsRefusedBeforeARowIsWritten() throws java.io.IOException {
        // the largest scale any create accepts, 100, is about 700 GB of Order Entry
        long free = java.nio.file.Files.getFileStore(java.nio.file.Path.of(System.getProperty("java.io.tmpdir")))
                .getUsableSpace();
        org.junit.jupiter.api.Assumptions.assumeTrue(
                free < 100 * (7L << 30), "SKIPPED: this disk holds even scale 100");
        long start = System.nanoTime();
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("SOE_Client_Side.xml").toString(),
                "--embedded",
                "--scale",
                "100",
                "-uc",
                "1",
                "-rt",
                "0:00.05",
                "-nr");
        assertEquals(2, run.exitCode(), run.err());
        assertTrue(run.err().startsWith("bench-cli: option --scale: the Order Entry"), run.err());
        assertTrue(
                run.err().contains("needs about") && run.err().contains("free where the embedded database lives"),
                run.err());
        assertFalse(run.out().contains("Creating the"), run.out());
        assertTrue(System.nanoTime() - start < 120_000_000_000L, "refused at once, not after loading");
    }
}
