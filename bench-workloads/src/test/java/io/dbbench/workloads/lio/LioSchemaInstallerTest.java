package io.dbbench.workloads.lio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.workloads.bulk.SchemaStatus;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What lio create and validate take the lio_ tables they find for, and the size create makes at a scale. */
class LioSchemaInstallerTest {
    private static SchemaStatus status(List<String> all, List<String> data, boolean scan) {
        return LioSchemaInstaller.status(all, new LioSchema.Status(data, 500, scan));
    }

    @Test
    void noLioTableIsAbsent() {
        assertEquals(
                SchemaStatus.State.ABSENT, status(List.of(), List.of(), false).state());
    }

    @Test
    void dataTablesAndTheScanTableAndNothingElseAreComplete() {
        SchemaStatus s = status(List.of("lio_scan", "lio_t1", "lio_t2"), List.of("lio_t1", "lio_t2"), true);
        assertEquals("complete (2 data table(s))", s.toString());
    }

    @Test
    void aMissingScanTableOrFirstTableOrAStrayTableIsPartial() {
        assertEquals(
                "partial (lio_scan missing)",
                status(List.of("lio_t1"), List.of("lio_t1"), false).toString());
        assertEquals(
                "partial (no lio_t1; found [lio_scan, lio_t2])",
                status(List.of("lio_scan", "lio_t2"), List.of(), true).toString());
        assertEquals(
                "partial (stray tables beside lio_t1..lio_t1: [lio_scan, lio_t1, lio_t3])",
                status(List.of("lio_scan", "lio_t1", "lio_t3"), List.of("lio_t1"), true)
                        .toString());
    }

    @Test
    void scaleOneIsLioCreatesDefaultAndSmallScalesKeepTheMinimumRows() {
        assertEquals(10_000, LioSchemaInstaller.rowsAtScale(1));
        assertEquals(25_000, LioSchemaInstaller.rowsAtScale(2.5));
        assertEquals(LioSchema.MIN_ROWS, LioSchemaInstaller.rowsAtScale(0.001));
    }
}
