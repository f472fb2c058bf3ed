package io.dbbench.it.lio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.hostprobe.curve.CurveCsvReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.workloads.lio.LioLoop;
import io.dbbench.workloads.lio.LioOperation;
import io.dbbench.workloads.lio.LioResult;
import io.dbbench.workloads.lio.LioRunConfig;
import io.dbbench.workloads.lio.LioRunner;
import io.dbbench.workloads.lio.LioSchema;
import io.dbbench.workloads.lio.LioSettings;
import io.dbbench.workloads.lio.LioSweepCsv;
import io.dbbench.workloads.lio.UpdateMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The logical-I/O test on a real PostgreSQL: one row per block, LIO per operation where the range count
 * puts it, a cached data set read without a physical read, and the update percentage exact.
 */
class LioPostgresIT {
    private static final long ROWS = 3_000;
    /** Blocks the database's background work (autovacuum) may read during a measured window. */
    private static final long BACKGROUND_READS = 16;

    private static EmbeddedDatabase.Database db;
    private static LioSchema.Status schema;

    @BeforeAll
    static void createTables() throws Exception {
        db = EmbeddedDatabase.newDatabase("lio");
        LioSchema lio = LioSchema.forDialect(db.dialect());
        try (Connection c = db.dataSource().getConnection()) {
            lio.create(c, 2, ROWS, 200, done -> {});
            schema = lio.status(c);
        }
    }

    @Test
    void tablesHoldOneRowPerBlockWithKeysInRandomOrder() throws Exception {
        assertEquals(List.of("lio_t1", "lio_t2"), schema.tables());
        assertEquals(ROWS, schema.rows());
        assertTrue(schema.hasScanTable());
        assertEquals(ROWS, db.count("SELECT COUNT(DISTINCT (ctid::text::point)[0]) FROM lio_t1"), "one row per block");
        // random load order: the first block does not hold key 1 ... and keys do not follow blocks
        long inOrder = db.count("SELECT COUNT(*) FROM lio_t1 WHERE (ctid::text::point)[0] = id - 1");
        assertTrue(inOrder < ROWS / 10, inOrder + " rows sit in the block of their key");
    }

    @Test
    void logicalReadsPerRangeCountAreBetweenOneAndThreeWorkUnitsAndAllHits() throws Exception {
        for (int workUnit : new int[] {16, 256}) {
            LioRunner runner = new LioRunner(db.dataSource(), db.dialect(), schema);
            LioRunConfig config = new LioRunConfig(2, 300, 1_500, 0, LioSettings.readOnly(workUnit));
            runner.run(config); // the first run brings catalogs and any evicted block back into shared buffers
            LioResult r = runner.run(config);
            assertTrue(
                    r.operations().get(LioOperation.SELECT) > 10, r.operations().toString());
            double perOp = r.logicalReadsPerOperation();
            assertTrue(
                    perOp >= workUnit && perOp <= 3.0 * workUnit,
                    "work unit " + workUnit + ": " + perOp + " LIO per operation");
            assertTrue(
                    r.counters().physicalReads() <= BACKGROUND_READS,
                    "a cached data set reads no block from outside shared buffers (the database's background"
                            + " work aside): " + r.counters().physicalReads() + " physical reads");
            assertTrue(r.logicalReadsPerSecond() > 0);
            assertEquals(
                    r.operations().get(LioOperation.SELECT),
                    r.latency().get(LioOperation.SELECT).count());
        }
    }

    @Test
    void updatePercentageIsExactAndTheServerCountsTheUpdatedRows() throws Exception {
        int workUnit = 8;
        LioSettings settings = new LioSettings(workUnit, 37, 5, UpdateMode.HEAVY, 0, 0, 0, 0, 0, 42);
        // warm-ups below and above PostgreSQL's 1 s minimum flush interval: the window's commits must not depend on it
        for (long warmupMillis : new long[] {200, 1_200}) {
            // a window of 300 operations per session, far inside the time limit: exactly 3 blocks of 100 each
            LioResult r = new LioRunner(db.dataSource(), db.dialect(), schema)
                    .run(new LioRunConfig(3, warmupMillis, 120_000, 300, settings));
            assertEquals(900, r.totalOperations());
            assertEquals(3 * 3 * 37, r.operations().get(LioOperation.UPDATE));
            assertEquals(3 * 3 * 5, r.operations().get(LioOperation.SCAN));
            // each update changes the WORK_UNIT - 1 rows strictly between b - WORK_UNIT and b
            assertEquals(3L * 3 * 37 * (workUnit - 1), r.counters().values().get("rows updated"));
            assertEquals(
                    3L * 3 * 37,
                    r.counters().values().get("commits")
                            - r.operations().get(LioOperation.SELECT)
                            - r.operations().get(LioOperation.SCAN)
                            - otherCommits(r),
                    "warm-up " + warmupMillis + " ms");
        }
    }

