package io.dbbench.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The declarative form: {@code @ExtendWith} and the server or a DataSource as parameters. */
@ExtendWith(EmbeddedPostgresExtension.class)
class EmbeddedPostgresExtendWithTest {
    private final EmbeddedPostgres serverOfTheConstructor;

    EmbeddedPostgresExtendWithTest(EmbeddedPostgres server) {
        this.serverOfTheConstructor = server;
    }

    @Test
    void constructorAndTestParametersNameOneRunningServer(EmbeddedPostgres server, DataSource dataSource)
            throws SQLException {
        assertEquals(serverOfTheConstructor.jdbcUrl(), server.jdbcUrl());
        assertTrue(server.isRunning());
        try (Connection c = dataSource.getConnection()) {
            assertTrue(c.getMetaData().getURL().startsWith(server.jdbcUrl()), "the DataSource is on that server");
        }
    }
}
