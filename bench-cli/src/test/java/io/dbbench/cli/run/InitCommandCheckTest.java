package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import org.junit.jupiter.api.Test;

/** Which InitilizationCommands count as Oracle-only; on Oracle nothing is probed or removed (the database run is in StatementRunnerIT). */
class InitCommandCheckTest {
    private static boolean oracleOnly(String command) {
        return InitCommandCheck.ORACLE_ONLY.matcher(command).find();
    }

    @Test
    void oracleSessionCommandsAndBlocksAreOracleOnly() {
        assertTrue(oracleOnly("alter session force parallel query parallel 4"));
        assertTrue(oracleOnly("  ALTER SESSION SET optimizer_index_cost_adj = 50"));
        assertTrue(oracleOnly("begin dbms_application_info.set_module('x', null); end;"));
        assertTrue(oracleOnly("DECLARE x number; BEGIN null; END;"));
        assertTrue(oracleOnly("exec dbms_session.set_identifier('bench')"));
        assertFalse(oracleOnly("set work_mem = '8MB'"));
        assertFalse(oracleOnly("begin"));
        assertFalse(oracleOnly("alter sessions_table add column x int"));
    }

    @Test
    void onOracleWithoutOracleOnlyCommandsOrWithoutADatabaseTheConfigIsUntouched() throws Exception {
        RunConfig config = RunConfig.builder()
                .name("init")
                .users(1)
                .transaction("T", "T", "x.T", 1)
                .build();
        RunConfig withAlter = config.withConnection(new io.dbbench.core.config.ConnectionConfig(
                "u",
                null,
                "cs",
                "thin",
                null,
                null,
                java.util.List.of("alter session force parallel query parallel 4"),
                null));
        assertSame(withAlter, InitCommandCheck.apply(withAlter, "jdbc:none:", "oracle", true, null));
        assertSame(config, InitCommandCheck.apply(config, "jdbc:none:", "postgresql", true, null));
        // no connection for the probe: the run's own logon reports that, with its exit code, even with --strict-init
        assertSame(withAlter, InitCommandCheck.apply(withAlter, "jdbc:none:", "postgresql", true, null));
    }
}
