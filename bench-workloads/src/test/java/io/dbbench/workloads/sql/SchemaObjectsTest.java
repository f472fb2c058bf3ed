package io.dbbench.workloads.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.fakes.FakeJdbc;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

class SchemaObjectsTest {

    @Test
    void foldsToUpperCaseWhereTheDatabaseDoes() throws SQLException {
        FakeJdbc oracle = new FakeJdbc().upperCaseIdentifiers(true).tableExists(true);
        assertTrue(SchemaObjects.tableExists(oracle.connection(), "order_items"));
        assertEquals(
                List.of("benchdb", "BENCH", "ORDER\\_ITEMS", List.of("TABLE")),
                oracle.events("getTables").get(0).args());
    }

    @Test
    void foldsToLowerCaseWhereTheDatabaseDoes() throws SQLException {
        FakeJdbc postgres = new FakeJdbc().tableExists(false);
        assertFalse(SchemaObjects.tableExists(postgres.connection(), "StressTestTable"));
        assertEquals(
                "stresstesttable", postgres.events("getTables").get(0).args().get(2));
    }

    @Test
    void escapesLikeWildcards() {
        assertEquals("a\\_b\\%c\\\\d", SchemaObjects.literalPattern("a_b%c\\d", "\\"));
        assertEquals("a_b", SchemaObjects.literalPattern("a_b", ""));
        assertEquals(null, SchemaObjects.literalPattern(null, "\\"));
    }

    @Test
    void foldedNamesAndPatternsAreWhatTheMetadataCallsTake() throws SQLException {
        FakeJdbc oracle = new FakeJdbc().upperCaseIdentifiers(true);
        assertEquals("ORDER_ITEMS", SchemaObjects.folded(oracle.connection(), "order_items"));
        assertEquals("ORDER\\_ITEMS", SchemaObjects.namePattern(oracle.connection(), "order_items"));
        assertEquals("BENCH", SchemaObjects.schemaPattern(oracle.connection()));
        FakeJdbc postgres = new FakeJdbc();
        assertEquals("stresstesttable", SchemaObjects.folded(postgres.connection(), "StressTestTable"));
        assertEquals("stress\\_ix", SchemaObjects.namePattern(postgres.connection(), "Stress_IX"));
    }
}
