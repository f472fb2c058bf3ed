package io.dbbench.core.measure;

/** Where the transactions of a code benchmark ({@link Benchmark#builder()}) get their connections. */
public enum ConnectionMode {
    /**
     * The engine's session connection, as for every config workload: {@code ctx.connection()} (manual
     * commit) from a pool the benchmark opens on the DataSource or JDBC URL, one per user (or per service
     * with topologies). The code commits or rolls back; a failure is rolled back by the engine.
     */
    SESSION,
    /**
     * The application's own pool or DAO: the engine lends no connection and only picks, paces and times
     * the calls, as JMH times a method. {@code ctx.connection()} is unavailable; topologies, which shape
     * the engine's pools, do not apply.
     */
    APPLICATION
}
