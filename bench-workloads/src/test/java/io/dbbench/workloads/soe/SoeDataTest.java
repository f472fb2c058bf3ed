package io.dbbench.workloads.soe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class SoeDataTest {
    @Test
    void commaListKeepsEntriesInOrderWithTheirInnerSpacesAcrossLines() {
        assertEquals(
                List.of("Juniper Falls", "Upton", "United Kingdom"),
                SoeData.commaList(
                        """
                        Juniper Falls, Upton,
                          United Kingdom
                        """));
    }

    @Test
    void everyListHoldsDistinctNonBlankEntries() {
        for (List<String> list : List.of(
                SoeData.FIRST_NAMES,
                SoeData.LAST_NAMES,
                SoeData.TOWNS,
                SoeData.COUNTIES,
                SoeData.COUNTRIES,
                SoeData.CARD_TYPES)) {
            assertEquals(list.size(), new HashSet<>(list).size(), list.toString());
            assertTrue(list.stream().noneMatch(String::isBlank), list.toString());
        }
        assertEquals(80, SoeData.FIRST_NAMES.size());
        assertEquals("samantha", SoeData.FIRST_NAMES.get(79));
        assertEquals("Juniper Falls", SoeData.TOWNS.get(9));
    }

    @Test
    void capitalizedUpperCasesOnlyTheFirstLetter() {
        assertEquals("Smith", SoeData.capitalized("smith"));
        assertEquals("McDonald", SoeData.capitalized("mcDonald"));
        assertEquals("", SoeData.capitalized(""));
    }
}
