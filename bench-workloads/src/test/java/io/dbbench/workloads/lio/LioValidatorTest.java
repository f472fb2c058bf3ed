package io.dbbench.workloads.lio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.bulk.ValidationCheck;
import java.util.List;
import org.junit.jupiter.api.Test;

/** lio validate's checks on what the tables hold: keys 1..rows once each, data tables as big as lio_t1. */
class LioValidatorTest {
    @Test
    void keysOneToRowsOnceEachPass() {
        ValidationCheck check = LioValidator.keys("lio_t2", new LioSchema.Keys(3_000, 3_000, 1, 3_000), 3_000);
        assertTrue(check.ok(), check.toString());
        assertEquals("3,000 rows, 3,000 distinct keys 1..3,000", check.detail());
    }

    @Test
    void aMissingDuplicatedOrShiftedKeyFails() {
        assertFalse(
                LioValidator.keys("t", new LioSchema.Keys(2_999, 2_999, 1, 3_000), -1)
                        .ok(),
                "gap");
        assertFalse(
                LioValidator.keys("t", new LioSchema.Keys(3_000, 2_999, 1, 3_000), -1)
                        .ok(),
                "duplicate");
        assertFalse(
                LioValidator.keys("t", new LioSchema.Keys(3_000, 3_000, 2, 3_001), -1)
                        .ok(),
                "shifted");
        assertFalse(LioValidator.keys("t", new LioSchema.Keys(0, 0, 0, 0), -1).ok(), "empty");
    }

    @Test
    void aDataTableOfAnotherSizeThanTheFirstFails() {
        ValidationCheck check = LioValidator.keys("lio_t2", new LioSchema.Keys(200, 200, 1, 200), 3_000);
        assertFalse(check.ok());
        assertTrue(check.detail().endsWith("expected 3,000 rows as lio_t1"), check.detail());
    }

    @Test
    void tablesNeedLioT1AndNoStrayTable() {
        LioSchema.Status two = new LioSchema.Status(List.of("lio_t1", "lio_t2"), 10, true);
        assertTrue(LioValidator.tables(List.of("lio_scan", "lio_t1", "lio_t2"), two)
                .ok());
        assertEquals(
                "lio_t1..lio_t2, and stray [lio_t4] (lio drop removes all)",
                LioValidator.tables(List.of("lio_scan", "lio_t1", "lio_t2", "lio_t4"), two)
                        .detail());
        assertFalse(LioValidator.tables(List.of("lio_t2"), new LioSchema.Status(List.of(), 0, false))
                .ok());
    }
}
