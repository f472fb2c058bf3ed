package io.dbbench.core.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A code benchmark refuses what cannot run, naming the fix, and writes its results where CI keeps them. */
class CodeBenchmarkBuilderTest {
    private static final Transaction NOTHING = ctx -> Outcome.COMMITTED;

    private static String refusal(BenchmarkBuilder builder) {
        return assertThrows(IllegalArgumentException.class, builder::build).getMessage();
    }

    @Test
    void theConnectionModeMustBeChosen() {
        assertTrue(refusal(Benchmark.builder().maxTransactions(1).transaction("t", 1, NOTHING))
                .startsWith("choose where the transactions get connections: connectionMode(ConnectionMode.SESSION)"));
    }

    @Test
    void sessionModeNeedsADatabase() {
        assertEquals(
                "give the database: a JDBC URL or a DataSource",
                refusal(Benchmark.builder()
                        .maxTransactions(1)
                        .connectionMode(ConnectionMode.SESSION)
                        .transaction("t", 1, NOTHING)));
    }

    @Test
    void aCodeBenchmarkMustEndByItself() {
        assertTrue(refusal(Benchmark.builder()
                        .connectionMode(ConnectionMode.APPLICATION)
                        .transaction("t", 1, NOTHING))
                .startsWith("a code benchmark must end by itself"));
    }

    @Test
    void topologiesNeedTheEnginesPools() {
        assertTrue(refusal(Benchmark.builder()
                        .connectionMode(ConnectionMode.APPLICATION)
                        .maxTransactions(1)
                        .topologies("2x1")
                        .transaction("t", 1, NOTHING))
                .startsWith("topologies shape the engine's connection pools"));
    }

    @Test
    void applicationModeRefusesADatabaseItWouldIgnore() {
        // before: silently ignored, and a DataSource was even opened to find its dialect
        assertTrue(refusal(Benchmark.builder()
                        .connectionMode(ConnectionMode.APPLICATION)
                        .maxTransactions(1)
                        .jdbcUrl("jdbc:postgresql://127.0.0.1:1/x")
                        .transaction("t", 1, NOTHING))
                .startsWith("jdbcUrl(...) gives the engine's session connections; with ConnectionMode.APPLICATION"));
        FakeDatabase db = new FakeDatabase();
        assertTrue(refusal(Benchmark.builder()
                        .connectionMode(ConnectionMode.APPLICATION)
                        .maxTransactions(1)
                        .dataSource(db.dataSource())
                        .transaction("t", 1, NOTHING))
                .startsWith("dataSource(...) gives the engine's session connections"));
        assertEquals(0, db.opened.get());
    }

    @Test
    void thinkTimesAreWholeNonNegativeMillisecondsNamedByTheBuilderMethod() {
        // before: 500 µs became 0 and a bad value was refused naming the XML field InterMaxDelay
        assertEquals(
                "thinkTime(min, max): PT0.0005S is not a whole number of milliseconds",
                assertThrows(IllegalArgumentException.class, () -> Benchmark.builder()
                                .thinkTime(Duration.ZERO, Duration.ofNanos(500_000)))
                        .getMessage());
        assertEquals(
                "intraThinkTime(min, max): PT-0.001S is negative",
                assertThrows(IllegalArgumentException.class, () -> Benchmark.builder()
                                .intraThinkTime(Duration.ofMillis(-1), Duration.ofMillis(1)))
                        .getMessage());
        assertEquals(
                "thinkTime(min, max): min PT0.002S > max PT0.001S",
                assertThrows(IllegalArgumentException.class, () -> Benchmark.builder()
                                .thinkTime(Duration.ofMillis(2), Duration.ofMillis(1)))
                        .getMessage());
    }

    @Test
    void aPasswordInTheUrlStaysOutOfTheCannotConnectError() {
        // no driver takes this URL: DriverManager's "No suitable driver found for <url>" used to carry it whole
        io.dbbench.core.engine.BenchmarkException e =
                assertThrows(io.dbbench.core.engine.BenchmarkException.class, () -> Benchmark.builder()
                        .connectionMode(ConnectionMode.SESSION)
                        .maxTransactions(1)
                        .dialect(io.dbbench.core.dialect.Dialects.postgresql())
                        .resultsDirectory(null)
                        .jdbcUrl("jdbc:nodriver://shop:s3cret@127.0.0.1:1/x?password=s3cret&ssl=true")
                        .transaction("t", 1, NOTHING)
                        .build()
                        .run());
        assertEquals(io.dbbench.core.engine.BenchmarkException.Kind.CANNOT_CONNECT, e.kind());
        for (Throwable t = e; t != null; t = t.getCause()) {
            assertFalse(String.valueOf(t.getMessage()).contains("s3cret"), t.toString());
        }
        assertTrue(
                e.getMessage().contains("jdbc:nodriver://shop:***@127.0.0.1:1/x?password=***&ssl=true"),
                e.getMessage());
    }

