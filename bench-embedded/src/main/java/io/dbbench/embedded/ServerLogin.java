package io.dbbench.embedded;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.postgresql.Driver;

/** What the embedded server must allow before start() returns: a password login over TCP. */
final class ServerLogin {
    private static final String CONNECT_TIMEOUT_SECONDS = "10";

    private ServerLogin() {}

    static String jdbcUrl(int port, String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    /** Creates {@code database} unless it exists (it does after a restart, and "postgres" always does). */
    static void createDatabaseIfMissing(int port, String user, String password, String database)
            throws EmbeddedPostgresException {
        String url = jdbcUrl(port, "postgres");
        try (Connection connection = connect(url, user, password)) {
            boolean exists;
            try (PreparedStatement query = connection.prepareStatement("select 1 from pg_database where datname = ?")) {
                query.setString(1, database);
                try (ResultSet rows = query.executeQuery()) {
                    exists = rows.next();
                }
            }
            if (!exists) {
                try (Statement statement = connection.createStatement()) {
                    // the name is a validated identifier (Options), quoted to keep its exact case
                    statement.execute("create database \"" + database + "\"");
                }
            }
        } catch (SQLException e) {
            throw new EmbeddedPostgresException(
                    "cannot create database " + database + " at " + url + " as " + user + ": " + e.getMessage(), e);
        }
    }

    /** Logs in over TCP with the password and runs one query. */
    static void check(int port, String user, String password, String database) throws EmbeddedPostgresException {
        String url = jdbcUrl(port, database);
        try (Connection connection = connect(url, user, password);
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("select 1")) {
            if (!rows.next()) {
                throw new EmbeddedPostgresException("login check at " + url + " as " + user + " returned no row");
            }
        } catch (SQLException e) {
            throw new EmbeddedPostgresException("cannot log in at " + url + " as " + user + ": " + e.getMessage(), e);
        }
    }

    private static Connection connect(String url, String user, String password) throws SQLException {
        Properties properties = new Properties();
        properties.setProperty("user", user);
        properties.setProperty("password", password);
        properties.setProperty("connectTimeout", CONNECT_TIMEOUT_SECONDS);
        properties.setProperty("ApplicationName", "dbbench-embedded");
        // the driver directly, not DriverManager: works whatever class loader loaded us
        Connection connection = new Driver().connect(url, properties);
        if (connection == null) {
            throw new SQLException("the PostgreSQL driver does not accept " + url);
        }
        return connection;
    }
}
