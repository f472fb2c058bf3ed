package io.dbbench.workloads.statements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.FakeTransactionContext;
import io.dbbench.core.workload.Outcome;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One execution of the runner: which JDBC calls it makes, in literal and bind mode, and what it tells the engine. */
class StatementRunnerTest {
    private static final String SQL_FILE =
            """
            -- param: :YEAR integer enum 2001
            -- param: :WHO  string  enum O'Neil
            -- param: :DAY  date    enum 1999-12-31
            -- name: LIT
            -- literal: true
            -- timeout: 7
            select * from t where y = :YEAR and w = :WHO and d = DATE :DAY;
            -- name: BND
            select * from t where y = :YEAR and w = :WHO and d = :DAY and y2 = :YEAR;
            """;

    private final List<String> calls = new ArrayList<>();
    private int rowsLeft;

    private Object proxy(Class<?> type, String prefix) {
        return Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {type}, (p, m, a) -> {
            String name = m.getName();
            if (!name.equals("next") && !name.equals("close") && !name.equals("getResultSet")) {
                calls.add(prefix + name + (a == null ? "" : java.util.Arrays.toString(a)));
            }
            return switch (name) {
                case "createStatement" -> proxy(Statement.class, "st.");
                case "prepareStatement" -> proxy(PreparedStatement.class, "ps.");
                case "execute" -> {
                    rowsLeft = 3;
                    yield true;
                }
                case "getResultSet" -> proxy(ResultSet.class, "rs.");
                case "next" -> {
                    if (rowsLeft > 0) calls.add("rs.row");
                    yield rowsLeft-- > 0;
                }
                case "getMoreResults" -> false;
                case "getUpdateCount" -> -1;
                default -> null;
            };
        });
    }

    /** A session as the engine gives it: prepares on every call (so each prepare shows), a 30 s query timeout. */
    private FakeTransactionContext context() {
        return new FakeTransactionContext((Connection) proxy(Connection.class, "c."))
                .seed(1)
                .queryTimeoutSeconds(30)
                .uncachedPrepare();
    }

    @Test
    void literalThenBoundStatementsMakeTheExpectedCallsAndStopAfterTheLastInSerialOnce() throws Exception {
        StatementRunner runner = new StatementRunner(SqlFileReader.read(SQL_FILE, "t.sql"), RunMode.SERIAL_ONCE);
        FakeTransactionContext context = context();

        Outcome first = runner.execute(context);
        assertEquals(
                List.of(
                        "c.createStatement",
                        "st.setQueryTimeout[7]",
                        "st.setFetchSize[500]",
                        "st.execute[select * from t where y = 2001 and w = 'O''Neil' and d = DATE '1999-12-31']",
                        "rs.row",
                        "rs.row",
                        "rs.row",
                        "st.getMoreResults",
                        "st.getUpdateCount",
                        "c.commit"),
                calls);
        assertEquals(DmlCounts.of(1, 0, 0, 0, 1, 0), first.dml());
        assertEquals(0, context.finishedSessions());

        calls.clear();
        runner.execute(context);
        assertEquals(
                List.of(
                        "c.prepareStatement[select * from t where y = ? and w = ? and d = ? and y2 = ?]",
                        "ps.setLong[1, 2001]",
                        "ps.setString[2, O'Neil]",
                        "ps.setObject[3, " + LocalDate.of(1999, 12, 31) + "]",
                        "ps.setLong[4, 2001]",
                        "ps.setQueryTimeout[30]",
                        "ps.setFetchSize[500]",
                        "ps.execute",
                        "rs.row",
                        "rs.row",
                        "rs.row",
                        "ps.getMoreResults",
                        "ps.getUpdateCount",
                        "c.commit"),
                calls);
        assertEquals(List.of(0, 1), context.ranStatements());
        assertEquals(1, context.finishedSessions(), "the last statement of serial_once ends the session");
        assertTrue(assertThrows(IllegalStateException.class, () -> runner.execute(context))
                .getMessage()
                .contains("serial_once"));
    }

    @Test
    void aStringParameterWithAnIntegerRangeIsQuotedAndBoundAsAString() throws Exception {
        String file =
                """
                -- param: :CODE string random 42 42
                -- literal: true
                select * from t where code = :CODE;
                select * from t where code = :CODE;
                """;
        StatementRunner runner = new StatementRunner(SqlFileReader.read(file, "t.sql"), RunMode.SERIAL_STEPPED);
        FakeTransactionContext context = context();
        runner.execute(context);
        assertTrue(calls.contains("st.execute[select * from t where code = '42']"), calls::toString);
        calls.clear();
        runner.execute(context);
        assertTrue(calls.contains("ps.setString[1, 42]"), calls::toString);
    }
}
