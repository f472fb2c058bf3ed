package io.dbbench.workloads.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class SqlErrorsTest {
    @Test
    void withContextPrefixesTheMessageAndKeepsStateCodeAndCause() {
        SQLException cause = new SQLException("relation does not exist", "42P01", 7);
        SQLException e = SqlErrors.withContext("create.sql line 3: ", cause);
        assertEquals("create.sql line 3: relation does not exist", e.getMessage());
        assertEquals("42P01", e.getSQLState());
        assertEquals(7, e.getErrorCode());
        assertSame(cause, e.getCause());
    }

    @Test
    void withMessageReplacesTheMessageAndKeepsStateCodeAndCause() {
        SQLException cause = new SQLException("syntax error", "42601", 3);
        SQLException e = SqlErrors.withMessage("syntax error [indexes.sql: CREATE INDEX i ON t]", cause);
        assertEquals("syntax error [indexes.sql: CREATE INDEX i ON t]", e.getMessage());
        assertEquals("42601", e.getSQLState());
        assertEquals(3, e.getErrorCode());
        assertSame(cause, e.getCause());
    }
}
