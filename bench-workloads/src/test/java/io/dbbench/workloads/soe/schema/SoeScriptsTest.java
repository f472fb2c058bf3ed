package io.dbbench.workloads.soe.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.sql.SqlStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SoeScriptsTest {
    private static final List<String> FILES = List.of(
            "metadata.sql",
            "tables.sql",
            "constraints.sql",
            "indexes.sql",
            "views.sql",
            "statistics.sql",
            "drop.sql",
            "keys.sql");

    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "oracle"})
    void everyResourceParses(String dialect) {
        SoeScripts scripts = new SoeScripts(dialect);
        for (String file : FILES)
            assertTrue(!scripts.load(file, Map.of()).statements().isEmpty(), dialect + "/" + file);
        assertEquals(
                5,
                scripts.load("sequences.sql", SoeSchemaInstaller.sequenceStarts(SoeVolumes.of(0.01)))
                        .statements()
                        .size());
        assertThrows(IllegalStateException.class, () -> scripts.load("sequences.sql", Map.of()));
        assertEquals(10, scripts.load("tables.sql", Map.of()).statements().size());
    }

    /** The loader writes the columns SoeTable lists, in that order: they must be the tables' columns. */
    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "oracle"})
    void tableColumnsMatchTheDdl(String dialect) {
        Pattern create = Pattern.compile("(?is)CREATE TABLE (\\w+) \\((.*)\\)");
        List<String> seen = new ArrayList<>();
        for (SqlStatement s :
                new SoeScripts(dialect).load("tables.sql", Map.of()).statements()) {
            Matcher m = create.matcher(s.sql());
            assertTrue(m.matches(), s.sql());
            SoeTable table = SoeTable.valueOf(m.group(1).toUpperCase(Locale.ROOT));
            List<String> columns = new ArrayList<>();
            List<Integer> integerBytes = new ArrayList<>();
            for (String line : m.group(2).split(",\\s*\\n")) {
                String[] words = line.trim().split("\\s+");
                columns.add(words[0].toLowerCase(Locale.ROOT));
                integerBytes.add(
                        switch (words[1].toLowerCase(Locale.ROOT)) {
                            case "smallint" -> 2;
                            case "integer" -> 4;
                            case "bigint" -> 8;
                            default -> 0;
                        });
            }
            assertEquals(table.columns(), columns, dialect + " " + table);
            if (dialect.equals("postgresql")) {
                // binary COPY must send each integer in its column's exact width
                assertEquals(
                        table.bulk().types().stream()
                                .map(type -> switch (type) {
                                    case SMALLINT -> 2;
                                    case INTEGER -> 4;
                                    case BIGINT -> 8;
                                    default -> 0;
                                })
                                .toList(),
                        integerBytes,
                        table.name());
            }
            seen.add(table.tableName());
        }
        assertEquals(
                SoeSchemaInstaller.TABLES.subList(0, 10).stream().sorted().toList(),
                seen.stream().sorted().toList());
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "oracle"})
    void keysAndIndexesGroupByTable(String dialect) {
        Map<String, List<SqlStatement>> groups =
                new SoeScripts(dialect).statementsByTable(List.of("keys.sql", "indexes.sql"));
        assertEquals(
                SoeSchemaInstaller.TABLES.subList(0, 10).stream()
                        .filter(t -> !t.equals("logon"))
                        .sorted()
                        .toList(),
                groups.keySet().stream().sorted().toList());
        assertEquals(5, groups.get("orders").size()); // the primary key, first, then 4 indexes
        assertTrue(groups.get("orders").get(0).sql().startsWith("CREATE UNIQUE INDEX orders_pk"));
        assertEquals(
                9,
                new SoeScripts(dialect)
                        .statementsByTable(List.of("constraints.sql"))
                        .size());
        assertEquals(
                11,
                new SoeScripts(dialect)
                        .statementsByTable(List.of("statistics.sql"))
                        .size());
    }

    @Test
    void expectedObjectsComeFromTheResources() {
        SoeStructure pg = new SoeStructure(new SoeScripts("postgresql"));
        assertEquals(
                List.of("customer_seq", "orders_seq", "address_seq", "logon_seq", "card_details_seq"),
                pg.sequenceNames());
        assertEquals(List.of("products", "product_prices"), pg.viewNames());
        assertEquals(16 + 9, pg.indexNames().size());
        assertTrue(pg.constraintNames().contains("product_status_ck"));
        assertEquals(pg.indexNames(), new SoeStructure(new SoeScripts("oracle")).indexNames());
    }

    @Test
    void oracleInsertsBindMonthsAsAnInterval() {
        assertEquals(
                "INSERT INTO warehouses (warehouse_id, warehouse_name, location_id) VALUES (?, ?, ?)",
                SoeTable.WAREHOUSES.bulk().insertSql());
        assertTrue(SoeTable.PRODUCT_INFORMATION.bulk().insertSql().contains("?, NUMTOYMINTERVAL(?, 'MONTH'), ?"));
    }
}
