package io.dbbench.it.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.it.CliProcess;
import org.junit.jupiter.api.Test;

/** {@code netprobe db} against Oracle ({@link OracleDatabase}): connects and round trips with Oracle's ping. */
class NetprobeDbOracleIT {
    @Test
    void measuresConnectsAndRoundTripsOnOracle() {
        OracleDatabase.Target oracle = OracleDatabase.get();
        CliProcess.Run run = CliProcess.inProcess(
                "netprobe",
                "db",
                "-cs",
                oracle.connectString(),
                "-u",
                oracle.user(),
                "-p",
                oracle.password(),
                "--connects",
                "3",
                "--threads",
                "2",
                "-n",
                "200",
                "-t",
                "60");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("Connect ms:"), run.out());
        assertTrue(run.out().contains("'SELECT 1 FROM DUAL' ms:"), run.out());
        assertFalse((run.out() + run.err()).contains(oracle.password()), "password in output");
    }
}
