package io.dbbench.workloads.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.workloads.bulk.SplitMix64;
import io.dbbench.workloads.fakes.FakeDialect;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

class JsonProviderTest {
    private static final List<String> NAMES =
            List.of("InsertNewPassenger", "GetPassengerDetails", "UpdatePassengerDetails", "RemovePassengerDetails");

    @Test
    void swingBenchClassNamesResolveToTheJsonWorkload() {
        WorkloadRegistry registry = WorkloadRegistry.load();
        for (String name : NAMES) {
            Optional<WorkloadRegistry.Resolved> resolved =
                    registry.resolve("com.dom.benchmarking.swingbench.benchmarks.JSON." + name);
            assertTrue(resolved.isPresent(), name);
            assertEquals("JSON", resolved.get().provider().name());
            assertEquals(name, resolved.get().transactionName());
        }
        assertEquals(Optional.empty(), registry.resolve("com.dom.benchmarking.swingbench.benchmarks.JSON.GetFlight"));
    }

    @Test
    void keysAreFixedWidthSoTextOrderIsIdOrder() {
        assertEquals("P000000000123", PassengerKeys.of(123));
        assertEquals(123, PassengerKeys.idOf("P000000000123"));
        assertEquals(0, PassengerKeys.idOf(null));
        assertTrue(PassengerKeys.of(99).compareTo(PassengerKeys.of(100)) < 0);
        assertThrows(IllegalArgumentException.class, () -> PassengerKeys.idOf("X123"));
        assertThrows(IllegalArgumentException.class, () -> PassengerKeys.of(0));
    }

    @Test
    void theLoadMakesTheSameDocumentForTheSameSeedAndId() {
        String doc = PassengerDocument.of(42, rowBits(7, 42));
        assertEquals(doc, PassengerDocument.of(42, rowBits(7, 42)));
        assertNotEquals(doc, PassengerDocument.of(42, rowBits(8, 42)));
        assertTrue(doc.startsWith("{\"passengerId\":\"P000000000042\""), doc);
        assertTrue(doc.contains("\"contact\":{\"email\":\""), doc);
    }

    @Test
    void documentsStayAsciiAndUnderTheBoundMergePatchRelisOn() {
        for (long id = 1; id <= 5_000; id++) {
            String doc = PassengerDocument.of(id, rowBits(1, id));
            assertTrue(doc.length() < PassengerDocument.MAX_CHARS, doc);
            assertTrue(doc.chars().allMatch(c -> c < 0x80 && c != '\\'), doc);
            assertEquals(
                    doc.chars().filter(c -> c == '{').count(),
                    doc.chars().filter(c -> c == '}').count());
        }
        String patch = PassengerDocument.patch(5, rowBits(1, 5));
        assertTrue(patch.startsWith("{\"contact\":{") && patch.contains("\"frequentFlyer\":{"), patch);
    }

    @Test
    void noSqlForADialectWithoutScripts() {
        UnsupportedOperationException e = assertThrows(
                UnsupportedOperationException.class, () -> JsonSchemaInstaller.forDialect(new FakeDialect("db2")));
        assertTrue(e.getMessage().contains("oracle, postgresql"), e.getMessage());
    }

    @Test
    void rowsFollowTheScale() {
        assertEquals(1_000, JsonSchemaInstaller.rowsFor(0.001));
        assertThrows(IllegalArgumentException.class, () -> JsonSchemaInstaller.rowsFor(-1));
    }

    /** The bits of one passenger's load row. */
    private static LongSupplier rowBits(long seed, long id) {
        return SplitMix64.rowBits(seed, JsonSchemaInstaller.PASSENGERS_SALT, id);
    }
}
