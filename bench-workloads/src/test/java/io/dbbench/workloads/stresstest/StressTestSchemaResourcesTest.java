package io.dbbench.workloads.stresstest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.fakes.FakeDialect;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The DDL files exist for each dialect and split into the statements the installer expects. */
class StressTestSchemaResourcesTest {

    private static StressTestSchemaInstaller installer(String dialect) {
        return StressTestSchemaInstaller.forDialect(new FakeDialect(dialect));
    }

    private static String normalized(String sql) {
        return sql.replaceAll("\\s+", " ");
    }

    @Test
    void postgresqlScripts() {
        StressTestSchemaInstaller pg = installer("postgresql");
        List<String> create = pg.script("create.sql").sqlTexts();
        assertEquals(
                List.of("CREATE TABLE stresstesttable ( id BIGINT NOT NULL, aint INTEGER,"
                        + " afloat DOUBLE PRECISION, asmallvarchar VARCHAR(10), abigvarchar VARCHAR(1000), adate DATE,"
                        + " CONSTRAINT stresstesttable_pk PRIMARY KEY (id) )"),
                create.stream().map(s -> normalized(s)).toList());
        assertEquals(
                List.of("CREATE INDEX stresstest_asmallvarchar_ix ON stresstesttable (asmallvarchar)"),
                pg.script("index.sql").sqlTexts());
        assertEquals(
                List.of("DROP TABLE stresstesttable"), pg.script("drop.sql").sqlTexts());
    }

    @Test
    void oracleScripts() {
        StressTestSchemaInstaller ora = installer("oracle");
        List<String> create = ora.script("create.sql").sqlTexts();
        assertEquals(
                List.of("CREATE TABLE stresstesttable ( id NUMBER(19) NOT NULL, aint NUMBER(10),"
                        + " afloat BINARY_DOUBLE, asmallvarchar VARCHAR2(10), abigvarchar VARCHAR2(1000), adate DATE,"
                        + " CONSTRAINT stresstesttable_pk PRIMARY KEY (id) )"),
                create.stream().map(s -> normalized(s)).toList());
        assertEquals(
                List.of("CREATE INDEX stresstest_asmallvarchar_ix ON stresstesttable (asmallvarchar)"),
                ora.script("index.sql").sqlTexts());
        assertEquals(
                List.of("DROP TABLE stresstesttable PURGE"),
                ora.script("drop.sql").sqlTexts());
    }

    @Test
    void oracleIdentifiersFitThirtyCharacters() {
        for (String name : List.of("stresstesttable", "stresstesttable_pk", "stresstest_asmallvarchar_ix")) {
            assertTrue(name.length() <= 30, name);
        }
    }

    @Test
    void transactionSqlIsPortable() {
        for (String sql : List.of(
                StressTestWorkload.INSERT_SQL,
                StressTestWorkload.SELECT_SQL,
                StressTestWorkload.UPDATE_SQL,
                StressTestWorkload.DELETE_SQL,
                StressTestWorkload.MAX_ID_SQL)) {
            String upper = sql.toUpperCase(java.util.Locale.ROOT);
            assertTrue(
                    !upper.contains("LIMIT")
                            && !upper.contains("ROWNUM")
                            && !upper.contains("FETCH FIRST")
                            && !sql.contains(";")
                            && !sql.contains("$"),
                    sql);
        }
    }
}
