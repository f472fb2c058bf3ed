package io.dbbench.workloads.stresstest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.Random;
import org.junit.jupiter.api.Test;

class StressTestRowTest {

    /**
     * The seeded initial load must make the same rows on every JDK and after every rewrite of the row's code:
     * these are the first three rows of Random(42), computed with the code before the Latin-1 rewrite (which
     * gives the same values), so a change to the order or the number of draws fails here.
     */
    @Test
    void seededRowsAreGolden() {
        Random random = new Random(42);
        assertRow(
                StressTestRow.random(1, random),
                1,
                431130,
                54665.26274716077,
                "C7DgX",
                342,
                "iAM66yO0xTOn",
                233689479,
                LocalDate.of(2014, 6, 15));
        assertRow(
                StressTestRow.random(2, random),
                2,
                20956,
                975007.5836495605,
                "cJWFdsg",
                471,
                "6t08aJbgrmiT",
                -367425435,
                LocalDate.of(2024, 12, 29));
        assertRow(
                StressTestRow.random(3, random),
                3,
                352000,
                703451.5012832662,
                "Q",
                198,
                "TVcAdysCmwaR",
                304005137,
                LocalDate.of(2017, 8, 1));
    }

    /** The big varchar is pinned by its length, its first characters and String.hashCode (specified by Java). */
    private static void assertRow(
            StressTestRow row,
            long id,
            int aint,
            double afloat,
            String small,
            int bigLength,
            String bigPrefix,
            int bigHash,
            LocalDate date) {
        assertEquals(id, row.id());
        assertEquals(aint, row.aint());
        assertEquals(afloat, row.afloat());
        assertEquals(small, row.asmallvarchar());
        assertEquals(bigLength, row.abigvarchar().length());
        assertTrue(row.abigvarchar().startsWith(bigPrefix), row.abigvarchar());
        assertEquals(bigHash, row.abigvarchar().hashCode());
        assertEquals(date, row.adate());
    }

    /** letters() stores each character as one ISO-8859-1 byte: one outside Latin-1 would become '?'. */
    @Test
    void alphabetIsLatin1() {
        assertTrue(
                StressTestRow.ALPHABET.chars().allMatch(c -> c <= 0xFF),
                "every ALPHABET character must be at most U+00FF: " + StressTestRow.ALPHABET);
        StressTestRow row = StressTestRow.random(1, new Random(7));
        assertTrue(row.abigvarchar().chars().allMatch(c -> StressTestRow.ALPHABET.indexOf(c) >= 0), row.abigvarchar());
    }
}
