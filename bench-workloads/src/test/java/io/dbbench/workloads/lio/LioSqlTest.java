package io.dbbench.workloads.lio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every SQL file of both dialects loads and renames its table; binds are what each driver takes. */
class LioSqlTest {
    private static final List<String> SINGLE = List.of(
            "select.sql",
            "update-lite.sql",
            "update-heavy.sql",
            "scan.sql",
            "list-tables.sql",
            "max-key.sql",
            "drop-table.sql",
            "counters.sql");

    @Test
    void postgresStatementsUseQuestionMarks() {
        LioSql sql = LioSql.forDialect(Dialects.postgresql());
        for (String file : SINGLE) assertFalse(sql.statement(file, "lio_t3").contains("lio_table"), file);
        assertEquals("SELECT COUNT(c2) FROM lio_t3 WHERE id > ? AND id < ?", sql.statement("select.sql", "lio_t3"));
        List<String> create = sql.script("create-table.sql", "lio_t2");
        assertEquals(4, create.size());
        assertTrue(create.get(0).startsWith("CREATE TABLE lio_t2 ("), create.get(0));
        assertTrue(create.get(2).equals("CREATE INDEX lio_t2_id ON lio_t2 (id)"), create.get(2));
        assertTrue(sql.hasFlush());
    }

    @Test
    void oracleStatementsUseNamedBindsAndNoSemicolons() {
        LioSql sql = LioSql.forDialect(Dialects.oracle());
        for (String file : SINGLE) {
            String s = sql.statement(file, "lio_t1");
            assertFalse(s.contains("?") || s.endsWith(";") || s.contains("lio_table"), file + ": " + s);
        }
        assertEquals(
                "UPDATE lio_t1 SET c2 = c2 + 1, c3 = c3 + 1 WHERE id > :low_key AND id < :high_key",
                sql.statement("update-lite.sql", "lio_t1"));
        List<String> create = sql.script("create-table.sql", "lio_scan");
        assertEquals(7, create.size());
        assertEquals("ALTER TABLE lio_scan MINIMIZE RECORDS_PER_BLOCK", create.get(3));
        assertTrue(create.get(4).contains(":row_count"), create.get(4));
        assertFalse(sql.hasFlush());
    }

    /** COUNT(c2) on a NOT NULL c2 becomes COUNT(*), which the id index answers alone (~3 LIO, not WORK_UNIT). */
    @Test
    void countedColumnIsNullableInBothDialects() {
        for (LioSql sql : List.of(LioSql.forDialect(Dialects.postgresql()), LioSql.forDialect(Dialects.oracle()))) {
            String create = sql.script("create-table.sql", "lio_t1").get(0);
            assertTrue(create.matches("(?s).*\\bc2\\s+\\w+(\\(\\d+\\))?,.*"), create);
            assertTrue(sql.statement("select.sql", "lio_t1").startsWith("SELECT COUNT(c2) "));
        }
    }

    /** The in-database loop: 12 inputs then 6 outputs in both dialects, the session's table named statically. */
    @Test
    void serverLoopBlocksTakeTheSameBindsInBothDialects() {
        LioSql pg = LioSql.forDialect(Dialects.postgresql());
        List<String> create = pg.optionalScript("server-loop-create.sql", "lio_t4");
        assertEquals(1, create.size());
        assertTrue(create.get(0).contains("FROM lio_t4 WHERE id > b - work_unit AND id < b"), create.get(0));
        assertTrue(create.get(0).contains("COMMIT;") && !create.get(0).contains("lio_table"));
        String call = pg.statement("server-loop.sql", "lio_t4");
        assertEquals(12, call.chars().filter(c -> c == '?').count(), call);
        assertEquals(6, call.split("NULL", -1).length - 1, call);
        assertEquals(
                1,
                pg.statement("server-seed.sql", "lio_t4")
                        .chars()
                        .filter(c -> c == '?')
                        .count());

        LioSql oracle = LioSql.forDialect(Dialects.oracle());
        assertEquals(List.of(), oracle.optionalScript("server-loop-create.sql", "lio_t4"));
        String block = oracle.statement("server-loop.sql", "lio_t4");
        assertTrue(block.startsWith("DECLARE") && block.endsWith("END;"), block);
        assertTrue(block.contains("FROM lio_t4 WHERE id > b - work_unit AND id < b") && !block.contains("lio_table"));
        // each bind named once, so ojdbc binds them by position: inputs first, in server-loop.sql's order
        List<String> binds = new java.util.ArrayList<>();
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("(?<![:\\w']):([a-z_]+)").matcher(block);
        while (m.find()) binds.add(m.group(1));
        assertEquals(
                List.of(
                        "work_unit",
                        "key_count",
                        "update_pct",
                        "scan_pct",
                        "heavy",
                        "hotspot_every",
                        "hotspot_offset",
                        "hotspot_keys",
                        "think_min_ms",
                        "think_max_ms",
                        "run_millis",
                        "max_ops",
                        "selects",
                        "updates",
                        "scans",
                        "select_micros",
                        "update_micros",
                        "scan_micros"),
                binds);
        assertTrue(oracle.statement("server-seed.sql", "lio_t4").contains("DBMS_RANDOM.SEED(:seed)"));
    }

    @Test
    void onlyPlainTableNamesAreSubstituted() {
        assertThrows(IllegalArgumentException.class, () -> LioSql.forTable("x", "t; drop"));
    }
}
