package io.dbbench.core.measure;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.engine.DirectConnectionSource;
import io.dbbench.core.engine.PooledConnectionSource;
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
