package com.example.checkout;

import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.measure.BenchmarkAssert;
import io.dbbench.core.measure.BenchmarkResult;
import io.dbbench.core.measure.ConnectionMode;
import io.dbbench.embedded.EmbeddedPostgresExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The nightly gate, only with {@code mvn verify -Dnightly=true}: the session-connection benchmark for
 * 5 iterations, failing on a significant slow-down beyond 10% against nightly/baseline.json (a
 * results.json of an earlier run on the same machine; {@code -Dnightly.updateBaseline=true} writes it).
 */
@EnabledIfSystemProperty(named = "nightly", matches = "true")
class CheckoutNightlyGateTest {
    @RegisterExtension
    static EmbeddedPostgresExtension postgres = new EmbeddedPostgresExtension();

    @Test
    void placeOrderIsNoSlowerThanTheBaseline() throws Exception {
        new OrderStore(postgres.dataSource()).createSchema();
        Path results = Path.of("target", "nightly");
        BenchmarkResult result = Benchmark.builder()
                .dataSource(postgres.dataSource())
                .connectionMode(ConnectionMode.SESSION)
                .transaction("place order", 1, new PlaceOrder())
                .users(2)
                .seed(42)
                .warmup(1, Duration.ofSeconds(2))
                .iterations(5, Duration.ofSeconds(2))
                .resultsDirectory(results)
                .build()
                .run();

        BenchmarkAssert.that(result).hasNoFailures();
        Path baseline = Path.of("nightly", "baseline.json");
        if (Boolean.getBoolean("nightly.updateBaseline")) {
            Files.createDirectories(baseline.getParent());
            Files.copy(results.resolve("results.json"), baseline, StandardCopyOption.REPLACE_EXISTING);
        }
        assertTrue(Files.exists(baseline), "no " + baseline.toAbsolutePath() + ": run once with -Dnightly.updateBaseline=true and commit it");
        BenchmarkAssert.that(result).noSlowerThan(baseline, 10);
    }
}