    @Test
    void serverLoopReadsOneToThreeWorkUnitsPerRangeCountAllFromSharedBuffers() throws Exception {
        for (int workUnit : new int[] {16, 256}) {
            LioRunner runner = new LioRunner(db.dataSource(), db.dialect(), schema);
            LioRunConfig config = new LioRunConfig(2, 300, 1_500, 0, LioSettings.readOnly(workUnit), LioLoop.SERVER);
            runner.run(config); // brings catalogs and any evicted block back into shared buffers
            LioResult r = runner.run(config);
            long selects = r.operations().get(LioOperation.SELECT);
            assertTrue(selects > 10, r.operations().toString());
            double perOp = r.logicalReadsPerOperation();
            assertTrue(
                    perOp >= workUnit && perOp <= 3.0 * workUnit,
                    "work unit " + workUnit + ": " + perOp + " LIO per operation");
            // the counters are the database's (pg_stat_database, as Oracle's are the instance's): the few blocks
            // autovacuum may read after the other tests' writes count too; a data set that missed shared buffers
            // would read far more (one row per block: thousands of blocks)
            assertTrue(
                    r.counters().physicalReads() <= BACKGROUND_READS,
                    "a cached data set is read from shared buffers: "
                            + r.counters().physicalReads() + " physical reads, hit ratio " + r.bufferHitRatio());
            // no client timed anything: no percentiles, the block's own mean instead
            assertTrue(r.latency().isEmpty(), r.latency().toString());
            double mean = r.inDatabaseMeanMicros().get(LioOperation.SELECT);
            // two sessions spent at most the window each inside their range counts
            assertTrue(mean > 0 && mean * selects <= 2 * r.windowSeconds() * 1e6, mean + " µs x " + selects);
        }
    }

    @Test
    void serverLoopUpdatePercentageIsExactAndEachUpdateCommits() throws Exception {
        int workUnit = 8;
        LioSettings settings = new LioSettings(workUnit, 37, 5, UpdateMode.HEAVY, 0, 0, 0, 0, 0, 42);
        for (long warmupMillis : new long[] {200, 1_200}) {
            LioResult r = new LioRunner(db.dataSource(), db.dialect(), schema)
                    .run(new LioRunConfig(3, warmupMillis, 120_000, 300, settings, LioLoop.SERVER));
            assertEquals(900, r.totalOperations());
            assertEquals(3 * 3 * 37, r.operations().get(LioOperation.UPDATE));
            assertEquals(3 * 3 * 5, r.operations().get(LioOperation.SCAN));
            assertEquals(3L * 3 * 37 * (workUnit - 1), r.counters().values().get("rows updated"));
            // one commit per update inside the block, plus per session the CALL's own transaction and the
            // closing flush, plus the 'before' snapshot: range counts share the block's transactions
            assertEquals(
                    3L * 3 * 37 + 2 * r.sessions() + 1,
                    r.counters().values().get("commits"),
                    "warm-up " + warmupMillis + " ms");
        }
    }

    @Test
    void serverLoopSendsEveryHotspotOperationIntoTheHotSpot() throws Exception {
        int workUnit = 8;
        String inside = "id > 1000 AND id <= 1100";
        String sum = "SELECT COALESCE(SUM(c2), 0) FROM lio_t1 WHERE ";
        long insideBefore = db.count(sum + inside);
        long outsideBefore = db.count(sum + "NOT (" + inside + ")");
        // every operation an update in the hot spot (keys 1001..1100): 50 updates of WORK_UNIT - 1 rows each
        LioSettings settings = new LioSettings(workUnit, 100, 0, UpdateMode.LITE, 1, 1000, 100, 0, 0, 3);
        LioResult r = new LioRunner(db.dataSource(), db.dialect(), schema)
                .run(new LioRunConfig(1, 0, 120_000, 50, settings, LioLoop.SERVER));
        assertEquals(50, r.operations().get(LioOperation.UPDATE));
        assertEquals(insideBefore + 50L * (workUnit - 1), db.count(sum + inside));
        assertEquals(outsideBefore, db.count(sum + "NOT (" + inside + ")"));
    }

