package io.dbbench.core.internal.engine;

import static io.dbbench.core.result.EnvironmentFingerprint.*;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.result.EnvironmentFingerprint;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.sql.DataSource;

/**
 * Reads a run's {@link EnvironmentFingerprint}: the client machine and JVM from the platform, the
 * database's product, version and performance settings over one connection. Reading it never fails a
 * run: a database fact that cannot be read is recorded as {@code db.setting.error} (its vendor code), so the
 * run still matches only runs that could not read it either.
 */
final class FingerprintCapture {
    static final String UNKNOWN = "unknown";
    private static final double BYTES_PER_GIB = 1024.0 * 1024 * 1024;

    private FingerprintCapture() {}

    /** The client facts and, over one connection of {@code dataSource}, the database facts. */
    public static EnvironmentFingerprint capture(DataSource dataSource, Dialect dialect) {
        Map<String, String> facts = new TreeMap<>(client());
        facts.putAll(database(dataSource, dialect));
        return EnvironmentFingerprint.of(facts);
    }

    /** The machine and JVM the load runs from. */
    public static Map<String, String> client() {
        Map<String, String> facts = new TreeMap<>();
        facts.put(CPU_MODEL, cpuModel());
        facts.put(CPU_COUNT, Integer.toString(Runtime.getRuntime().availableProcessors()));
        facts.put(MEMORY_GIB, memoryGiB());
        facts.put(OS_NAME, System.getProperty("os.name", UNKNOWN));
        facts.put(OS_ARCH, System.getProperty("os.arch", UNKNOWN));
        String osVersion = System.getProperty("os.version", UNKNOWN);
        facts.put(OS_KERNEL, kernelRelease(osVersion));
        facts.put(JVM_VENDOR, System.getProperty("java.vendor", UNKNOWN));
        facts.put(JVM_VERSION, System.getProperty("java.version", UNKNOWN));
        // informational: not compared
        facts.put("os.kernelBuild", osVersion);
        facts.put("jvm.vm", System.getProperty("java.vm.name", UNKNOWN));
        facts.put("jvm.maxHeapBytes", Long.toString(Runtime.getRuntime().maxMemory()));
        return facts;
    }

    /** Product, version and the dialect's performance settings; {@code db.setting.error} when they cannot be read. */
    static Map<String, String> database(DataSource dataSource, Dialect dialect) {
        Map<String, String> facts = new TreeMap<>();
        try (Connection c = dataSource.getConnection()) {
            DatabaseMetaData meta = c.getMetaData();
            facts.put(DB_PRODUCT, String.valueOf(meta.getDatabaseProductName()));
            facts.put(DB_VERSION, String.valueOf(meta.getDatabaseProductVersion()));
            String sql = dialect.performanceSettingsSql();
            if (sql != null) {
                try (Statement s = c.createStatement();
                        ResultSet rs = s.executeQuery(sql)) {
                    while (rs.next()) facts.put(DB_SETTING_PREFIX + rs.getString(1), String.valueOf(rs.getString(2)));
                } finally {
                    // end our read-only transaction with a commit, never a rollback: a pool's connection-init
                    // statements (SET application_name) may still be uncommitted in it, and a rollback would undo them
                    if (!c.getAutoCommit()) c.commit();
                }
            }
        } catch (SQLException e) {
            facts.keySet().removeIf(k -> k.startsWith(DB_SETTING_PREFIX));
            facts.put(DB_SETTING_PREFIX + "error", dialect.errorCode(e));
        } catch (RuntimeException e) {
            // a driver or proxy that breaks its contract here must not cost the run (the class doc's promise)
            facts.keySet().removeIf(k -> k.startsWith(DB_SETTING_PREFIX));
            facts.put(DB_SETTING_PREFIX + "error", e.getClass().getSimpleName());
        }
        return facts;
    }

    /**
     * The kernel's release number without its build suffix: {@code 6.18.44} of {@code 6.18.44-fc-v595}.
     * Ephemeral CI virtual machines of one image report different suffixes from boot to boot (we saw
     * {@code -fc-v595} and {@code -fc-v769} on two machines of the same kind), which would make every
     * night a new environment with nothing ever gated; the full string is kept as {@code os.kernelBuild}.
     */
    static String kernelRelease(String osVersion) {
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("^\\d+(\\.\\d+)*").matcher(osVersion.strip());
        return m.find() ? m.group() : osVersion.strip();
    }

    /** The processor's model name on Linux ({@code /proc/cpuinfo}) and Windows; "unknown" elsewhere. */
    static String cpuModel() {
        Path cpuinfo = Path.of("/proc/cpuinfo");
        if (Files.isReadable(cpuinfo)) {
            try {
                return cpuModel(Files.readAllLines(cpuinfo));
            } catch (IOException e) {
                return UNKNOWN;
            }
        }
        String windows = System.getenv("PROCESSOR_IDENTIFIER");
        return windows == null || windows.isBlank() ? UNKNOWN : windows.strip();
    }

    /** The first {@code model name} of a /proc/cpuinfo (x86), else its {@code CPU part} line (ARM). */
    static String cpuModel(List<String> cpuinfo) {
        for (String key : List.of("model name", "CPU part")) {
            for (String line : cpuinfo) {
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).strip().equals(key)) {
                    String value = line.substring(colon + 1).strip().replaceAll("\\s+", " ");
                    if (!value.isEmpty()) return key.equals("CPU part") ? "ARM part " + value : value;
                }
            }
        }
        return UNKNOWN;
    }

    /** Physical memory rounded to whole GiB (a container sees its limit), so a few MB of kernel reserve never differ. */
    static String memoryGiB() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return Long.toString(Math.round(os.getTotalMemorySize() / BYTES_PER_GIB));
        }
        return UNKNOWN;
    }
}
