package io.dbbench.core.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.EOFException;
import java.io.IOException;
import java.net.SocketException;
import java.sql.BatchUpdateException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransactionRollbackException;
import java.sql.SQLTransientConnectionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PostgresDialectTest {
    private final PostgresDialect dialect = new PostgresDialect();

    private static SQLException state(String sqlState) {
        return new SQLException("ERROR: synthetic failure", sqlState);
    }

    @Test
    void namesItselfAndPingsCheaply() {
        assertEquals("postgresql", dialect.name());
        assertEquals("SELECT 1", dialect.pingSql());
    }

    @Test
    void acceptsOnlyPgjdbcUrls() {
        assertTrue(dialect.acceptsJdbcUrl("jdbc:postgresql://localhost:5433/soe"));
        assertTrue(dialect.acceptsJdbcUrl("jdbc:postgresql:soe"));
        assertFalse(dialect.acceptsJdbcUrl("jdbc:oracle:thin:@//h/s"));
        assertFalse(dialect.acceptsJdbcUrl("postgresql://localhost/soe"));
        assertFalse(dialect.acceptsJdbcUrl(null));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "08000, CONNECTION_LOST",
        "08001, CONNECTION_LOST",
        "08003, CONNECTION_LOST",
        "08004, CONNECTION_LOST",
        "08006, CONNECTION_LOST",
        "08007, CONNECTION_LOST",
        "08P01, CONNECTION_LOST",
        "08S01, CONNECTION_LOST",
        "57P01, CONNECTION_LOST",
        "57P02, CONNECTION_LOST",
        "57P03, CONNECTION_LOST",
        "57P05, CONNECTION_LOST",
        "25P03, CONNECTION_LOST",
        "25P04, CONNECTION_LOST",
        "40001, TRANSIENT",
        "40P01, TRANSIENT",
        "55P03, TRANSIENT",
        "57014, TIMEOUT",
        "23505, OTHER",
        "42P01, OTHER",
        "42601, OTHER",
        "22012, OTHER",
        "P0001, OTHER",
        "57P04, OTHER",
        "'', OTHER"
    })
    void classifiesBySqlState(String sqlState, ErrorKind expected) {
        assertEquals(expected, dialect.classify(state(sqlState)));
    }

    @Test
    void noSqlStateIsOther() {
        assertEquals(ErrorKind.OTHER, dialect.classify(new SQLException("no state")));
        assertEquals("OTHER", dialect.errorCode(new SQLException("no state")));
    }

    @Test
    void findsTheCodeInANestedCause() {
        SQLException wrapper =
                new SQLException("wrapped by a pool", null, new RuntimeException("middle", state("40P01")));
        assertEquals(ErrorKind.TRANSIENT, dialect.classify(wrapper));
        assertEquals("40P01", dialect.errorCode(wrapper));
    }

    @Test
    void findsTheCodeInANextException() {
        BatchUpdateException batch = new BatchUpdateException("Batch entry 3 was aborted", null, 0, new int[0]);
        batch.setNextException(state("40001"));
        assertEquals(ErrorKind.TRANSIENT, dialect.classify(batch));
        assertEquals("40001", dialect.errorCode(batch));
    }

    @Test
    void anIoExceptionAnywhereMeansTheConnectionIsGone() {
        SQLException io = new SQLException(
                "An I/O error occurred while sending to the backend.",
                "08006",
                new SocketException("Connection reset"));
        assertEquals(ErrorKind.CONNECTION_LOST, dialect.classify(io));
        SQLException noState = new SQLException("wrapper", null, new IllegalStateException(new EOFException()));
        assertEquals(ErrorKind.CONNECTION_LOST, dialect.classify(noState));
        assertEquals("CONNECTION_LOST", dialect.errorCode(noState));
    }

    @Test
    void typedJdbcExceptionsDecideWithoutACode() {
        assertEquals(ErrorKind.CONNECTION_LOST, dialect.classify(new SQLRecoverableException("x")));
        assertEquals(ErrorKind.CONNECTION_LOST, dialect.classify(new SQLNonTransientConnectionException("x")));
        assertEquals(
                ErrorKind.CONNECTION_LOST,
                dialect.classify(new SQLTransientConnectionException(
                        "HikariPool-1 - Connection is not available, request timed out after 30000ms.")));
        assertEquals(ErrorKind.TIMEOUT, dialect.classify(new SQLTimeoutException("x")));
        assertEquals(ErrorKind.TRANSIENT, dialect.classify(new SQLTransactionRollbackException("x")));
    }

    @Test
    void typedExceptionIsReadBeforeItsOwnCode() {
        // a typed exception carrying an unrelated state: the type decides
        assertEquals(ErrorKind.TIMEOUT, dialect.classify(new SQLTimeoutException("timed out", "HY000")));
    }

    @Test
    void theMostDrasticFindingInTheChainWins() {
        SQLException deadlock = state("40P01");
        deadlock.setNextException(state("08006"));
        assertEquals(ErrorKind.CONNECTION_LOST, dialect.classify(deadlock));

        SQLException cancelled = state("57014");
        cancelled.setNextException(state("40P01"));
        assertEquals(ErrorKind.TIMEOUT, dialect.classify(cancelled));
        assertEquals("57014", dialect.errorCode(cancelled), "error code is the first in the chain");
    }

    @Test
    void survivesCyclesInNextAndCauseChains() {
        SQLException a = state("23505");
        SQLException b = state("23503");
        a.setNextException(b);
        b.setNextException(a); // appends at the end of b's list: b -> a -> b ...
        assertEquals(ErrorKind.OTHER, dialect.classify(a));
        assertEquals("23505", dialect.errorCode(a));

        SQLException c = new SQLException("c");
        SQLException d = new SQLException("d", "40001");
        c.initCause(d);
        d.initCause(c);
        assertEquals(ErrorKind.TRANSIENT, dialect.classify(c));
        assertEquals(2, ExceptionChain.of(c).size());
        assertEquals(2, ExceptionChain.of(a).size());
    }

    @Test
    void plainIoExceptionAloneIsNotAnSqlExceptionButStillCounts() throws Exception {
        IOException cause = new IOException("broken pipe");
        assertEquals(ErrorKind.CONNECTION_LOST, dialect.classify(new SQLException("x", cause)));
    }
}
