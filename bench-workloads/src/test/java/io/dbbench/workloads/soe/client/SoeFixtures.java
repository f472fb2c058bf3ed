package io.dbbench.workloads.soe.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.workloads.soe.SoeMetadata;
import java.util.List;

/** What the transaction tests share: a metadata range, the PostgreSQL SQL, and DML counted from the calls. */
final class SoeFixtures {
    static final SoeMetadata METADATA = new SoeMetadata(1_000, 1_999, 1, 5_000);
    static final DialectSql POSTGRES = DialectSql.forDialect("postgresql");

    private SoeFixtures() {}

    /** The DML counts the recorded calls amount to: what a transaction must report. */
    static DmlCounts countedFrom(List<ScriptedJdbc.Call> calls) {
        int selects = 0;
        int inserts = 0;
        int updates = 0;
        int deletes = 0;
        int commits = 0;
        int rollbacks = 0;
        for (ScriptedJdbc.Call c : calls) {
            switch (c.method()) {
                case "executeQuery" -> selects++;
                case "commit" -> commits++;
                case "rollback" -> rollbacks++;
                case "executeUpdate" -> {
                    String verb = c.sql().substring(0, c.sql().indexOf(' '));
                    switch (verb) {
                        case "INSERT" -> inserts++;
                        case "UPDATE" -> updates++;
                        case "DELETE" -> deletes++;
                        default -> throw new AssertionError("unexpected update statement " + c.sql());
                    }
                }
                default -> throw new AssertionError("unexpected call " + c);
            }
        }
        return DmlCounts.of(selects, inserts, updates, deletes, commits, rollbacks);
    }

    static void assertCountsMatchCalls(DmlCounts reported, ScriptedJdbc jdbc) {
        assertEquals(countedFrom(jdbc.calls()), reported, jdbc.calls().toString());
    }

    static void assertInRange(long value, long min, long max, String what) {
        if (value < min || value > max)
            throw new AssertionError(what + " " + value + " not in [" + min + ", " + max + "]");
    }

    /** A CUSTOMERS row in {@link Customer#COLUMNS} order. */
    static List<Object> customerRow(long id, Long preferredAddress, Long preferredCard) {
        return ScriptedJdbc.row(
                id,
                "Mary",
                "Smith",
                "us",
                "AMERICA",
                1000,
                "mary.smith@example.com",
                150L,
                "Regular",
                preferredAddress,
                preferredCard);
    }
}
