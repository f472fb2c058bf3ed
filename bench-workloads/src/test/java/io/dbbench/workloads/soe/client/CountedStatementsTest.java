package io.dbbench.workloads.soe.client;

import static io.dbbench.workloads.soe.client.ScriptedJdbc.row;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import java.math.BigDecimal;
import java.sql.Date;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class CountedStatementsTest {
    private static final String QUERY = "SELECT a, b FROM t WHERE k = ?";

    @Test
    void bindsEachValueByItsTypeAndCountsEachStatementItRan() throws Exception {
        ScriptedJdbc jdbc = new ScriptedJdbc().answering(call -> List.of(row(7L, "x"), row(8L, "y")));
        CountedStatements statements = new CountedStatements(new ScriptedSession(jdbc, 1));

        statements.insert(
                "INSERT",
                1L,
                2,
                "s",
                new BigDecimal("1.50"),
                LocalDate.of(2024, 2, 29),
                CountedStatements.numberOrNull(null),
                CountedStatements.numberOrNull(9L));
        statements.update("UPDATE", 3);
        assertEquals(List.of(7L, 8L), statements.ids(QUERY, 5L));
        assertEquals(List.of("x", "y"), statements.list(QUERY, r -> r.getString(2), 5L));
        assertEquals("x", statements.first(QUERY, r -> r.getString(2), 6L).orElseThrow());
        statements.fetchAll(QUERY, 6L);
        Outcome outcome = statements.commit();

        List<Object> bound = jdbc.calls("INSERT").get(0).params();
        assertEquals(
                List.of(
                        1L,
                        2,
                        "s",
                        new BigDecimal("1.50"),
                        Date.valueOf(LocalDate.of(2024, 2, 29)),
                        ScriptedJdbc.NULL,
                        9L),
                bound);
        assertEquals(DmlCounts.of(4, 1, 1, 0, 1, 0), outcome.dml());
        assertEquals(List.of("INSERT", "UPDATE", QUERY), jdbc.prepared(), "each SQL prepared once");
    }

    @Test
    void readsSequenceValuesAndSaysWhichStatementReturnedNoRow() throws Exception {
        ScriptedJdbc jdbc = new ScriptedJdbc().answering(call -> List.of(row(11L, 12L, 13L)));
        CountedStatements statements = new CountedStatements(new ScriptedSession(jdbc, 1));
        assertArrayEquals(new long[] {11L, 12L}, statements.sequenceValues("SELECT nextval", 2));

        CountedStatements none = new CountedStatements(new ScriptedSession(new ScriptedJdbc(), 1));
        SQLException one = assertThrows(SQLException.class, () -> none.sequenceValues("SELECT one", 1));
        assertEquals("the sequence returned no row: SELECT one", one.getMessage());
        SQLException three = assertThrows(SQLException.class, () -> none.sequenceValues("SELECT three", 3));
        assertTrue(three.getMessage().startsWith("the sequences returned no row"), three.getMessage());
    }

    @Test
    void refusesAValueItCannotBind() {
        CountedStatements statements = new CountedStatements(new ScriptedSession(new ScriptedJdbc(), 1));
        assertThrows(IllegalArgumentException.class, () -> statements.update("UPDATE", new Object()));
    }

    @Test
    void rollbackEndsTheTransactionRolledBack() throws Exception {
        ScriptedJdbc jdbc = new ScriptedJdbc();
        Outcome outcome = new CountedStatements(new ScriptedSession(jdbc, 1)).rollback();
        assertTrue(outcome.rolledBack());
        assertEquals(List.of("rollback"), jdbc.methods());
    }
}
