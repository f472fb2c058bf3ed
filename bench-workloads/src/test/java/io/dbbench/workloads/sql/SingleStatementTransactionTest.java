package io.dbbench.workloads.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.workloads.fakes.FakeJdbc;
import io.dbbench.workloads.fakes.FakeJdbcSession;
import io.dbbench.workloads.fakes.JdbcEvent;
import java.lang.reflect.Proxy;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SingleStatementTransactionTest {

    private static List<String> methods(FakeJdbc jdbc) {
        return jdbc.events().stream().map(JdbcEvent::method).toList();
    }

    @Test
    void queryBindsReadsEveryRowClosesItsCursorAndCommits() throws Exception {
        FakeJdbc jdbc = new FakeJdbc().queryRows(sql -> List.of(List.of(1L), List.of(2L)));
        List<Long> read = new ArrayList<>();
        Outcome outcome = SingleStatementTransaction.query(
                        "SELECT x FROM t WHERE id = ?", (s, c) -> s.setLong(1, 7L), row -> read.add(row.getLong(1)))
                .execute(new FakeJdbcSession(jdbc, 1, 0));

        assertEquals(Outcome.committed(DmlCounts.of(1, 0, 0, 0, 1, 0)), outcome);
        assertEquals(List.of(1L, 2L), read);
        assertEquals(List.of(7L), jdbc.events("executeQuery").get(0).args());
        assertEquals(
                List.of("ResultSet.close", "commit"),
                methods(jdbc).subList(methods(jdbc).size() - 2, methods(jdbc).size()));
    }

    @Test
    void insertCountsOneInsertWhateverTheUpdateCount() throws Exception {
        FakeJdbc jdbc = new FakeJdbc().updateCount(0);
        Outcome outcome = SingleStatementTransaction.insert("INSERT INTO t VALUES (?)", (s, c) -> s.setLong(1, 3L))
                .execute(new FakeJdbcSession(jdbc, 1, 0));

        assertEquals(Outcome.committed(DmlCounts.of(0, 1, 0, 0, 1, 0)), outcome);
        assertEquals(List.of(3L), jdbc.events("executeUpdate").get(0).args());
        assertEquals("commit", methods(jdbc).get(methods(jdbc).size() - 1));
    }

    @Test
    void updateAndDeleteCountWhatTheyChangedAndOnlyTheCommitWhenNothing() throws Exception {
        SingleStatementTransaction.Binder id = (s, c) -> s.setLong(1, 5L);
        SingleStatementTransaction update = SingleStatementTransaction.update("UPDATE t SET a = 1 WHERE id = ?", id);
        SingleStatementTransaction delete = SingleStatementTransaction.delete("DELETE FROM t WHERE id = ?", id);
        DmlCounts commitOnly = DmlCounts.of(0, 0, 0, 0, 1, 0);

        assertEquals(Outcome.committed(DmlCounts.of(0, 0, 1, 0, 1, 0)), changing(update, 1));
        assertEquals(Outcome.committed(commitOnly), changing(update, 0));
        assertEquals(Outcome.committed(DmlCounts.of(0, 0, 0, 1, 1, 0)), changing(delete, 2));
        assertEquals(Outcome.committed(commitOnly), changing(delete, 0));
    }

    @Test
    void everyExecutionHandsOutTheSameOutcomeObjectSoNoneIsAllocatedPerTransaction() throws Exception {
        SingleStatementTransaction update =
                SingleStatementTransaction.update("UPDATE t SET a = 1 WHERE id = ?", (s, c) -> s.setLong(1, 5L));
        SingleStatementTransaction custom = new SingleStatementTransaction(
                "UPDATE t SET a = 1", (s, c) -> {}, null, DmlCounts.of(0, 0, 2, 0, 1, 0), DmlCounts.NONE);

        assertSame(changing(update, 1), changing(update, 1));
        assertSame(changing(update, 0), changing(update, 0));
        // counts of the caller's own get a new outcome of the same value
        assertEquals(Outcome.committed(DmlCounts.of(0, 0, 2, 0, 1, 0)), changing(custom, 1));
    }

    /** The outcome of one execution on a database that reports {@code rows} changed. */
    private static Outcome changing(SingleStatementTransaction change, int rows) throws Exception {
        return change.execute(new FakeJdbcSession(new FakeJdbc().updateCount(rows), 1, 0));
    }

    @Test
    void fetchAllReadsEveryValueOfEveryRowAsTextAskingTheColumnsOnce() throws Exception {
        List<Integer> read = new ArrayList<>();
        int[] metadataCalls = {0};
        int[] rowsLeft = {2};
        ResultSetMetaData columns = (ResultSetMetaData) Proxy.newProxyInstance(
                getClass().getClassLoader(),
                new Class<?>[] {ResultSetMetaData.class},
                (proxy, method, args) -> method.getName().equals("getColumnCount") ? 3 : null);
        ResultSet rows = (ResultSet) Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {ResultSet.class}, (proxy, method, args) -> {
                    switch (method.getName()) {
                        case "getMetaData":
                            metadataCalls[0]++;
                            return columns;
                        case "next":
                            return rowsLeft[0]-- > 0;
                        default:
                            assertEquals("getString", method.getName());
                            read.add((Integer) args[0]);
                            return "v";
                    }
                });
        SingleStatementTransaction.fetchAll("SELECT a, b, c FROM t", (s, c) -> {})
                .resultReader()
                .read(rows);
        assertEquals(List.of(1, 2, 3, 1, 2, 3), read);
        assertEquals(1, metadataCalls[0], "the column count is asked once per result");
    }
}
