package io.dbbench.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.Secret;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** Starts real servers: one shared by most tests, a second one where two must run at once. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EmbeddedPostgresTest {
    private EmbeddedPostgres shared;

    @BeforeAll
    void startShared() throws EmbeddedPostgresException {
        shared = EmbeddedPostgres.start(EmbeddedPostgres.Options.defaults());
    }

    @AfterAll
    void closeShared() throws EmbeddedPostgresException {
        if (shared != null) {
            shared.close();
        }
    }

    private static Connection connect(EmbeddedPostgres pg) throws SQLException {
        return DriverManager.getConnection(pg.jdbcUrl(), pg.user(), pg.password());
    }

    private static String queryOne(EmbeddedPostgres pg, String sql) throws SQLException {
        try (Connection c = connect(pg);
                Statement s = c.createStatement();
                ResultSet rows = s.executeQuery(sql)) {
            assertTrue(rows.next(), sql);
            return rows.getString(1);
        }
    }

    @Test
    void answersOnLoopbackWithTheReportedVersion() throws SQLException {
        assertEquals("jdbc:postgresql://127.0.0.1:" + shared.port() + "/bench", shared.jdbcUrl());
        assertNotEquals(5432, shared.port());
        assertEquals("bench", shared.user());
        assertFalse(shared.password().isEmpty(), "a password is generated when none is given");
        assertTrue(
                queryOne(shared, "select version()").startsWith("PostgreSQL " + shared.version()),
                "version() " + shared.version());
        assertEquals("bench", queryOne(shared, "select current_database()"));
        assertEquals("127.0.0.1", queryOne(shared, "show listen_addresses"));
        assertEquals("200", queryOne(shared, "show max_connections"));
        assertEquals("off", queryOne(shared, "show fsync"), "fast is the default");
        assertTrue(Files.isRegularFile(shared.dataDirectory().resolve("PG_VERSION")));
    }

    @Test
    void createsInsertsAndSelects() throws SQLException {
        try (Connection c = connect(shared);
                Statement s = c.createStatement()) {
            s.execute("create table crud_check (id int primary key, name text)");
            assertEquals(2, s.executeUpdate("insert into crud_check values (1, 'one'), (2, 'two')"));
            try (ResultSet rows = s.executeQuery("select name from crud_check order by id")) {
                assertTrue(rows.next());
                assertEquals("one", rows.getString(1));
                assertTrue(rows.next());
                assertEquals("two", rows.getString(1));
                assertFalse(rows.next());
            }
        }
    }

    @Test
    void refusesAWrongPasswordOverTcp() {
        assertThrows(SQLException.class, () -> DriverManager.getConnection(
                        shared.jdbcUrl(), shared.user(), shared.password() + "x")
                .close());
    }

    @Test
    void stopsAndStartsAgainOnTheSamePortWithTheData() throws Exception {
        try (Connection c = connect(shared);
                Statement s = c.createStatement()) {
            s.execute("create table survives_restart (v text)");
            s.execute("insert into survives_restart values ('kept')");
        }
        int port = shared.port();

        shared.stop();
        shared.stop(); // idempotent
        assertFalse(shared.isRunning());
        assertThrows(SQLException.class, () -> connect(shared).close());

        shared.start();
        assertTrue(shared.isRunning());
        assertEquals(port, shared.port());
        assertEquals("kept", queryOne(shared, "select v from survives_restart"));
        assertTrue(
                shared.serverLogTail(50).contains("database system is ready to accept connections"),
                shared.serverLogTail(50));
    }

    @Test
    void runsTwoAtOnceAndCloseRemovesTheBaseDirectory(@TempDir Path temp) throws Exception {
        Path base = temp.resolve("second");
        EmbeddedPostgres second = EmbeddedPostgres.start(EmbeddedPostgres.Options.defaults()
                .withDatabase("other")
                .withUser("tester")
                .withPassword(Secret.of("s3cret-pw"))
                .withFast(false)
                .withMaxConnections(20)
                .withBaseDirectory(base)
                .withSettings(Map.of("work_mem", "8MB")));
        try {
            assertNotEquals(shared.port(), second.port());
            assertEquals("s3cret-pw", second.password());
            assertEquals("other", queryOne(second, "select current_database()"));
            assertEquals("tester", queryOne(second, "select current_user"));
            assertEquals("on", queryOne(second, "show fsync"));
            assertEquals("8MB", queryOne(second, "show work_mem"));
            assertEquals("20", queryOne(second, "show max_connections"));
            assertEquals("bench", queryOne(shared, "select current_database()"));
            assertFalse(second.toString().contains("s3cret-pw"), second.toString());
        } finally {
            second.close();
        }
        assertFalse(Files.exists(base), "close() removes " + base);
        second.close(); // idempotent
        second.stop();
        assertFalse(second.isRunning());
        assertThrows(IllegalStateException.class, second::start);
    }

    @Test
    void refusesANonEmptyBaseDirectory(@TempDir Path temp) throws Exception {
        Files.writeString(temp.resolve("precious.txt"), "keep me");
        EmbeddedPostgresException e = assertThrows(
                EmbeddedPostgresException.class,
                () -> EmbeddedPostgres.start(EmbeddedPostgres.Options.defaults().withBaseDirectory(temp)));
        assertTrue(e.getMessage().contains("is not empty"), e.getMessage());
        assertTrue(Files.exists(temp.resolve("precious.txt")));
    }

    @Test
    void showsTheServerLogWhenTheServerRefusesToStart(@TempDir Path temp) {
        Path base = temp.resolve("broken");
        EmbeddedPostgresException e = assertThrows(
                EmbeddedPostgresException.class,
                () -> EmbeddedPostgres.start(EmbeddedPostgres.Options.defaults()
                        .withBaseDirectory(base)
                        .withSettings(Map.of("work_mem", "banana"))));

        assertTrue(e.summary().startsWith("PostgreSQL " + shared.version() + " did not start"), e.summary());
        assertFalse(e.summary().contains("\n"), "the summary is one line");
        assertTrue(e.logTail().contains("invalid value for parameter \"work_mem\""), e.logTail());
        assertTrue(e.getMessage().contains(e.logTail()));
        assertFalse(Files.exists(base), "a failed start leaves nothing behind");
    }
}
