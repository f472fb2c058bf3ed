package io.dbbench.workloads.bulk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.SocketTimeoutException;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/** A check's failed query is a failed check; a database that stopped answering is not a schema verdict. */
class ValidationCheckTest {
    @Test
    void aQueryThatFailsIsAFailedCheckWithTheDatabasesMessage() throws SQLException {
        ValidationCheck check = ValidationCheck.queryFailed(
                "row counts", "query failed: ", new SQLException("relation \"orders\" does not exist", "42P01"));
        assertFalse(check.ok());
        assertEquals("query failed: relation \"orders\" does not exist", check.detail());
    }

    @Test
    void noReplyWithinTheSocketTimeoutIsRethrown() {
        SQLException hung = new SQLException(
                "An I/O error occurred while sending to the backend.",
                "08006",
                new SocketTimeoutException("Read timed out"));
        assertSame(hung, assertThrows(SQLException.class, () -> ValidationCheck.queryFailed("row counts", "", hung)));
    }

    @Test
    void aTimeoutWrappedWithoutAConnectionStateIsRethrownToo() {
        SQLException hung = new SQLException("I/O error", null, new SocketTimeoutException("Read timed out"));
        assertSame(hung, assertThrows(SQLException.class, () -> ValidationCheck.queryFailed("indexes", "", hung)));
    }

    @Test
    void aLostConnectionIsRethrown() {
        SQLException lost = new SQLException("This connection has been closed.", "08003");
        assertSame(lost, assertThrows(SQLException.class, () -> ValidationCheck.queryFailed("customers", "", lost)));
    }
}
