package io.dbbench.workloads.tpcds.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.sql.SqlScript;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seals the DDL: the shipped {@code <dialect>/tables.sql} holds exactly the tables {@link TpcdsTable} defines
 * (the loader's columns), and the keys and indexes match a golden file (regenerate that with
 * -Dtpcds.golden.write=true, then review the diff).
 */
class TpcdsDdlTest {
    static List<String> tables(String dialect) {
        List<String> out = new ArrayList<>();
        out.add(TpcdsDdl.metadataTable(dialect));
        for (TpcdsTable t : TpcdsTable.values()) out.add(TpcdsDdl.createTable(t, dialect));
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "oracle"})
    void theShippedTablesScriptIsTheGeneratedDdl(String dialect) {
        assertEquals(
                tables(dialect),
                SqlScript.load(TpcdsSchemaInstaller.class, dialect + "/tables.sql")
                        .sqlTexts());
    }

    @Test
    void keysAndIndexesMatchTheGoldenFile() throws IOException {
        String actual = String.join(";\n", TpcdsDdl.keysAndIndexes(TpcdsDdl.Indexes.ALL)) + ";\n";
        String resource = "tpcds-keys.sql";
        if (Boolean.getBoolean("tpcds.golden.write")) {
            Files.writeString(Path.of("src/test/resources/io/dbbench/workloads/tpcds/schema", resource), actual);
        }
        try (InputStream in = TpcdsDdlTest.class.getResourceAsStream(resource)) {
            assertNotNull(in, resource);
            assertEquals(new String(in.readAllBytes(), StandardCharsets.UTF_8), actual);
        }
    }

    @Test
    void twentyFourTablesWithTheSpecificationsColumnCounts() {
        assertEquals(24, TpcdsTable.values().length);
        assertEquals(23, TpcdsTable.STORE_SALES.columns().size());
        assertEquals(34, TpcdsTable.CATALOG_SALES.columns().size());
        assertEquals(34, TpcdsTable.WEB_SALES.columns().size());
        assertEquals(28, TpcdsTable.DATE_DIM.columns().size());
        assertEquals(22, TpcdsTable.ITEM.columns().size());
        assertEquals(19, TpcdsTable.CUSTOMER.columns().size());
        assertEquals(24, TpcdsDdl.loadOrder().size());
        assertEquals(java.util.Set.of(TpcdsTable.values()), java.util.Set.copyOf(TpcdsDdl.loadOrder()));
    }

    /**
     * Queries written for TPC-DS (SwingBench's statements file is a rendering of its 99) resolve only if
     * every column they name is here, under v1's spelling and v2's: tpcds-query-columns.txt lists them.
     */
    @Test
    void everyColumnTheTpcdsQueriesNameIsInTheSchema() throws IOException {
        java.util.Set<String> schema = new java.util.HashSet<>();
        for (TpcdsTable t : TpcdsTable.values()) for (TpcdsColumn c : t.columns()) schema.add(c.name());
        List<String> missing = new ArrayList<>();
        int listed = 0;
        try (InputStream in = TpcdsDdlTest.class.getResourceAsStream("tpcds-query-columns.txt")) {
            assertNotNull(in, "tpcds-query-columns.txt");
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) continue;
                listed++;
                if (!schema.contains(line.strip())) missing.add(line.strip());
            }
        }
        assertTrue(listed > 200, listed + " names listed");
        assertEquals(List.of(), missing);
    }

    @Test
    void indexNamesFitOraclesThirtyCharacters() {
        for (String name : TpcdsDdl.secondaryIndexNames()) assertTrue(name.length() <= 30, name);
        for (TpcdsTable t : TpcdsTable.values()) assertTrue((t.tableName() + "_pk").length() <= 30, t.tableName());
    }

    @Test
    void pkAndNoneLeaveOutWhatTheySay() {
        assertEquals(24, TpcdsDdl.keysAndIndexes(TpcdsDdl.Indexes.PK).size());
        assertEquals(0, TpcdsDdl.keysAndIndexes(TpcdsDdl.Indexes.NONE).size());
        assertEquals(
                24 + TpcdsDdl.SECONDARY_INDEXES.size(),
                TpcdsDdl.keysAndIndexes(TpcdsDdl.Indexes.ALL).size());
    }
}