    @Test
    void cliServerLoopNamesTheLoopAndPrintsMeansNotPercentiles(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("server.csv");
        CliProcess.Run run = CliProcess.inProcess(
                "lio",
                "run",
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "--loop",
                "server",
                "--sessions",
                "1,2",
                "--run-time",
                "1",
                "--warmup",
                "0.2",
                "--work-unit",
                "32",
                "-o",
                csv.toString(),
                "--no-plots");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("server loop (one block per session inside the database"), run.out());
        assertTrue(
                run.out().contains("no client-side percentiles") && !run.out().contains("p50"), run.out());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(LioSweepCsv.HEADER, lines.get(0));
        assertTrue(lines.get(1).startsWith("1,") && lines.get(1).endsWith(",server"), lines.toString());
        assertTrue(lines.get(2).startsWith("2,") && lines.get(2).endsWith(",server"), lines.toString());
        assertTrue(Files.readString(dir.resolve("server.json")).contains("\"inDatabaseMeanMicros\""));
    }

    /** Commits that are not operations: each session's flush at the window's end, and the 'before' snapshot. */
    private static long otherCommits(LioResult r) {
        return r.sessions() + 1;
    }

    @Test
    void cliSweepWritesUsersCsvJsonAndPlots(@TempDir Path dir) throws Exception {
        Path cpu = dir.resolve("cpu.csv");
        Files.writeString(cpu, CurveCsvReader.PYTHON_HEADER + "\n1,1.00,1.00,0.01\n2,1.05,1.05,0.01\n");
        Path csv = dir.resolve("sweep.csv");
        CliProcess.Run run = CliProcess.inProcess(
                "lio",
                "run",
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "--sessions",
                "1,2",
                "--run-time",
                "1",
                "--warmup",
                "0.2",
                "--work-unit",
                "32",
                "-o",
                csv.toString(),
                "--cpu-csv",
                cpu.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(!run.out().contains(db.password()) && !run.err().contains(db.password()));
        List<String> lines = Files.readAllLines(csv);
        assertEquals(LioSweepCsv.HEADER, lines.get(0));
        assertTrue(lines.get(1).startsWith("1,") && lines.get(2).startsWith("2,"), lines.toString());
        assertTrue(Files.readString(dir.resolve("sweep.json")).contains("\"format\" : \"dbbench-lio\""));
        for (String plot : List.of("liops", "per-session", "speedup"))
            assertTrue(Files.size(dir.resolve("sweep-" + plot + ".png")) > 1000);
    }

    /** --embedded: its own server, its tables created through the same code as lio create, then the sweep. */
    @Test
    void cliEmbeddedRunCreatesItsTablesOnItsOwnServer(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("embedded.csv");
        CliProcess.Run run = CliProcess.inProcess(
                "lio",
                "run",
                "--embedded",
                "--scale",
                "1000",
                "--scan-rows",
                "1000",
                "--sessions",
                "1",
                "--run-time",
                "1",
                "--warmup",
                "0.2",
                "--work-unit",
                "32",
                "-o",
                csv.toString());
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("embedded PostgreSQL"), run.out());
        assertTrue(run.out().contains("Logical-I/O tables created."), run.out());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(LioSweepCsv.HEADER, lines.get(0));
        assertTrue(lines.get(1).startsWith("1,"), lines.toString());
    }

    @Test
    void createTwiceIsRefusedWithExitCode8AndDropRemovesEverything() throws Exception {
        EmbeddedDatabase.Database other = EmbeddedDatabase.newDatabase("lio_drop");
        String[] cs = {"-cs", other.jdbcUrl(), "-u", other.user(), "-p", other.password()};
        assertEquals(
                0,
                CliProcess.inProcess(concat(new String[] {"lio", "create", "--scale", "200"}, cs))
                        .exitCode());
        CliProcess.Run again = CliProcess.inProcess(concat(new String[] {"lio", "create", "--scale", "200"}, cs));
        assertEquals(8, again.exitCode(), again.err());
        CliProcess.Run drop = CliProcess.inProcess(concat(new String[] {"lio", "drop"}, cs));
        assertEquals(0, drop.exitCode(), drop.err());
        assertEquals("Dropped 2 logical-I/O table(s).", drop.out().strip());
        assertEquals(0, other.count("SELECT COUNT(*) FROM pg_tables WHERE tablename LIKE 'lio%'"));
        CliProcess.Run missing = CliProcess.inProcess(concat(new String[] {"lio", "run", "--run-time", "0.1"}, cs));
        assertEquals(6, missing.exitCode(), missing.err());
    }

    @Test
    void validatePassesOnWhatCreateMadeAndFailsOnAChangedTableOrNoTables() throws Exception {
        EmbeddedDatabase.Database other = EmbeddedDatabase.newDatabase("lio_validate");
        String[] cs = {"-cs", other.jdbcUrl(), "-u", other.user(), "-p", other.password()};
        CliProcess.Run none = CliProcess.inProcess(concat(new String[] {"lio", "validate"}, cs));
        assertEquals(6, none.exitCode(), none.err());
        assertEquals(
                0,
                CliProcess.inProcess(concat(new String[] {"lio", "create", "--tables", "2", "--scale", "300"}, cs))
                        .exitCode());
        CliProcess.Run valid = CliProcess.inProcess(concat(new String[] {"lio", "validate"}, cs));
        assertEquals(0, valid.exitCode(), valid.err());
        assertTrue(valid.out().contains("OK     lio_t2       300 rows, 300 distinct keys 1..300"), valid.out());
        assertTrue(valid.out().contains("Schema valid: all 4 checks passed"), valid.out());
        try (Connection c = other.dataSource().getConnection();
                var s = c.createStatement()) {
            s.execute("DELETE FROM lio_t2 WHERE id = 7");
        }
        CliProcess.Run invalid = CliProcess.inProcess(concat(new String[] {"lio", "validate"}, cs));
        assertEquals(7, invalid.exitCode(), invalid.err());
        assertTrue(invalid.out().contains("FAILED lio_t2"), invalid.out());
        CliProcess.Run drop = CliProcess.inProcess(concat(new String[] {"lio", "drop"}, cs));
        assertEquals("Dropped 3 logical-I/O table(s).", drop.out().strip());
    }

    private static String[] concat(String[] a, String[] b) {
        String[] all = new String[a.length + b.length];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
