package io.dbbench.it;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.dialect.Dialects;
import io.dbbench.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * One private PostgreSQL for the whole integration-test JVM (started on first use, stopped and deleted
 * by its watchdog when the JVM ends), and a fresh database per test class so tests never see each other's schemas.
 */
public final class EmbeddedDatabase {
    private static EmbeddedPostgres server;
    private static final AtomicInteger DATABASES = new AtomicInteger();

    private EmbeddedDatabase() {}

    /** The shared server, started on first call. */
    public static synchronized EmbeddedPostgres server() {
        if (server == null) {
            try {
                server = EmbeddedPostgres.start(EmbeddedPostgres.Options.defaults());
            } catch (Exception e) {
                throw new IllegalStateException(
                        "cannot start the embedded PostgreSQL for integration tests: " + e.getMessage(), e);
            }
        }
        return server;
    }

    /** A new, empty database on the shared server. */
    public static Database newDatabase(String prefix) {
        EmbeddedPostgres pg = server();
        String name = (prefix + "_" + DATABASES.incrementAndGet())
                .toLowerCase(java.util.Locale.ROOT)
                .replaceAll("[^a-z0-9_]", "_");
        try (Connection c = dataSource(pg.jdbcUrl(), pg).getConnection();
                Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create database " + name + ": " + e.getMessage(), e);
        }
        String url = "jdbc:postgresql://127.0.0.1:" + pg.port() + "/" + name;
        return new Database(url, pg.user(), pg.password(), dataSource(url, pg));
    }

    private static DataSource dataSource(String url, EmbeddedPostgres pg) {
        PGSimpleDataSource ds = new PGSimpleDataSource();
        ds.setUrl(url);
        ds.setUser(pg.user());
        ds.setPassword(pg.password());
        return ds;
    }

    /** A database on the shared server: its URL, credentials and a plain (unpooled) DataSource. */
    public record Database(String jdbcUrl, String user, String password, DataSource dataSource) {
        public Dialect dialect() {
            return Dialects.postgresql();
        }

        /** {@code -cs URL -u USER -p PASSWORD}: the CLI's options for this database, for in-process runs only (a process's command line is readable by others). */
        public List<String> cliTarget() {
            return List.of("-cs", jdbcUrl, "-u", user, "-p", password);
        }

        public long count(String sql) throws SQLException {
            try (Connection c = dataSource.getConnection();
                    Statement s = c.createStatement();
                    var rs = s.executeQuery(sql)) {
                rs.next();
                return rs.getLong(1);
            }
        }

        @Override
        public String toString() {
            return "Database[" + jdbcUrl + "]";
        }
    }
}
