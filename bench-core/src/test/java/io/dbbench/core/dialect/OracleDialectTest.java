package io.dbbench.core.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.sql.BatchUpdateException;
import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import java.sql.SQLSyntaxErrorException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransactionRollbackException;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OracleDialectTest {
    private final OracleDialect dialect = new OracleDialect();

    private static SQLException ora(int code) {
        return new SQLException(String.format(Locale.ROOT, "ORA-%05d: synthetic", code), "99999", code);
    }

    @Test
    void namesItselfAndPingsCheaply() {
        assertEquals("oracle", dialect.name());
        assertEquals("SELECT 1 FROM DUAL", dialect.pingSql());
    }

    @Test
    void acceptsThinAndOciUrls() {
        assertTrue(dialect.acceptsJdbcUrl("jdbc:oracle:thin:@//h:1521/svc"));
        assertTrue(dialect.acceptsJdbcUrl("jdbc:oracle:oci:@alias"));
        assertFalse(dialect.acceptsJdbcUrl("jdbc:postgresql://h/db"));
        assertFalse(dialect.acceptsJdbcUrl(null));
    }

    @ParameterizedTest(name = "ORA-{0} -> {1}")
    @CsvSource({
        "28, CONNECTION_LOST",
        "1012, CONNECTION_LOST",
        "1014, CONNECTION_LOST",
        "1033, CONNECTION_LOST",
        "1034, CONNECTION_LOST",
        "1089, CONNECTION_LOST",
        "1090, CONNECTION_LOST",
        "1092, CONNECTION_LOST",
        "2396, CONNECTION_LOST",
        "3113, CONNECTION_LOST",
        "3114, CONNECTION_LOST",
        "3135, CONNECTION_LOST",
        "12170, CONNECTION_LOST",
        "12505, CONNECTION_LOST",
        "12514, CONNECTION_LOST",
        "12516, CONNECTION_LOST",
        "12518, CONNECTION_LOST",
        "12519, CONNECTION_LOST",
        "12520, CONNECTION_LOST",
        "12528, CONNECTION_LOST",
        "12537, CONNECTION_LOST",
        "12541, CONNECTION_LOST",
        "12543, CONNECTION_LOST",
        "12547, CONNECTION_LOST",
        "12570, CONNECTION_LOST",
        "12571, CONNECTION_LOST",
        "25408, CONNECTION_LOST",
        "17002, CONNECTION_LOST",
        "17008, CONNECTION_LOST",
        "17410, CONNECTION_LOST",
        "17447, CONNECTION_LOST",
        "60, TRANSIENT",
        "8177, TRANSIENT",
        "54, TRANSIENT",
        "30006, TRANSIENT",
        "1013, TIMEOUT",
        "17015, TIMEOUT",
        "17016, TIMEOUT",
        "1, OTHER",
        "942, OTHER",
        "1400, OTHER",
        "1722, OTHER",
        "4068, OTHER",
        "20001, OTHER",
        "12154, OTHER"
    })
    void classifiesByVendorCode(int code, ErrorKind expected) {
        assertEquals(expected, dialect.classify(ora(code)));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "60, ORA-00060",
        "1, ORA-00001",
        "1013, ORA-01013",
        "17002, ORA-17002",
        "12541, ORA-12541",
        "20999, ORA-20999"
    })
    void errorCodeIsTheOraNumber(int code, String expected) {
        assertEquals(expected, dialect.errorCode(ora(code)));
    }

    @Test
    void errorCodeFallsBackToTheMessageThenTheSqlState() {
        SQLException codeOnlyInText =
                new SQLException("ORA-00060: deadlock detected while waiting for resource", "61000", 0);
        assertEquals("ORA-00060", dialect.errorCode(codeOnlyInText));
        assertEquals(ErrorKind.TRANSIENT, dialect.classify(codeOnlyInText));

        SQLException stateOnly = new SQLException("connection failure", "08006", 0);
        assertEquals("08006", dialect.errorCode(stateOnly));
        assertEquals(ErrorKind.CONNECTION_LOST, dialect.classify(stateOnly));

        assertEquals("OTHER", dialect.errorCode(new SQLException("nothing to go by")));
    }

    @Test
    void theVendorCodeAnywhereInTheChainBeatsAnEarlierSqlState() {
        SQLException wrapper = new SQLException("wrapped", "72000", 0, ora(1013));
        assertEquals("ORA-01013", dialect.errorCode(wrapper));
        assertEquals(ErrorKind.TIMEOUT, dialect.classify(wrapper));
    }

    @Test
    void findsCodesInNestedCausesAndNextExceptions() {
        SQLException nested = new SQLException("outer", new RuntimeException(ora(3113)));
        assertEquals(ErrorKind.CONNECTION_LOST, dialect.classify(nested));
        assertEquals("ORA-03113", dialect.errorCode(nested));

        BatchUpdateException batch = new BatchUpdateException("batch failed", "99999", 0, new int[0]);
        batch.setNextException(ora(60));
        assertEquals(ErrorKind.TRANSIENT, dialect.classify(batch));
        assertEquals("ORA-00060", dialect.errorCode(batch));
    }

    @Test
    void anIoExceptionCauseMeansTheConnectionIsGone() {
        SQLException e =
                new SQLException("IO Error: Connection reset", "08006", 0, new SocketException("Connection reset"));
        assertEquals(ErrorKind.CONNECTION_LOST, dialect.classify(e));
        SQLException read = new SQLException("wrapped", new SocketTimeoutException("Read timed out"));
        assertEquals(ErrorKind.CONNECTION_LOST, dialect.classify(read));
    }

    @Test
    void typedExceptionsAsOjdbcThrowsThem() {
        assertEquals(
                ErrorKind.CONNECTION_LOST, dialect.classify(new SQLRecoverableException("IO Error", "08006", 17002)));
        assertEquals(
                ErrorKind.TIMEOUT,
                dialect.classify(new SQLTimeoutException(
                        "ORA-01013: user requested cancel of current operation", "72000", 1013)));
        assertEquals(
                ErrorKind.TRANSIENT,
                dialect.classify(new SQLTransactionRollbackException("ORA-00060: deadlock detected", "61000", 60)));
        assertEquals(
                ErrorKind.OTHER,
                dialect.classify(new SQLSyntaxErrorException("ORA-00942: table or view does not exist", "42000", 942)));
    }

    @Test
    void negativeCodesAreReadAsTheirAbsoluteValue() {
        SQLException e = new SQLException("from a PL/SQL SQLCODE", "99999", -60);
        assertEquals(ErrorKind.TRANSIENT, dialect.classify(e));
        assertEquals("ORA-00060", dialect.errorCode(e));
    }
}
