package io.dbbench.workloads.soe.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The structure the validator expects, read from the DDL resources, and the normalization it compares with. */
class SoeStructureTest {
    private static final SoeStructure ORACLE = new SoeStructure(new SoeScripts("oracle"));
    private static final SoeStructure POSTGRES = new SoeStructure(new SoeScripts("postgresql"));

    @Test
    void readsColumnsKeysAndIndexesFromTheDdl() {
        Map<String, List<String>> columns = ORACLE.columnsByTable();
        assertEquals(11, columns.size(), columns.keySet().toString());
        assertEquals(List.of("metadata_key", "metadata_value"), columns.get("orderentry_metadata"));
        assertEquals(16, columns.get("customers").size());
        assertEquals(86, columns.values().stream().mapToInt(List::size).sum());
        assertEquals(9, ORACLE.primaryKeys().size());
        assertEquals(
                new SoeStructure.Key("order_items", List.of("order_id", "line_item_id")),
                ORACLE.primaryKeys().get(0));
        assertEquals(16, ORACLE.secondaryIndexes().size());
        assertEquals(
                new SoeStructure.Key("customers", List.of("lower(cust_last_name)", "lower(cust_first_name)")),
                ORACLE.secondaryIndexes().stream()
                        .filter(k -> k.columns().get(0).startsWith("lower"))
                        .findFirst()
                        .orElseThrow());
    }

    @Test
    void bothDialectsDeclareTheSameStructure() {
        assertEquals(ORACLE.columnsByTable(), POSTGRES.columnsByTable());
        assertEquals(ORACLE.primaryKeys(), POSTGRES.primaryKeys());
        assertEquals(ORACLE.secondaryIndexes(), POSTGRES.secondaryIndexes());
    }

    @Test
    void dictionaryExpressionsOfBothDatabasesNormalizeAlike() {
        assertEquals("lower(cust_last_name)", SoeStructure.normalize("LOWER(\"CUST_LAST_NAME\")"));
        assertEquals("lower(cust_last_name)", SoeStructure.normalize("lower((cust_last_name)::text)"));
        assertEquals("lower(cust_last_name)", SoeStructure.normalize("lower(cust_last_name::text)"));
        assertEquals("warehouse_id", SoeStructure.normalize("WAREHOUSE_ID"));
    }
}
