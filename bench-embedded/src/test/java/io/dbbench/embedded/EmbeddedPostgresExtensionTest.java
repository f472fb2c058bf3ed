package io.dbbench.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The extension as a test class uses it: a field's accessors and injected parameters name one server. */
class EmbeddedPostgresExtensionTest {
    @RegisterExtension
    static EmbeddedPostgresExtension postgres = new EmbeddedPostgresExtension();

    private static Path baseDirectory;

    @Test
    void dataSourceLogsOnToThePrivateServer(DataSource injected, EmbeddedPostgres server) throws SQLException {
        assertSame(postgres.server(), server);
        baseDirectory = server.baseDirectory();
        try (Connection c = injected.getConnection();
                Statement s = c.createStatement();
                ResultSet rows = s.executeQuery("select inet_server_addr()::text, current_user")) {
            assertTrue(rows.next());
            assertEquals("127.0.0.1/32", rows.getString(1));
            assertEquals(server.user(), rows.getString(2));
        }
        try (Connection c = postgres.dataSource().getConnection()) {
            assertTrue(c.isValid(2));
        }
    }

    @AfterAll
    static void stillRunningUntilTheClassEnds() {
        assertTrue(postgres.server().isRunning());
        assertTrue(Files.isDirectory(baseDirectory));
        assertFalse(postgres.server().port() == 5432);
    }
}
