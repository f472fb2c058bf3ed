package io.dbbench.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.Secret;
import io.dbbench.embedded.EmbeddedPostgres.Options;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class EmbeddedPostgresOptionsTest {

    private static void assertRefused(String expectedInMessage, Supplier<Options> options) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, options::get);
        assertTrue(e.getMessage().contains(expectedInMessage), e.getMessage());
    }

    @Test
    void hasTheDocumentedDefaults() {
        Options defaults = Options.defaults();
        assertEquals("bench", defaults.database());
        assertEquals("bench", defaults.user());
        assertTrue(defaults.password().isEmpty());
        assertEquals(0, defaults.port());
        assertTrue(defaults.fast());
        assertNull(defaults.baseDirectory());
        assertEquals(200, defaults.maxConnections());
        assertEquals(Map.of(), defaults.settings());
    }

    @Test
    void refusesThePortsItMustNotUse() {
        assertRefused("option port: 5432", () -> Options.defaults().withPort(5432));
        assertRefused("option port: -1", () -> Options.defaults().withPort(-1));
        assertRefused("option port: 80", () -> Options.defaults().withPort(80));
        assertRefused("option port: 65536", () -> Options.defaults().withPort(65536));
        assertEquals(55_999, Options.defaults().withPort(55_999).port());
    }

    @Test
    void refusesNamesThatAreNotPlainIdentifiers() {
        assertRefused("option database", () -> Options.defaults().withDatabase("bench; drop"));
        assertRefused("option user", () -> Options.defaults().withUser("a\"b"));
        assertRefused("option user", () -> Options.defaults().withUser(""));
        assertEquals("Bench_2", Options.defaults().withDatabase("Bench_2").database());
    }

    @Test
    void refusesSettingsItManagesItselfOrCannotWrite() {
        assertRefused("option settings: port", () -> Options.defaults().withSettings(Map.of("port", "6000")));
        assertRefused("listen_addresses", () -> Options.defaults().withSettings(Map.of("listen_addresses", "*")));
        assertRefused("MAX_CONNECTIONS is set by the embedded server", () -> Options.defaults()
                .withSettings(Map.of("MAX_CONNECTIONS", "9")));
        assertRefused("not a setting name", () -> Options.defaults().withSettings(Map.of("a b", "1")));
        assertRefused("one line", () -> Options.defaults().withSettings(Map.of("work_mem", "1MB\nfsync = on")));
        assertRefused("option maxConnections: 3", () -> Options.defaults().withMaxConnections(3));
    }

    @Test
    void refusesAMultiLinePasswordAndNeverShowsOne() {
        assertRefused("option password", () -> Options.defaults().withPassword(Secret.of("a\nb")));
        Options options = Options.defaults().withPassword(Secret.of("hunter2-secret"));
        assertFalse(options.toString().contains("hunter2-secret"), options.toString());
    }
}
