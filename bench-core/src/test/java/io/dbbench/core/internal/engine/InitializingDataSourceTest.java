package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class InitializingDataSourceTest {
    @Test
    void trailingSemicolonIsDroppedFromSqlButKeptOnPlsqlBlocks() {
        assertEquals(
                "alter session set optimizer_mode = first_rows",
                InitializingDataSource.forJdbc("  alter session set optimizer_mode = first_rows; "));
        assertEquals(
                "begin dbms_application_info.set_module('soe', null); end;",
                InitializingDataSource.forJdbc("begin dbms_application_info.set_module('soe', null); end;"));
        assertEquals("SET search_path TO soe", InitializingDataSource.forJdbc("SET search_path TO soe"));
    }
}
