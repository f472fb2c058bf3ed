package io.dbbench.cli.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.soe.schema.SoeSchemaDefinition;
import io.dbbench.workloads.stresstest.StressTestSchemaDefinition;
import org.junit.jupiter.api.Test;

/**
 * {@code soe create} without --scale loads SwingBench's scale 1 (~15.7 M rows) while a run's --create loads 0.01:
 * the create that took its default says so, with the size, and how to ask for the small one.
 */
class DefaultScaleNoteTest {
    @Test
    void aCreateWithoutScaleNamesItsSizeAndTheSmallScale() {
        String note = WorkloadCreateCommand.defaultScaleNote(SoeSchemaDefinition.INSTANCE.scale(), false);
        assertTrue(note.startsWith("Scale 1.0 is create's default"), note);
        assertTrue(note.contains("15.7 M rows"), note);
        assertTrue(note.endsWith("give --scale 0.01 for a first try in seconds"), note);
    }

    @Test
    void aGivenScaleNeedsNoNote() {
        assertEquals("", WorkloadCreateCommand.defaultScaleNote(StressTestSchemaDefinition.INSTANCE.scale(), true));
        assertEquals("", WorkloadCreateCommand.defaultScaleNote(null, false));
    }
}
