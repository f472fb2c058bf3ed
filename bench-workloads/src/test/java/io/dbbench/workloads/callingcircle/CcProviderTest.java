package io.dbbench.workloads.callingcircle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.workloads.fakes.FakeDialect;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CcProviderTest {
    @Test
    void swingBenchClassNamesResolveToCallingCircle() {
        WorkloadRegistry registry = WorkloadRegistry.load();
        for (String name : List.of("NewCallingCircleProcess", "UpdateCallingCircleProcess", "RetrieveHistoryProcess")) {
            Optional<WorkloadRegistry.Resolved> resolved = registry.resolve("com.mike.CallingCircle." + name);
            assertTrue(resolved.isPresent(), name);
            assertEquals("Calling Circle", resolved.get().provider().name());
            assertEquals(name, resolved.get().transactionName());
        }
        assertEquals(Optional.empty(), registry.resolve("com.mike.CallingCircle.DeleteCustomerProcess"));
    }

    @Test
    void noSchemaForADialectWithoutScripts() {
        UnsupportedOperationException e = assertThrows(
                UnsupportedOperationException.class, () -> CcSchemaInstaller.forDialect(new FakeDialect("db2")));
        assertTrue(e.getMessage().contains("oracle, postgresql"), e.getMessage());
    }

    @Test
    void volumesFollowTheScale() {
        CcVolumes v = CcVolumes.of(0.001);
        assertEquals(1_000, v.customers());
        assertEquals(5_000, v.rows(CcTable.CIRCLES));
        assertEquals(10_000, v.rows(CcTable.CALLS));
        assertEquals(1_000 + 1_000 + 5_000 + 10_000, v.totalRows());
        assertEquals(10_001, v.callId(1_001, 0));
        assertThrows(IllegalArgumentException.class, () -> CcVolumes.of(-1));
        assertThrows(IllegalArgumentException.class, () -> CcVolumes.of(Double.NaN));
    }

    @Test
    void tinySchemasShrinkCirclesInsteadOfFailing() {
        assertEquals(2, new CcVolumes(3).circleSize());
        assertEquals(0, new CcVolumes(1).circleSize());
        assertEquals(0, new CcVolumes(1).rows(CcTable.CALLS));
    }

    @Test
    void diskEstimateGrowsWithTheScale() {
        CcSchemaInstaller installer = CcSchemaInstaller.forDialect(Dialects.postgresql());
        assertEquals(2 * installer.estimatedBytes(0.5), installer.estimatedBytes(1));
        assertTrue(installer.estimatedBytes(1) > 1_000_000_000L);
    }
}
