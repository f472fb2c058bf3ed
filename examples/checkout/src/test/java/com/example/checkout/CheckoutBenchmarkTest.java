package com.example.checkout;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.measure.BenchmarkAssert;
import io.dbbench.core.measure.BenchmarkResult;
import io.dbbench.core.measure.ConnectionMode;
import io.dbbench.core.workload.Outcome;
import io.dbbench.embedded.EmbeddedPostgresExtension;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertTrue;

class CheckoutBenchmarkTest {
    @RegisterExtension
    static EmbeddedPostgresExtension postgres = new EmbeddedPostgresExtension(); // private PostgreSQL, no Docker

    static HikariDataSource pool;
    static OrderStore store;

    @BeforeAll
    static void schemaAndOrders() throws Exception {
        HikariConfig config = new HikariConfig();
        config.setDataSource(postgres.dataSource());
        config.setMaximumPoolSize(4);
        pool = new HikariDataSource(config);                // the application's own pool
        store = new OrderStore(pool);
        store.createSchema();
        for (int i = 0; i < 1000; i++) store.placeOrder("customer-" + i % 50, 100 + i);
    }

    @AfterAll
    static void closePool() {
        pool.close();
    }

    @Test
    void findAndPlaceOrdersThroughTheApplicationsPool() throws Exception {
        BenchmarkResult result = Benchmark.builder()
                .connectionMode(ConnectionMode.APPLICATION)  // the store uses its pool; dbbench times the calls
                .transaction("find order", 70, ctx -> {
                    store.findOrder(ctx.randomInt(1, 1000));
                    return Outcome.COMMITTED;
                })
                .transaction("place order", 30, ctx -> {
                    store.placeOrder("customer-" + ctx.sessionId(), ctx.randomInt(100, 100_000));
                    return Outcome.COMMITTED;
                })
                .users(4)
                .warmup(1, Duration.ofSeconds(1))
                .iterations(3, Duration.ofSeconds(1))
                .build()
                .run();         // results.json/.xml in target/dbbench/CheckoutBenchmarkTest/<test method>/

        BenchmarkAssert.that(result)          // on failure: what was exceeded, then every figure
                .hasNoFailures()
                .percentileAtMost("find order", 99, Duration.ofMillis(100))
                .tpsAtLeast(50);
    }

    @Test
    void placeOrdersOnTheEnginesSessionConnections() throws Exception {
        BenchmarkResult result = Benchmark.builder()
                .dataSource(postgres.dataSource())
                .connectionMode(ConnectionMode.SESSION)      // ctx.connection(), one per user; the code commits
                .transaction("place order", 1, new PlaceOrder())
                .users(2)
                .thinkTime(Duration.ofMillis(1), Duration.ofMillis(5))
                .runTime(Duration.ofSeconds(2))
                .build()
                .run();

        BenchmarkAssert.that(result).hasNoFailures().countAtLeast("place order", 50);
        assertTrue(result.transaction("place order").rolledBack() > 0, "orders above 900.00 are refused");
    }
}
