package io.dbbench.core.result.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class HistogramBase64Test {
    @Test
    void decodedHistogramsAreEqualAndMergeExactly() throws DataFormatException {
        Histogram a = SampleRunResults.customerRegistration();
        Histogram b = SampleRunResults.orderProducts();
        String encoded = HistogramBase64.encode(a);
        assertTrue(encoded.startsWith("HISTF"), "base64 of HdrHistogram's compressed cookie, as in its log format");
        Histogram decoded = HistogramBase64.decode(encoded);
        assertEquals(a, decoded);
        decoded.add(HistogramBase64.decode(HistogramBase64.encode(b)));
        Histogram merged = a.copy();
        merged.add(b);
        assertEquals(merged, decoded);
        assertEquals(90_000, a.getTotalCount(), "encoding leaves the histogram alone");
    }

    @Test
    void emptyHistogram() throws DataFormatException {
        Histogram empty = new Histogram(3);
        assertEquals(empty, HistogramBase64.decode(HistogramBase64.encode(empty)));
    }

    @Test
    void rejectsWhatIsNotAHistogram() {
        assertThrows(IllegalArgumentException.class, () -> HistogramBase64.decode("***"));
        assertThrows(DataFormatException.class, () -> HistogramBase64.decode("AAAAAAAAAAAA"));
    }
}