    @Test
    void transactionsNeedUniqueNamesAndPositiveWeights() {
        assertEquals(
                "add at least one transaction: transaction(name, weight, ctx -> ...)",
                refusal(Benchmark.builder()
                        .connectionMode(ConnectionMode.APPLICATION)
                        .maxTransactions(1)));
        assertEquals(
                "transaction 't' is added twice",
                assertThrows(IllegalArgumentException.class, () -> Benchmark.builder()
                                .transaction("t", 1, NOTHING)
                                .transaction("t", 2, NOTHING))
                        .getMessage());
        assertEquals(
                "transaction 't': weight 0 must be 1 or more",
                assertThrows(IllegalArgumentException.class, () -> Benchmark.builder()
                                .transaction("t", 0, NOTHING))
                        .getMessage());
    }

    @Test
    void aConfigBenchmarkTakesNoCodeTransactions() {
        RunConfig config =
                RunConfig.builder().transaction("Insert", "I", "x.Insert", 1).build();
        assertThrows(
                IllegalStateException.class, () -> Benchmark.builder(config).transaction("t", 1, NOTHING));
        assertTrue(assertThrows(IllegalStateException.class, () -> Benchmark.builder(config)
                        .connectionMode(ConnectionMode.APPLICATION))
                .getMessage()
                .startsWith("connectionMode(...): a config's transactions always run on the engine's session"));
    }

    @Test
    void resultsGoUnderTargetDbbenchTestClassTestMethod() throws Exception {
        Path dir = Path.of(
                "target", "dbbench", "CodeBenchmarkBuilderTest", "resultsGoUnderTargetDbbenchTestClassTestMethod");
        Files.deleteIfExists(dir.resolve("results.json"));
        Files.deleteIfExists(dir.resolve("results.xml"));
        Benchmark.builder()
                .connectionMode(ConnectionMode.APPLICATION)
                .name("checkout")
                .maxTransactions(3)
                .transaction("t", 1, NOTHING)
                .build()
                .run();
        assertTrue(Files.readString(dir.resolve("results.json")).contains("\"checkout\""));
        assertTrue(Files.readString(dir.resolve("results.xml")).contains("checkout"));
    }

    @Test
    void anExplicitDirectoryWinsAndNullWritesNothing(@TempDir Path tmp) throws Exception {
        Benchmark.builder()
                .connectionMode(ConnectionMode.APPLICATION)
                .maxTransactions(3)
                .resultsDirectory(tmp.resolve("out"))
                .transaction("t", 1, NOTHING)
                .build()
                .run();
        assertTrue(Files.isRegularFile(tmp.resolve("out/results.json")));
        Path dir =
                Path.of("target", "dbbench", "CodeBenchmarkBuilderTest", "anExplicitDirectoryWinsAndNullWritesNothing");
        assertFalse(Files.exists(dir));
        Benchmark.builder()
                .connectionMode(ConnectionMode.APPLICATION)
                .maxTransactions(3)
                .resultsDirectory(null)
                .runTime(Duration.ofSeconds(1))
                .transaction("t", 1, NOTHING)
                .build()
                .run();
        assertFalse(Files.exists(dir), "null writes nothing, not even under target/dbbench");
    }

    @Test
    void twoBenchmarksInOneTestMethodGetTwoDirectories() throws Exception {
        // as a parameterized or repeated test's invocations do: before, the second overwrote the first's files
        Path dir = Path.of(
                "target", "dbbench", "CodeBenchmarkBuilderTest", "twoBenchmarksInOneTestMethodGetTwoDirectories");
        for (String suffix : new String[] {"", "-2"}) Files.deleteIfExists(Path.of(dir + suffix, "results.json"));
        for (String name : new String[] {"first", "second"}) {
            Benchmark.builder()
                    .connectionMode(ConnectionMode.APPLICATION)
                    .name(name)
                    .maxTransactions(3)
                    .transaction("t", 1, NOTHING)
                    .build()
                    .run();
        }
        assertTrue(Files.readString(dir.resolve("results.json")).contains("\"first\""));
        assertTrue(Files.readString(Path.of(dir + "-2", "results.json")).contains("\"second\""));
    }

    @Test
    void outsideATestMethodNoDirectoryIsFound() {
        assertFalse(TestResultsDirectory.isTestMethod(CodeBenchmarkBuilderTest.class, "refusal"));
        assertTrue(TestResultsDirectory.isTestMethod(
                CodeBenchmarkBuilderTest.class, "outsideATestMethodNoDirectoryIsFound"));
    }
}
