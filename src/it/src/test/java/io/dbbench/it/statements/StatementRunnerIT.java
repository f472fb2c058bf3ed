package io.dbbench.it.statements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The statement runner on real PostgreSQL through the CLI: a SwingBench-format statements file and a
 * plain .sql file run with 0 failures and report each statement; a query cut by its timeout fails and
 * the user goes on.
 */
class StatementRunnerIT {
    private static EmbeddedDatabase.Database db;

    @TempDir
    Path dir;

    @BeforeAll
    static void schema() throws SQLException {
        db = EmbeddedDatabase.newDatabase("statements");
        try (Connection c = db.dataSource().getConnection();
                Statement s = c.createStatement()) {
            s.execute(
                    "CREATE TABLE sales (sale_year int, region varchar(10), city varchar(20), amount numeric(8,2), sold date)");
            s.execute(
                    "INSERT INTO sales SELECT 1998 + g % 5, (ARRAY['North','South','East'])[1 + g % 3], 'city' || (g % 40), g % 997,"
                            + " DATE '1998-01-01' + (g % 1826) FROM generate_series(1, 20000) g");
            s.execute("CREATE TABLE notes (id serial PRIMARY KEY, note varchar(40))");
        }
    }

    private Path config(String statementsFile, String runMode, int users) throws Exception {
        return config(statementsFile, runMode, users, "");
    }

    /** @param initCommands {@code <Command>} elements for InitilizationCommands */
    private Path config(String statementsFile, String runMode, int users, String initCommands) throws Exception {
        String xml =
                """
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <SwingBenchConfiguration xmlns="http://www.dominicgiles.com/swingbench/config">
                    <Name>Statement runner test</Name>
                    <Comment>Written for dbbench's integration tests</Comment>
                    <Connection>
                        <UserName>x</UserName>
                        <Password>x</Password>
                        <ConnectString>x</ConnectString>
                        <DriverType>thin</DriverType>
                        <InitilizationCommands>%s</InitilizationCommands>
                    </Connection>
                    <Load>
                        <NumberOfUsers>%d</NumberOfUsers>
                        <MinDelay>0</MinDelay>
                        <MaxDelay>0</MaxDelay>
                        <InterMinDelay>0</InterMinDelay>
                        <InterMaxDelay>0</InterMaxDelay>
                        <QueryTimeout>60</QueryTimeout>
                        <MaxTransactions>0</MaxTransactions>
                        <RunTime>0:0</RunTime>
                        <TransactionList>
                            <Transaction>
                                <Id>Statement Runner</Id>
                                <ShortName>SSR</ShortName>
                                <ClassName>com.dom.benchmarking.swingbench.benchmarks.statementrunner.SQLStatementRunner</ClassName>
                                <Weight>100</Weight>
                                <Enabled>true</Enabled>
                            </Transaction>
                        </TransactionList>
                        <EnvironmentVariables>
                            <Variable Key="STATEMENTS_CONFIG_FILE">../configs/%s</Variable>
                            <Variable Key="STATEMENTS_RUN_MODE">%s</Variable>
                        </EnvironmentVariables>
                    </Load>
                </SwingBenchConfiguration>
                """
                        .formatted(initCommands, users, statementsFile, runMode);
        Path file = dir.resolve("runner.xml");
        Files.writeString(file, xml);
        return file;
    }

    private Path copy(String resource) throws Exception {
        try (InputStream in = StatementRunnerIT.class.getResourceAsStream(resource)) {
            Path target = dir.resolve(resource);
            Files.copy(in, target);
            return target;
        }
    }

