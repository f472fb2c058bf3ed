package io.dbbench.jmh.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class DatabaseSettingsTest {
    private static Properties props(String... pairs) {
        Properties p = new Properties();
        for (int i = 0; i < pairs.length; i += 2) p.setProperty(pairs[i], pairs[i + 1]);
        return p;
    }

    @Test
    void readsEverySettingFromSystemProperties() {
        DatabaseSettings s = DatabaseSettings.from(
                props(
                        "dbbench.url",
                        " jdbc:postgresql://127.0.0.1:5999/soe ",
                        "dbbench.user",
                        "soe",
                        "dbbench.password",
                        "from-property",
                        "dbbench.queryTimeoutSeconds",
                        "30",
                        "dbbench.fetchSize",
                        "50",
                        "dbbench.seed",
                        "-7",
                        "dbbench.env.SOE_NLS",
                        "en",
                        "other",
                        "x"),
                Map.of());

        assertEquals("jdbc:postgresql://127.0.0.1:5999/soe", s.jdbcUrl());
        assertEquals("soe", s.user());
        assertEquals("from-property", s.password().reveal());
        assertEquals(30, s.queryTimeoutSeconds());
        assertEquals(50, s.fetchSize());
        assertEquals(-7, s.seed());
        assertEquals(Map.of("SOE_NLS", "en"), s.environment());
        assertEquals(Map.of("FetchSize", "50"), s.connectionProperties());
    }

    @Test
    void defaultsWhenOnlyTheUrlIsGiven() {
        DatabaseSettings s = DatabaseSettings.from(props("dbbench.url", "jdbc:oracle:thin:@//db/pdb"), Map.of());
        assertEquals("", s.user());
        assertTrue(s.password().isEmpty());
        assertEquals(0, s.queryTimeoutSeconds());
        assertEquals(Map.of(), s.connectionProperties());
        assertEquals(DatabaseSettings.DEFAULT_SEED, s.seed());
    }

    @Test
    void thePasswordFromTheEnvironmentWinsOverTheProperty() {
        DatabaseSettings s = DatabaseSettings.from(
                props("dbbench.url", "jdbc:postgresql:soe", "dbbench.password", "prop"),
                Map.of("DBBENCH_PASSWORD", "env"));
        assertEquals("env", s.password().reveal());
    }

    @Test
    void neitherThePasswordNorTheUrlAppearsInToString() {
        DatabaseSettings s = DatabaseSettings.from(
                props("dbbench.url", "jdbc:oracle:thin:scott/tiger@db"), Map.of("DBBENCH_PASSWORD", "s3cret"));
        assertFalse(s.toString().contains("s3cret"), s.toString());
        assertFalse(s.toString().contains("tiger"), s.toString());
    }

    @Test
    void aMissingUrlSaysWhichPropertyToSet() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> DatabaseSettings.from(props("dbbench.password", "s3cret"), Map.of()));
        assertTrue(e.getMessage().contains("-Ddbbench.url="), e.getMessage());
        assertFalse(e.getMessage().contains("s3cret"));
    }

    @Test
    void malformedNumbersNameTheirProperty() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> DatabaseSettings.from(
                        props("dbbench.url", "jdbc:postgresql:soe", "dbbench.fetchSize", "many"), Map.of()));
        assertTrue(e.getMessage().startsWith("dbbench.fetchSize"), e.getMessage());
        assertThrows(
                IllegalArgumentException.class,
                () -> DatabaseSettings.from(
                        props("dbbench.url", "jdbc:postgresql:soe", "dbbench.queryTimeoutSeconds", "-1"), Map.of()));
    }
}
