package io.dbbench.it.containers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.EnvironmentFingerprint;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.it.LocalImages;
import io.dbbench.workloads.bulk.ValidationReport;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import io.dbbench.workloads.soe.schema.SoeValidator;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.postgresql.ds.PGSimpleDataSource;
import org.testcontainers.containers.PostgreSQLContainer;
import org.testcontainers.utility.DockerImageName;

/**
 * Order Entry (client side and server side) and the statement runner through the CLI against our own
 * PostgreSQL image, started by Testcontainers as a stand-in for the official {@code postgres} image: the
 * code path the Oracle Free ITs take where images can be pulled, run here on an image built locally
 * ({@code deploy/images.sh --offline --db-only}). Skipped, saying why, without Docker or the image; failed
 * instead on CI (CI=true, unless DBBENCH_SKIP_CONTAINERS=1: {@link LocalImages#assumePresent}). The container is stopped here, not by a reaper
 * (TESTCONTAINERS_RYUK_DISABLED: Ryuk's image cannot be pulled either).
 */
class PostgresImageIT {
    static final String IMAGE = "dbbench-postgres:dev";

    private static PostgreSQLContainer<?> container;
    private static EmbeddedDatabase.Database db;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        LocalImages.assumePresent(IMAGE, "build it with deploy/images.sh --offline --db-only", System.getenv());
        container = new PostgreSQLContainer<>(DockerImageName.parse(IMAGE).asCompatibleSubstituteFor("postgres"))
                .withDatabaseName("soe")
                .withUsername("bench")
                .withPassword("bench_pw1")
                .withImagePullPolicy(LocalImages.NEVER_PULL);
        container.start();
        PGSimpleDataSource ds = new PGSimpleDataSource();
        ds.setUrl(container.getJdbcUrl());
        ds.setUser(container.getUsername());
        ds.setPassword(container.getPassword());
        db = new EmbeddedDatabase.Database(
                container.getJdbcUrl(), container.getUsername(), container.getPassword(), ds);
    }

    @AfterAll
    static void stop() {
        if (container != null) container.stop();
    }

    @Test
    void soeClientAndServerSideRunInTheContainersDatabase() throws Exception {
        WorkloadContext ctx = new WorkloadContext(db.dataSource(), db.dialect(), Map.of());
        SoeSchemaInstaller installer = SoeSchemaInstaller.forDialect(db.dialect());
        installer.create(ctx, new InstallOptions(0.01, 2, 7, LoadProgress.NONE));
        for (String config : List.of("SOE_Client_Side.xml", "SOE_Server_Side_V2.xml")) {
            long logonsBefore = db.count("SELECT COUNT(*) FROM logon");
            RunResult result = run(config, "-c", CliProcess.config(config).toString(), "-uc", "2", "-mt", "300");
            assertEquals(EndReason.MAX_TRANSACTIONS, result.endReason(), config);
            assertEquals(0, result.totalFailed(), config + ": " + result.errorsByCode());
            assertTrue(result.totalCompleted() >= 300, config + ": " + result.totalCompleted());
            assertTrue(result.dmlTotals().commits() > 0, config + ": " + result.dmlTotals());
            // the container's server (PostgreSQL 15 from Debian), and rows it holds that only this run added
            String version = result.fingerprint().facts().get(EnvironmentFingerprint.DB_VERSION);
            assertTrue(version.startsWith("15."), config + ": database version " + version);
            long logons = db.count("SELECT COUNT(*) FROM logon") - logonsBefore;
            assertTrue(logons > 0 && logons <= result.dmlTotals().inserts(), config + ": " + logons + " logons");
        }
        ValidationReport report = SoeValidator.forDialect(db.dialect()).validate(ctx);
        assertTrue(report.ok(), report::format);
        installer.drop(ctx);
    }

    @Test
    void statementRunnerRunsTheUsersSqlInTheContainersDatabase() throws Exception {
        try (Connection c = db.dataSource().getConnection();
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE notes (id serial PRIMARY KEY, note varchar(40))");
        }
        Files.writeString(
                dir.resolve("mine.sql"),
                """
                -- name: ADD_NOTE
                insert into notes (note) values ('from the statement runner');

                -- name: COUNT_NOTES
                select count(*) from notes;
                """);
        RunResult result =
                run("statement runner", "-c", statementsConfig("mine.sql", 3).toString(), "-rt", "0:01");
        assertEquals(EndReason.USERS_FINISHED, result.endReason());
        assertEquals(0, result.totalFailed(), result.errorsByCode().toString());
        assertEquals(3, named(result, "ADD_NOTE").completed(), "each user runs each statement once");
        assertEquals(3, named(result, "COUNT_NOTES").completed());
        assertEquals(3, db.count("SELECT COUNT(*) FROM notes"), "the inserts are in the container's database");
    }

    /** The CLI against the container with {@code args}, 0 failures allowed; its results.json. */
    private RunResult run(String what, String... args) throws Exception {
        Path results = Files.createDirectories(dir.resolve("results-" + what.hashCode()));
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of(
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-r",
                results.resolve("results.xml").toString(),
                "-s",
                "--max-failed-pct",
                "0"));
        CliProcess.Run run = CliProcess.inProcess(all.toArray(String[]::new));
        assertEquals(0, run.exitCode(), what + ": " + run.out() + run.err());
        try (InputStream in = Files.newInputStream(results.resolve("results.json"))) {
            return new ResultsJsonReader().read(in);
        }
    }

    private static TransactionResult named(RunResult r, String id) {
        return r.transactions().stream()
                .filter(t -> t.id().equals(id))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no result " + id));
    }

    /** A SwingBench-format config running {@code statementsFile} (next to it) once per user, serially. */
    private Path statementsConfig(String statementsFile, int users) throws Exception {
        String xml =
                """
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <SwingBenchConfiguration xmlns="http://www.dominicgiles.com/swingbench/config">
                    <Name>Statement runner on a container</Name>
                    <Comment>Written for dbbench's integration tests</Comment>
                    <Connection>
                        <UserName>x</UserName>
                        <Password>x</Password>
                        <ConnectString>x</ConnectString>
                        <DriverType>thin</DriverType>
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
                            <Variable Key="STATEMENTS_RUN_MODE">serial_once</Variable>
                        </EnvironmentVariables>
                    </Load>
                </SwingBenchConfiguration>
                """
                        .formatted(users, statementsFile);
        Path file = dir.resolve("runner.xml");
        Files.writeString(file, xml);
        return file;
    }
}
