package io.dbbench.core.measure;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.internal.engine.DirectConnectionSource;
import io.dbbench.core.internal.engine.PooledConnectionSource;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * Where a benchmark's connections come from: a JDBC URL (with the config's credentials) or the caller's
 * DataSource, exactly one of them.
 */
record BenchmarkDatabase(String jdbcUrl, DataSource dataSource) {
    BenchmarkDatabase {
        if ((jdbcUrl == null) == (dataSource == null))
            throw new IllegalArgumentException("exactly one of a JDBC URL and a DataSource");
    }

    /**
     * The database a builder was given, checked against its connection mode: null for
     * {@link ConnectionMode#APPLICATION}, which takes none.
     *
     * @throws IllegalArgumentException for both a URL and a DataSource, neither (on session connections), or
     *                                  a database or topologies with application connections
     */
    static BenchmarkDatabase of(String jdbcUrl, DataSource dataSource, boolean application, boolean topologies) {
        if (jdbcUrl != null && dataSource != null)
            throw new IllegalArgumentException("give one of a JDBC URL and a DataSource, not both");
        if (application && (jdbcUrl != null || dataSource != null)) {
            throw new IllegalArgumentException(
                    (jdbcUrl != null ? "jdbcUrl(...)" : "dataSource(...)") + " gives the engine's "
                            + "session connections; with ConnectionMode.APPLICATION your code uses its own pool and the engine opens "
                            + "none: drop it, or choose ConnectionMode.SESSION");
        }
        if (!application && jdbcUrl == null && dataSource == null) {
            throw new IllegalArgumentException("give the database: a JDBC URL or a DataSource");
        }
        if (application && topologies) {
            throw new IllegalArgumentException(
                    "topologies shape the engine's connection pools; with ConnectionMode.APPLICATION "
                            + "your code uses its own pool and the engine opens none");
        }
        return application ? null : new BenchmarkDatabase(jdbcUrl, dataSource);
    }

    /** Opens the benchmark's pools: fixed-size pools, or a connection held per user. */
    Benchmark.PoolOpener opener() {
        return jdbcUrl != null
                ? (connection, name, size, initSql, fixed) -> fixed
                        ? PooledConnectionSource.openFixed(jdbcUrl, connection, size, name, initSql)
                        : DirectConnectionSource.forHeldUsers(jdbcUrl, connection, size, name)
                : (connection, name, size, initSql, fixed) -> fixed
                        ? PooledConnectionSource.openFixed(dataSource, connection, size, name, initSql)
                        : DirectConnectionSource.forHeldUsers(dataSource, connection, size, name);
    }

    /** The dialect named by the JDBC URL, or by the URL a DataSource's connection reports. */
    Dialect findDialect() {
        if (jdbcUrl != null) return Dialects.forJdbcUrl(jdbcUrl);
        try (Connection c = dataSource.getConnection()) {
            return Dialects.forJdbcUrl(c.getMetaData().getURL());
        } catch (SQLException e) {
            throw new IllegalArgumentException(
                    "cannot tell the database's dialect from the DataSource (set dialect(...)): " + e.getMessage(), e);
        }
    }
}
