package io.dbbench.cli.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.dbbench.core.internal.capacity.UslPoint;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How a CSV's lines become steps: the header's separator, RFC 4180 quotes, the throughput column chosen. */
class CapacityCsvTest {
    /** Only the header's separator splits a row: a comma in a semicolon file, or the reverse, is not one. */
    @Test
    void theHeadersSeparatorAloneSplitsTheRows() throws Exception {
        assertRefused("c.csv:3: 1 field, but column 'tps' is field 2", "users;tps", "1;100", "2,190", "4;340");
        assertRefused(
                "m.csv:1: the header 'users;tps,p99' mixes the separators ';' and ',': use one",
                "users;tps,p99",
                "1;100");
        CapacityData tabs = read("users\ttps", "1\t100.5", "2\t190", "4\t340");
        assertEquals(List.of(new UslPoint(1, 100.5), new UslPoint(2, 190), new UslPoint(4, 340)), tabs.points());
        assertRefused("d.csv:3: '190d' in column 'tps' is not a number", "users,tps", "1,100", "2,190d", "4,340");
        assertRefused("x.csv:2: '0x1p3' in column 'tps' is not a number", "users,tps", "1,0x1p3");
    }

    /** RFC 4180 quotes: a quoted field may hold the separator and doubled quotes; a broken quote names its line. */
    @Test
    void quotedFieldsAreReadAsRfc4180SaysAndBrokenQuotesAreRefused() throws Exception {
        CapacityData quoted = read(
                "\"users\",\"note, free\",\"tps\"",
                "1,\"a, b\",100",
                "2,\"say \"\"hi\"\"\",190",
                "4, ,340",
                "8,\"\",500");
        assertEquals("tps", quoted.throughputName());
        assertEquals(
                List.of(new UslPoint(1, 100), new UslPoint(2, 190), new UslPoint(4, 340), new UslPoint(8, 500)),
                quoted.points());
        assertEquals(
                List.of("1", "a, b", "say \"hi\"", ""),
                CsvFields.split("f:1", "1, \"a, b\" ,\"say \"\"hi\"\"\",", ','));
        assertRefused(
                "o.csv:3: the quote of field 2 is not closed on this line (a field spanning lines is not supported)",
                "users,tps",
                "1,100",
                "2,\"190",
                "4,340");
        assertRefused(
                "i.csv:2: a quote inside unquoted field 2 (quote the whole field, and double the quotes inside)",
                "users,tps",
                "1,1\"00");
        assertRefused("a.csv:2: text after the closing quote of field 2", "users,tps", "1,\"100\"x");
    }

    /** HammerDB's TPM and NOPM side by side: NOPM is fitted, as docs/capacity.md recommends, whatever the order. */
    @Test
    void nopmIsPreferredToTpm() throws Exception {
        String[] hammerdb = {"vu,TPM,NOPM", "1,134511,58392", "2,250000,110000", "4,420000,190000"};
        CapacityData both = read(hammerdb);
        assertEquals("vu", both.loadName());
        assertEquals("NOPM", both.throughputName());
        assertEquals(58392, both.points().get(0).throughput());
        CapacityData named = CapacityCsv.read("h.csv", List.of(hammerdb), null, "tpm");
        assertEquals("TPM", named.throughputName());
        assertEquals("tps", read("users,tps,tpm,nopm", "1,1,2,3").throughputName());
    }

    private static CapacityData read(String... lines) throws BadCapacityFileException {
        return CapacityCsv.read("x.csv", List.of(lines), null, null);
    }

    private static void assertRefused(String message, String... lines) {
        String file = message.substring(0, message.indexOf(':'));
        BadCapacityFileException e =
                assertThrows(BadCapacityFileException.class, () -> CapacityCsv.read(file, List.of(lines), null, null));
        assertEquals(message, e.getMessage());
    }
}
