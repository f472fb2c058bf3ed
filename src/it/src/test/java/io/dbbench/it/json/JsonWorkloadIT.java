package io.dbbench.it.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JSON workload on embedded PostgreSQL through bench-cli: json create, validate, a short run of the
 * shipped config with no failure, validate again (every document still keyed and whole, the count matching
 * the reported inserts and deletes), drop.
 */
class JsonWorkloadIT {
    private static final long LOADED = 2_000; // --scale 0.002

    @TempDir
    Path dir;

    @Test
    void createValidateRunValidateDrop() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("jsonworkload");
        String[] target = {"-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password()};

        CliProcess.Run create = json(target, "create", "--scale", "0.002", "--threads", "2");
        assertEquals(0, create.exitCode(), create.out() + create.err());
        assertEquals(LOADED, db.count("SELECT count(*) FROM passengers"));
        assertEquals(LOADED, db.count("SELECT count(DISTINCT doc->>'passengerId') FROM passengers"));
        CliProcess.Run valid = json(target, "validate");
        assertEquals(0, valid.exitCode(), valid.out() + valid.err());
        assertTrue(valid.out().contains("all 5 checks passed"), valid.out());

        List<String> run = new ArrayList<>(
                List.of("-c", CliProcess.config("JSON_Workload.xml").toString()));
        run.addAll(Arrays.asList(target));
        run.addAll(List.of(
                "-uc", "4", "-mt", "2000", "-r", dir.resolve("results.xml").toString(), "-s"));
        CliProcess.Run ran = CliProcess.inProcess(run.toArray(String[]::new));
        assertEquals(0, ran.exitCode(), ran.out() + ran.err());
        RunResult result;
        try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
            result = new ResultsJsonReader().read(in);
        }
        assertEquals(EndReason.MAX_TRANSACTIONS, result.endReason());
        assertEquals(0, result.totalFailed(), result.errorsByCode().toString());
        long inserts = result.dmlTotals().inserts();
        assertTrue(
                inserts > 0 && result.dmlTotals().updates() > 0,
                result.dmlTotals().toString());
        assertEquals(LOADED + inserts - result.dmlTotals().deletes(), db.count("SELECT count(*) FROM passengers"));

        CliProcess.Run after = json(target, "validate");
        assertEquals(0, after.exitCode(), after.out() + after.err());
        CliProcess.Run drop = json(target, "drop");
        assertEquals(0, drop.exitCode(), drop.out() + drop.err());
        assertEquals(0, db.count("SELECT count(*) FROM pg_tables WHERE tablename = 'passengers'"));
        CliProcess.Run missing = json(target, "validate");
        assertEquals(6, missing.exitCode(), missing.out() + missing.err());
    }

    @Test
    void aRunWithCreateMakesTheSchemaItNeeds() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("jsoncreate");
        CliProcess.Run ran = CliProcess.inProcess(
                "-c",
                CliProcess.config("JSON_Workload.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "2",
                "-mt",
                "500",
                "--create",
                "--scale",
                "0.001",
                "-r",
                dir.resolve("results.xml").toString(),
                "-s");
        assertEquals(0, ran.exitCode(), ran.out() + ran.err());
        assertTrue(db.count("SELECT count(*) FROM passengers") > 0);
    }

    private static CliProcess.Run json(String[] target, String... command) throws Exception {
        List<String> args = new ArrayList<>(List.of("json"));
        args.addAll(Arrays.asList(command));
        args.addAll(Arrays.asList(target));
        return CliProcess.inProcess(args.toArray(String[]::new));
    }
}
