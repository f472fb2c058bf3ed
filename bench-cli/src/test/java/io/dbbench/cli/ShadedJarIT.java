package io.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * The shaded bench-cli.jar (after package): services files of the same name from several jars are merged, not
 * one kept at random, so both JDBC drivers and every workload of bench-workloads are found by ServiceLoader.
 */
class ShadedJarIT {
    private static final String DRIVERS = "META-INF/services/java.sql.Driver";
    private static final String WORKLOADS = "META-INF/services/io.dbbench.core.workload.WorkloadProvider";

    private static Path property(String name) {
        String value = System.getProperty(name);
        assertNotNull(
                value, "system property " + name + " is not set (run through failsafe: mvn -pl bench-cli -am verify)");
        return Path.of(value);
    }

    /** The class names a services file lists: one a line, without comments and blank lines. */
    static Set<String> providers(String servicesFile) {
        Set<String> names = new TreeSet<>();
        for (String line : servicesFile.lines().toList()) {
            String name = line.replaceAll("#.*", "").strip();
            if (!name.isEmpty()) names.add(name);
        }
        return names;
    }

    private static Set<String> providers(ZipFile jar, String entryName) throws IOException {
        ZipEntry entry = jar.getEntry(entryName);
        assertNotNull(entry, jar.getName() + " has no " + entryName);
        try (InputStream in = jar.getInputStream(entry)) {
            return providers(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @Test
    void bothJdbcDriversAndEveryWorkloadAreRegistered() throws IOException {
        Set<String> own = providers(Files.readString(property("bench.workloads.services")));
        assertFalse(own.isEmpty(), "bench-workloads lists no workload provider");
        try (ZipFile jar = new ZipFile(property("bench.cli.jar").toFile())) {
            Set<String> drivers = providers(jar, DRIVERS);
            assertTrue(
                    drivers.containsAll(Set.of("org.postgresql.Driver", "oracle.jdbc.OracleDriver")),
                    DRIVERS + ": " + drivers);
            Set<String> workloads = providers(jar, WORKLOADS);
            assertTrue(workloads.containsAll(own), WORKLOADS + ": " + workloads + ", bench-workloads lists " + own);
        }
    }
}
