package com.example.checkout;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.measure.BenchmarkAssert;
import io.dbbench.core.measure.BenchmarkResult;
import io.dbbench.core.measure.ConnectionMode;
import org.junit.jupiter.api.Test;
import org.testcontainers.containers.JdbcDatabaseContainer;
import org.testcontainers.containers.PostgreSQLContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.oracle.OracleContainer;

import java.time.Duration;

/**
 * The same session-connection benchmark on Testcontainers databases: PostgreSQL and Oracle Free.
 * Skipped, not failed, where no Docker engine runs (as on dbbench's own build machines, where it has
 * never run).
 */
@Testcontainers(disabledWithoutDocker = true)
class CheckoutOnContainersTest {
    @Container
    static PostgreSQLContainer<?> postgres = new PostgreSQLContainer<>("postgres:16-alpine");

    @Container
    static OracleContainer oracle = new OracleContainer("gvenzl/oracle-free:23-slim-faststart");

    @Test
    void onPostgres() throws Exception {
        placeOrders(postgres);
    }

    @Test
    void onOracleFree() throws Exception {
        placeOrders(oracle);
    }

    private static void placeOrders(JdbcDatabaseContainer<?> database) throws Exception {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(database.getJdbcUrl());
        config.setUsername(database.getUsername());
        config.setPassword(database.getPassword());
        try (HikariDataSource dataSource = new HikariDataSource(config)) {
            new OrderStore(dataSource).createSchema();
            BenchmarkResult result = Benchmark.builder()
                    .dataSource(dataSource)
                    .connectionMode(ConnectionMode.SESSION)
                    .transaction("place order", 1, new PlaceOrder())
                    .users(2)
                    .runTime(Duration.ofSeconds(3))
                    .build()
                    .run();
            BenchmarkAssert.that(result).hasNoFailures().countAtLeast("place order", 10);
        }
    }
}
