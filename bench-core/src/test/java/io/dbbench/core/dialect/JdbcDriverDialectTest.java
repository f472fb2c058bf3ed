package io.dbbench.core.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class JdbcDriverDialectTest {
    @Test
    void bothBuiltInDialectsWriteOnlyPlainApplicationNamesIntoSql() {
        for (Dialect d : new Dialect[] {new PostgresDialect(), new OracleDialect()}) {
            assertTrue(d.applicationNameSql("dbbench-soe_1").contains("'dbbench-soe_1'"), d.name());
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> d.applicationNameSql("x'; DROP TABLE t; --"));
            assertEquals("not a plain application name: x'; DROP TABLE t; --", e.getMessage());
        }
    }

    @Test
    void nameUrlPrefixAndClassificationComeFromTheSubclass() {
        Dialect pg = new PostgresDialect();
        assertEquals("postgresql", pg.name());
        assertEquals("postgresql", pg.toString());
        assertTrue(pg.acceptsJdbcUrl("jdbc:postgresql://h/db"));
        assertFalse(pg.acceptsJdbcUrl("JDBC:POSTGRESQL://h/db"));
        assertFalse(pg.acceptsJdbcUrl(null));
        assertEquals(ErrorKind.TRANSIENT, pg.classify(new SQLException("deadlock", "40P01")));
        assertEquals("oracle", new OracleDialect().toString());
        assertTrue(new OracleDialect().acceptsJdbcUrl("jdbc:oracle:thin:@h:1521/s"));
    }
}
