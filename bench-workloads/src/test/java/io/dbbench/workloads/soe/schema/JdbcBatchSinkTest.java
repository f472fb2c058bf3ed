package io.dbbench.workloads.soe.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.workloads.bulk.JdbcBatch;
import io.dbbench.workloads.bulk.JdbcRowSink;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Timestamp;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Oracle path: rows bound by index with the right setters, sent in committed batches. */
class JdbcBatchSinkTest {
    private final List<String> calls = new ArrayList<>();

    private <T> T recorder(Class<T> type) {
        return type.cast(Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {type}, (p, m, args) -> {
            calls.add(m.getName() + (args == null ? "" : Arrays.toString(args)));
            return m.getName().equals("executeBatch") ? new int[0] : null;
        }));
    }

    @Test
    void bindsEachKindAndCommitsEveryBatch() throws Exception {
        List<Long> committed = new ArrayList<>();
        JdbcBatch batch =
                new JdbcBatch(recorder(Connection.class), recorder(PreparedStatement.class), 2, committed::add);
        JdbcRowSink sink = JdbcRowSink.batch(batch, SoeTable.ORDERS.bulk());
        for (int i = 0; i < 3; i++) {
            sink.beginRow();
            sink.integer(i);
            sink.timestampTz(0);
            sink.text("online");
            sink.nullValue();
            sink.decimal2(12_305);
            sink.endRow();
        }
        batch.flush();
        assertEquals(List.of(2L, 1L), committed);
        assertEquals("setLong[1, 0]", calls.get(0));
        assertEquals(
                "setTimestamp[2, " + new Timestamp(0) + ", ",
                calls.get(1).substring(0, calls.get(1).indexOf(',', 20) + 2));
        assertEquals("setString[3, online]", calls.get(2));
        assertEquals("setNull[4, " + Types.BIGINT + "]", calls.get(3));
        assertEquals("setBigDecimal[5, " + new BigDecimal("123.05") + "]", calls.get(4));
        assertEquals("addBatch", calls.get(5));
        assertEquals(
                List.of("executeBatch", "commit", "executeBatch", "commit"),
                calls.stream()
                        .filter(c -> c.equals("executeBatch") || c.equals("commit"))
                        .toList());
    }
}
