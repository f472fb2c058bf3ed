package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.result.EnvironmentFingerprint;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

class FingerprintCaptureTest {
    @Test
    void theCpuModelIsTheFirstModelNameOfProcCpuinfo() {
        assertEquals(
                "AMD EPYC 7B13 64-Core Processor",
                FingerprintCapture.cpuModel(List.of(
                        "processor\t: 0",
                        "vendor_id\t: AuthenticAMD",
                        "model\t\t: 1",
                        "model name\t: AMD EPYC 7B13   64-Core Processor",
                        "processor\t: 1",
                        "model name\t: AMD EPYC 7B13 64-Core Processor")));
    }

    @Test
    void armHasNoModelNameButACpuPart() {
        assertEquals(
                "ARM part 0xd0c",
                FingerprintCapture.cpuModel(List.of("processor\t: 0", "CPU implementer\t: 0x41", "CPU part\t: 0xd0c")));
        assertEquals("unknown", FingerprintCapture.cpuModel(List.of("processor\t: 0")));
    }

    @Test
    void theKernelIsComparedByItsReleaseNumberNotItsBuildSuffix() {
        assertEquals("6.18.44", FingerprintCapture.kernelRelease("6.18.44-fc-v595"));
        assertEquals("6.18.44", FingerprintCapture.kernelRelease("6.18.44-fc-v769"));
        assertEquals("10.0", FingerprintCapture.kernelRelease("10.0"));
        assertEquals("unknown", FingerprintCapture.kernelRelease("unknown"));
        assertEquals(
                System.getProperty("os.version"), FingerprintCapture.client().get("os.kernelBuild"));
    }

    @Test
    void theClientFactsAreAllThere() {
        Map<String, String> client = FingerprintCapture.client();
        for (String key : List.of(
                EnvironmentFingerprint.CPU_MODEL,
                EnvironmentFingerprint.CPU_COUNT,
                EnvironmentFingerprint.MEMORY_GIB,
                EnvironmentFingerprint.OS_NAME,
                EnvironmentFingerprint.OS_ARCH,
                EnvironmentFingerprint.OS_KERNEL,
                EnvironmentFingerprint.JVM_VENDOR,
                EnvironmentFingerprint.JVM_VERSION)) {
            assertTrue(client.containsKey(key) && !client.get(key).isBlank(), key + " in " + client);
        }
        assertEquals(
                Integer.toString(Runtime.getRuntime().availableProcessors()),
                client.get(EnvironmentFingerprint.CPU_COUNT));
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

    @Test
    void aDriverThatBreaksItsContractIsRecordedAsAnErrorNotAFailure() {
        DataSource broken = new UnreachableDataSource() {
            @Override
            public Connection getConnection() {
                return (Connection) java.lang.reflect.Proxy.newProxyInstance(
                        getClass().getClassLoader(), new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                            if (method.getName().equals("getMetaData")) throw new NullPointerException("no metadata");
                            return null;
                        });
            }
        };
        EnvironmentFingerprint fp = FingerprintCapture.capture(broken, Dialects.postgresql());
        assertEquals("NullPointerException", fp.facts().get("db.setting.error"));
        assertEquals(
                FingerprintCapture.client().get(EnvironmentFingerprint.CPU_COUNT),
                fp.facts().get(EnvironmentFingerprint.CPU_COUNT));
    }

    @Test
    void theSettingsAreReadAndTheTransactionCommittedNotRolledBack() throws Exception {
        // a pooled connection (auto-commit off) whose init statement (SET application_name) is not committed yet:
        // a rollback would undo it, so the capture must end its read with a commit
        List<String> calls = new java.util.ArrayList<>();
        Object[][] rows = {{"shared_buffers", "128MB"}, {"fsync", "on"}};
        int[] row = {-1};
        java.sql.ResultSet rs = proxy(java.sql.ResultSet.class, (m, a) -> switch (m) {
            case "next" -> ++row[0] < rows.length;
            case "getString" -> rows[row[0]][(Integer) a[0] - 1];
            default -> null;
        });
        java.sql.Statement statement = proxy(java.sql.Statement.class, (m, a) -> m.equals("executeQuery") ? rs : null);
        java.sql.DatabaseMetaData meta = proxy(java.sql.DatabaseMetaData.class, (m, a) -> switch (m) {
            case "getDatabaseProductName" -> "PostgreSQL";
            case "getDatabaseProductVersion" -> "16.6";
            default -> null;
        });
        Connection connection = proxy(Connection.class, (m, a) -> {
            calls.add(m);
            return switch (m) {
                case "getMetaData" -> meta;
                case "createStatement" -> statement;
                case "getAutoCommit" -> false;
                default -> null;
            };
        });
        DataSource ds = proxy(DataSource.class, (m, a) -> m.equals("getConnection") ? connection : null);
        EnvironmentFingerprint fp = FingerprintCapture.capture(ds, Dialects.postgresql());
        assertEquals("128MB", fp.facts().get("db.setting.shared_buffers"));
        assertEquals("on", fp.facts().get("db.setting.fsync"));
        assertEquals("16.6", fp.facts().get(EnvironmentFingerprint.DB_VERSION));
        assertTrue(calls.contains("commit"), calls.toString());
        assertFalse(calls.contains("rollback"), calls.toString());
        assertTrue(calls.contains("close"), calls.toString());
    }

    private interface Answer {
        Object answer(String method, Object[] args) throws Exception;
    }

    @SuppressWarnings("unchecked")
    private static <T> T proxy(Class<T> type, Answer answer) {
        return (T) java.lang.reflect.Proxy.newProxyInstance(
                FingerprintCaptureTest.class.getClassLoader(),
                new Class<?>[] {type},
                (p, method, args) -> answer.answer(method.getName(), args));
    }

    private static class UnreachableDataSource implements DataSource {
        @Override
        public Connection getConnection() throws SQLException {
            throw new SQLException("connection refused", "08001");
        }

        @Override
        public Connection getConnection(String u, String p) throws SQLException {
            return getConnection();
        }

        @Override
        public PrintWriter getLogWriter() {
            return null;
        }

        @Override
        public void setLogWriter(PrintWriter out) {}

        @Override
        public void setLoginTimeout(int seconds) {}

        @Override
        public int getLoginTimeout() {
            return 0;
        }

        @Override
        public Logger getParentLogger() {
            return Logger.getGlobal();
        }

        @Override
        public <T> T unwrap(Class<T> iface) throws SQLException {
            throw new SQLException("not a wrapper");
        }

        @Override
        public boolean isWrapperFor(Class<?> iface) {
            return false;
        }
    }
}