    private CliProcess.Run run(Path config, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of(
                "-c",
                config.toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-r",
                dir.resolve("results.xml").toString(),
                "-mr",
                "-nc"));
        args.addAll(List.of(more));
        return CliProcess.inProcess(args.toArray(String[]::new));
    }

    private RunResult results() throws Exception {
        try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
            return new ResultsJsonReader().read(in);
        }
    }

    private static TransactionResult named(RunResult r, String id) {
        return r.transactions().stream()
                .filter(t -> t.id().equals(id))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no result " + id + " in "
                        + r.transactions().stream().map(TransactionResult::id).toList()));
    }

    @Test
    void swingBenchStatementsFileRunsWithoutFailuresAndReportsEachStatement() throws Exception {
        copy("runner-statements.xml");
        CliProcess.Run run =
                run(config("runner-statements.xml", "random", 2), "-rt", "0:00.04", "-v", "users,tps,vresp");
        assertEquals(0, run.exitCode(), run.out() + run.err());

        RunResult r = results();
        assertEquals(0, r.totalFailed(), run.out());
        long statements = 0;
        for (String q : List.of("Y1", "R2", "D3", "N4")) {
            TransactionResult t = named(r, q);
            assertTrue(t.completed() > 0, q + " never ran");
            assertEquals(0, t.failed());
            statements += t.completed();
        }
        assertEquals(named(r, "Statement Runner").completed(), statements, "every execution is one statement");
        assertEquals(named(r, "Statement Runner").completed(), r.totalCompleted(), "statements are not counted twice");
        assertEquals(named(r, "N4").completed(), r.dmlTotals().inserts());
        assertEquals(named(r, "N4").completed(), db.count("SELECT count(*) FROM notes WHERE note LIKE 'it''s %'"));
        assertTrue(
                r.transactions().stream().noneMatch(t -> t.id().equals("X5")), "a disabled statement is not reported");

        String xml = Files.readString(dir.resolve("results.xml"));
        assertTrue(xml.contains("<Result id=\"Y1\">") && xml.contains("<Result id=\"N4\">"), xml);
        assertTrue(
                run.out().contains("D3"), "live vresp columns and the mini report name the statements: " + run.out());
    }

    @Test
    void plainSqlFileRunsEachStatementOncePerUserInSerialOnceMode() throws Exception {
        copy("runner-statements.sql");
        CliProcess.Run run = run(config("runner-statements.sql", "serial_once", 3), "-rt", "0:01");
        assertEquals(0, run.exitCode(), run.out() + run.err());

        RunResult r = results();
        assertEquals(EndReason.USERS_FINISHED, r.endReason());
        assertEquals(0, r.totalFailed());
        assertEquals(9, r.totalCompleted());
        for (String q : List.of("top_cities", "by_day", "count_region"))
            assertEquals(3, named(r, q).completed(), q);
    }

    @Test
    void aQueryCutByItsTimeoutFailsAndTheUserGoesOn() throws Exception {
        Files.writeString(
                dir.resolve("slow.sql"),
                """
                -- name: SLOW
                -- timeout: 1
                select pg_sleep(30);

                -- name: FAST
                select count(*) from sales;
                """);
        CliProcess.Run run = run(config("slow.sql", "serial_stepped", 1), "-rt", "0:00.05", "--max-failed-pct", "100");
        assertEquals(0, run.exitCode(), run.out() + run.err());

        RunResult r = results();
        assertTrue(
                named(r, "SLOW").failed() >= 2,
                "each SLOW is cut after 1 s: " + named(r, "SLOW").failed());
        assertEquals(0, named(r, "SLOW").completed());
        assertTrue(named(r, "FAST").completed() >= 2, "the user went on after each timeout");
        assertEquals(named(r, "SLOW").failed(), r.totalFailed());
    }

    @Test
    void anOracleOnlyInitCommandIsReportedOnceAndSkippedUnlessStrict() throws Exception {
        // divides by zero unless the command after the skipped one ran: work_mem is 8MB in every session
        Files.writeString(
                dir.resolve("one.sql"),
                "-- name: ONE\n" + "select 1 / (case when current_setting('work_mem') = '8MB' then 1 else 0 end);\n");
        Path config = config(
                "one.sql",
                "serial_stepped",
                2,
                "<Command>alter session force parallel query parallel 4</Command>"
                        + "<Command>set work_mem = '8MB'</Command>");
        CliProcess.Run run = run(config, "-mt", "20");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        String skipped =
                "bench-cli: skipping InitilizationCommands command 1 (alter session force parallel query parallel 4): "
                        + "Oracle-only, postgresql says: ERROR: syntax error at or near \"session\"";
        assertTrue(run.err().contains(skipped), run.err());
        assertEquals(run.err().indexOf("skipping"), run.err().lastIndexOf("skipping"), "reported once: " + run.err());
        assertEquals(20, results().totalCompleted());
        assertEquals(0, results().totalFailed());

        // two forked repeats, from the jar (the child JVMs inherit its stderr): the parent says it once, they nothing
        Path log = dir.resolve("fork.log");
        Process fork = new ProcessBuilder(
                        CliProcess.java(),
                        "-jar",
                        CliProcess.jar().toString(),
                        "-c",
                        config.toString(),
                        "-cs",
                        db.jdbcUrl(),
                        "-u",
                        db.user(),
                        "-p",
                        db.password(),
                        "-r",
                        dir.resolve("results.xml").toString(),
                        "-nc",
                        "--iterations",
                        "1x1s",
                        "--repeats",
                        "2",
                        "--fork")
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        assertTrue(fork.waitFor(180, java.util.concurrent.TimeUnit.SECONDS), "fork run did not end");
        String forked = Files.readString(log);
        assertEquals(0, fork.exitValue(), forked);
        assertEquals(1, forked.split("skipping InitilizationCommands", -1).length - 1, "reported once: " + forked);
        assertEquals(0, results().totalFailed());

        CliProcess.Run strict = run(config, "-mt", "20", "--strict-init");
        assertEquals(3, strict.exitCode(), strict.err());
        assertTrue(
                strict.err()
                        .contains(
                                "InitilizationCommands command 1 (alter session force parallel query parallel 4) fails on postgresql: "
                                        + "ERROR: syntax error at or near \"session\""),
                strict.err());
    }
}
