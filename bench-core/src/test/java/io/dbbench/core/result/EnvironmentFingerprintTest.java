package io.dbbench.core.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class EnvironmentFingerprintTest {
    static Map<String, String> facts() {
        Map<String, String> f = new TreeMap<>();
        f.put("cpu.model", "AMD EPYC 7B13");
        f.put("cpu.count", "2");
        f.put("memory.totalGiB", "24");
        f.put("os.name", "Linux");
        f.put("os.arch", "amd64");
        f.put("os.kernel", "6.1.0-18-amd64");
        f.put("jvm.vendor", "Debian");
        f.put("jvm.version", "17.0.15");
        f.put("jvm.vm", "OpenJDK 64-Bit Server VM");
        f.put("jvm.maxHeapBytes", "6320816128");
        f.put("db.product", "PostgreSQL");
        f.put("db.version", "15.8");
        f.put("db.setting.shared_buffers", "128MB");
        f.put("db.setting.fsync", "on");
        f.put("db.setting.synchronous_commit", "on");
        return f;
    }

    private static EnvironmentFingerprint with(String key, String value) {
        Map<String, String> f = facts();
        if (value == null) f.remove(key);
        else f.put(key, value);
        return EnvironmentFingerprint.of(f);
    }

    private final EnvironmentFingerprint base = EnvironmentFingerprint.of(facts());

    @Test
    void theSameFactsMatchAndHaveTheSameId() {
        assertTrue(base.matches(EnvironmentFingerprint.of(facts())));
        assertEquals(base.id(), EnvironmentFingerprint.of(facts()).id());
        assertEquals(12, base.id().length());
    }

    @Test
    void everyMachineJvmAndDatabaseFactMustMatch() {
        for (String key : List.of(
                "cpu.model",
                "cpu.count",
                "memory.totalGiB",
                "os.name",
                "os.arch",
                "os.kernel",
                "jvm.vendor",
                "jvm.version",
                "db.product",
                "db.version")) {
            EnvironmentFingerprint other = with(key, "something else");
            assertEquals(List.of(key), base.differences(other), key);
            assertFalse(base.matches(other), key);
            assertNotEquals(base.id(), other.id(), key);
        }
    }

    @Test
    void everyDatabaseSettingMustMatchIncludingOnesAddedLater() {
        assertEquals(
                List.of("db.setting.synchronous_commit"),
                base.differences(with("db.setting.synchronous_commit", "off")));
        assertEquals(List.of("db.setting.work_mem"), base.differences(with("db.setting.work_mem", "4MB")));
    }

    @Test
    void aFactPresentOnOneSideOnlyDiffers() {
        assertEquals(List.of("db.setting.fsync"), base.differences(with("db.setting.fsync", null)));
        assertEquals(List.of("cpu.model"), with("cpu.model", null).differences(base));
    }

    @Test
    void informationalFactsAreNeverCompared() {
        Map<String, String> f = facts();
        f.put("jvm.maxHeapBytes", "1");
        f.put("jvm.vm", "another VM name");
        f.put("host", "runner-7");
        f.put("dbbench.version", "0.2.0");
        EnvironmentFingerprint other = EnvironmentFingerprint.of(f);
        assertTrue(base.matches(other));
        assertEquals(base.id(), other.id());
        assertFalse(EnvironmentFingerprint.isMustMatch("host"));
        assertTrue(EnvironmentFingerprint.isMustMatch("db.setting.anything"));
    }

    @Test
    void differencesAreListedInKeyOrder() {
        Map<String, String> f = facts();
        f.put("os.kernel", "6.8");
        f.put("cpu.count", "4");
        f.put("db.setting.fsync", "off");
        assertEquals(
                List.of("cpu.count", "db.setting.fsync", "os.kernel"), base.differences(EnvironmentFingerprint.of(f)));
    }

    @Test
    void noFingerprintMatchesOnlyNoFingerprint() {
        assertTrue(EnvironmentFingerprint.NONE.matches(EnvironmentFingerprint.NONE));
        assertFalse(EnvironmentFingerprint.NONE.matches(base));
        assertFalse(base.matches(EnvironmentFingerprint.NONE));
        assertEquals("no fingerprint", EnvironmentFingerprint.NONE.describe());
    }

    @Test
    void describeNamesTheIdAndTheComparedFactsOnly() {
        String text = base.describe();
        assertTrue(text.startsWith(base.id() + " ("), text);
        assertTrue(text.contains("cpu.model=AMD EPYC 7B13"), text);
        assertFalse(text.contains("jvm.maxHeapBytes"), text);
    }
}
