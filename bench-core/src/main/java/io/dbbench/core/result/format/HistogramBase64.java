package io.dbbench.core.result.format;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * A latency histogram as text: base64 of HdrHistogram's compressed encoding, the same payload
 * HdrHistogram's own log format ({@code HistogramLogWriter}) stores per interval. Any HdrHistogram
 * implementation (Java, Go, Python, C, Rust) decodes it, and decoded histograms merge exactly, which is
 * what lets {@code compare} combine runs, repeats and machines.
 */
public final class HistogramBase64 {
    private HistogramBase64() {}

    /** Encodes without changing {@code histogram}. */
    public static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }

    /**
     * @throws IllegalArgumentException if {@code base64} is not base64
     * @throws DataFormatException      if the bytes are not a compressed HdrHistogram
     */
    public static Histogram decode(String base64) throws DataFormatException {
        byte[] bytes = Base64.getDecoder().decode(base64);
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(bytes), 0);
        } catch (RuntimeException e) {
            // HdrHistogram reports a bad cookie or a truncated buffer with assorted runtime exceptions
            DataFormatException bad = new DataFormatException("not a compressed HdrHistogram: " + e);
            bad.initCause(e);
            throw bad;
        }
    }
}
