package io.dbbench.core.result.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.result.DmlTotals;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class DmlColumnTest {
    @Test
    void listsTheKindsInTheRecordsOrderWithEachFormatsName() {
        DmlTotals totals = new DmlTotals(1, 2, 3, 4, 5, 6);
        assertEquals(
                List.of(1L, 2L, 3L, 4L, 5L, 6L),
                Arrays.stream(DmlColumn.values()).map(k -> k.of(totals)).toList());
        assertEquals(
                List.of("selects", "inserts", "updates", "deletes", "commits", "rollbacks"),
                Arrays.stream(DmlColumn.values()).map(k -> k.jsonField).toList());
        assertEquals(
                List.of("Select", "Insert", "Update", "Delete", "Commit", "Rollback"),
                Arrays.stream(DmlColumn.values()).map(k -> k.swingBenchWord).toList());
    }
}
