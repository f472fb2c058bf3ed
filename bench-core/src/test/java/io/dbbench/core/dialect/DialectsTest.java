package io.dbbench.core.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DialectsTest {
    @Test
    void allListsPostgresqlThenOracle() {
        assertEquals(
                List.of("postgresql", "oracle"),
                Dialects.all().stream().map(Dialect::name).toList());
        assertSame(Dialects.all().get(0), Dialects.postgresql());
        assertSame(Dialects.all().get(1), Dialects.oracle());
    }

    @Test
    void picksTheDialectFromTheUrl() {
        assertSame(Dialects.postgresql(), Dialects.forJdbcUrl("jdbc:postgresql://localhost:5433/soe"));
        assertSame(Dialects.oracle(), Dialects.forJdbcUrl("jdbc:oracle:thin:@//db:1521/orclpdb1"));
    }

    @Test
    void anUnknownUrlNamesItsPrefixAndTheSupportedOnesButNoPassword() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> Dialects.forJdbcUrl("jdbc:mysql://soe:s3cret@db:3306/soe"));
        assertTrue(e.getMessage().contains("'jdbc:mysql:'"), e.getMessage());
        assertTrue(e.getMessage().contains("jdbc:postgresql:, jdbc:oracle:"), e.getMessage());
        assertFalse(e.getMessage().contains("s3cret"), e.getMessage());

        IllegalArgumentException noScheme =
                assertThrows(IllegalArgumentException.class, () -> Dialects.forJdbcUrl("soe?password=s3cret"));
        assertFalse(noScheme.getMessage().contains("s3cret"), noScheme.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Dialects.forJdbcUrl(null));
    }

    @Test
    void findsByNameIgnoringCase() {
        assertEquals(Optional.of(Dialects.postgresql()), Dialects.byName("postgresql"));
        assertEquals(Optional.of(Dialects.oracle()), Dialects.byName(" ORACLE "));
        assertEquals(Optional.empty(), Dialects.byName("mysql"));
        assertEquals(Optional.empty(), Dialects.byName(null));
    }
}
