package io.dbbench.cli.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class LogonFailureTest {
    private static final String URL = "jdbc:postgresql://127.0.0.1:1/bench";

    @Test
    void namesTheDatabaseTheUserAndTheDriversReason() {
        SQLException refused = new SQLException("Connection refused", "08001");
        CliException e = LogonFailure.cannotConnect(URL, URL, "soe", refused, Duration.ofMillis(3));
        assertEquals(ExitCodes.CANNOT_CONNECT, e.exitCode());
        assertEquals("cannot connect to " + URL + " as 'soe': Connection refused", e.getMessage());
        assertSame(refused, e.getCause());
    }

    @Test
    void namesNoUserWhenThereIsNone() {
        CliException e = LogonFailure.cannotConnect(
                URL, URL, null, new SQLException("password authentication failed", "28P01"), Duration.ZERO);
        assertEquals("cannot connect to " + URL + ": password authentication failed", e.getMessage());
    }

    @Test
    void aDatabaseThatStoppedAnsweringIsSaidSo() {
        SQLException silent = new SQLException(
                "The connection attempt failed.", "08001", new SocketTimeoutException("Read timed out"));
        CliException e = LogonFailure.cannotConnect(URL, "the database", "", silent, Duration.ofMillis(5_400));
        assertEquals(
                "cannot connect to the database as '': the database stopped answering (no reply in 5 s)",
                e.getMessage());
    }
}
