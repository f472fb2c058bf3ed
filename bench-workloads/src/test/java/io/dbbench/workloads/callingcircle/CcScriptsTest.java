package io.dbbench.workloads.callingcircle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.workloads.sql.SqlScript;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seals the Calling Circle scripts against {@link CcTable}: both dialects create the same tables with the same
 * columns, in the order the loader and the transactions write them, the same keys and indexes (every table
 * keyed), and statistics for every table.
 */
class CcScriptsTest {
    private static final Pattern CREATE_TABLE = Pattern.compile("(?s)CREATE TABLE (\\w+) \\((.*)\\)");

    private static Map<String, List<String>> tablesAndColumns(String dialect) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (String sql : SqlScript.load(CcTable.class, dialect + "/tables.sql").sqlTexts()) {
            Matcher m = CREATE_TABLE.matcher(sql);
            assertTrue(m.matches(), dialect + ": not a CREATE TABLE: " + sql);
            List<String> columns = new ArrayList<>();
            for (String column : m.group(2).split(",\\s*(?![0-9])"))
                columns.add(column.trim().split("\\s+")[0]);
            out.put(m.group(1), columns);
        }
        return out;
    }

    @Test
    void bothDialectsCreateTheTablesTheLoaderWritesInItsColumnOrder() {
        Map<String, List<String>> postgresql = tablesAndColumns("postgresql");
        assertEquals(postgresql, tablesAndColumns("oracle"));
        assertEquals(new HashSet<>(CcTable.allTableNames()), postgresql.keySet());
        for (CcTable t : CcTable.values()) assertEquals(postgresql.get(t.tableName()), t.columns(), t.tableName());
    }

    @Test
    void bothDialectsBuildTheSameKeysAndEveryTableHasAPrimaryKey() {
        Map<String, String> postgresql =
                CcSchemaInstaller.forDialect(Dialects.postgresql()).expectedIndexes();
        assertEquals(postgresql, CcSchemaInstaller.forDialect(Dialects.oracle()).expectedIndexes());
        for (CcTable t : CcTable.values())
            assertEquals(t.tableName(), postgresql.get(t.tableName() + "_pk"), t.tableName() + " primary key");
        // the latest calls of a caller come from this index, in order
        assertEquals("cc_calls", postgresql.get("cc_calls_caller_ix"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "oracle"})
    void statisticsCoverEveryTable(String dialect) {
        String text = String.join(
                        "\n",
                        SqlScript.load(CcTable.class, dialect + "/statistics.sql")
                                .sqlTexts())
                .toLowerCase(Locale.ROOT);
        for (CcTable t : CcTable.values())
            assertTrue(
                    text.contains("'" + t.tableName() + "'") || text.contains("analyze " + t.tableName()),
                    dialect + " statistics miss " + t.tableName());
    }
}
