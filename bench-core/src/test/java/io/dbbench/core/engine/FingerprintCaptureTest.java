package io.dbbench.core.engine;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.result.EnvironmentFingerprint;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FingerprintCaptureTest {
    @Test
    void theCpuModelIsTheFirstModelNameOfProcCpuinfo() {
        assertEquals("AMD EPYC 7B13 64-Core Processor", FingerprintCapture.cpuModel(List.of(
                "processor\t: 0", "vendor_id\t: AuthenticAMD", "model\t\t: 1",
                "model name\t: AMD EPYC 7B13   64-Core Processor", "processor\t: 1",
                "model name\t: AMD EPYC 7B13 64-Core Processor")));
    }

    @Test
    void armHasNoModelNameButACpuPart() {
        assertEquals("ARM part 0xd0c", FingerprintCapture.cpuModel(List.of("processor\t: 0", "CPU implementer\t: 0x41",
                "CPU part\t: 0xd0c")));
        assertEquals("unknown", FingerprintCapture.cpuModel(List.of("processor\t: 0")));
    }

    @Test
    void theKernelIsComparedByItsReleaseNumberNotItsBuildSuffix() {
        assertEquals("6.18.44", FingerprintCapture.kernelRelease("6.18.44-fc-v595"));
        assertEquals("6.18.44", FingerprintCapture.kernelRelease("6.18.44-fc-v769"));
        assertEquals("10.0", FingerprintCapture.kernelRelease("10.0"));
        assertEquals("unknown", FingerprintCapture.kernelRelease("unknown"));
        assertEquals(System.getProperty("os.version"), FingerprintCapture.client().get("os.kernelBuild"));
    }

    @Test
    void theClientFactsAreAllThere() {
        Map<String, String> client = FingerprintCapture.client();
        for (String key : List.of(EnvironmentFingerprint.CPU_MODEL, EnvironmentFingerprint.CPU_COUNT, EnvironmentFingerprint.MEMORY_GIB,
                EnvironmentFingerprint.OS_NAME, EnvironmentFingerprint.OS_ARCH, EnvironmentFingerprint.OS_KERNEL,
                EnvironmentFingerprint.JVM_VENDOR, EnvironmentFingerprint.JVM_VERSION)) {
            assertTrue(client.containsKey(key) && !client.get(key).isBlank(), key + " in " + client);
        }
        assertEquals(Integer.toString(Runtime.getRuntime().availableProcessors()), client.get(EnvironmentFingerprint.CPU_COUNT));
        assertTrue(Long.parseLong(client.get(EnvironmentFingerprint.MEMORY_GIB)) >= 0);
    }

    @Test
    void aDatabaseThatCannotBeReadIsRecordedAsAnErrorNotAFailure() {
        DataSource unreachable = new UnreachableDataSource();
        EnvironmentFingerprint fp = FingerprintCapture.capture(unreachable, Dialects.postgresql());
        assertEquals("08001", fp.facts().get("db.setting.error"));
        assertFalse(fp.facts().containsKey(EnvironmentFingerprint.DB_PRODUCT));
        // it still matches a run that could not read the database either, and no run that could
        assertTrue(fp.matches(FingerprintCapture.capture(unreachable, Dialects.postgresql())));
    }

    private static final class UnreachableDataSource implements DataSource {
        @Override public Connection getConnection() throws SQLException { throw new SQLException("connection refused", "08001"); }
        @Override public Connection getConnection(String u, String p) throws SQLException { return getConnection(); }
        @Override public PrintWriter getLogWriter() { return null; }
        @Override public void setLogWriter(PrintWriter out) { }
        @Override public void setLoginTimeout(int seconds) { }
        @Override public int getLoginTimeout() { return 0; }
        @Override public Logger getParentLogger() { return Logger.getGlobal(); }
        @Override public <T> T unwrap(Class<T> iface) throws SQLException { throw new SQLException("not a wrapper"); }
        @Override public boolean isWrapperFor(Class<?> iface) { return false; }
    }
}
