package io.dbbench.hostprobe.io;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * fio's view of a latency histogram: its percentile list and its latency buckets ({@code lat (usec):
 * 100=88.63%}), computed from a full HdrHistogram of nanoseconds so no sample is lost.
 *
 * @param percentileNanos fio's percentiles (1 .. 99.99) to the highest value equivalent to that rank
 * @param bucketPercents fio's buckets, in fio's order, keyed by unit and upper bound ("usec", "100"), in
 *     percent of all samples; empty buckets included
 */
public record LatencyReport(Map<Double, Long> percentileNanos, Map<Bucket, Double> bucketPercents) {
    /** The percentiles fio prints by default, in its order. */
    public static final List<Double> FIO_PERCENTILES = List.of(
            1.0, 5.0, 10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0, 90.0, 95.0, 99.0, 99.5, 99.9, 99.95, 99.99);

    private static final long[] BOUNDS = {2, 4, 10, 20, 50, 100, 250, 500, 750, 1000};
    private static final int BUCKETS_PER_LINE = 5;

    /**
     * One of fio's latency buckets: values below {@code upper} in {@code unit} and at or above the previous
     * bound; {@code upper} 2000 msec marked {@code atLeast} is fio's ">=2000" overflow bucket.
     *
     * @param unit nsec, usec or msec
     * @param upper the bucket's upper bound in that unit
     * @param atLeast true only for fio's last bucket (>=2000 msec)
     */
    public record Bucket(String unit, long upper, boolean atLeast) {
        /**
         * fio's label for the bucket.
         *
         * @return e.g. {@code 100} or {@code >=2000}
         */
        public String label() {
            return (atLeast ? ">=" : "") + upper;
        }
    }

    public LatencyReport {
        percentileNanos = Collections.unmodifiableMap(new LinkedHashMap<>(percentileNanos));
        bucketPercents = Collections.unmodifiableMap(new LinkedHashMap<>(bucketPercents));
    }

    /**
     * Computes fio's percentiles and buckets.
     *
     * @param nanos a histogram of latencies in nanoseconds
     * @return the report; all percentiles are zero and all buckets empty when the histogram is empty
     */
    public static LatencyReport of(Histogram nanos) {
        Map<Double, Long> percentiles = new LinkedHashMap<>();
        for (double p : FIO_PERCENTILES) {
            percentiles.put(p, nanos.getTotalCount() == 0 ? 0L : nanos.getValueAtPercentile(p));
        }
        List<Bucket> buckets = buckets();
        long[] counts = new long[buckets.size()];
        for (HistogramIterationValue v : nanos.recordedValues()) {
            counts[bucketIndex(nanos.lowestEquivalentValue(v.getValueIteratedTo()))] += v.getCountAtValueIteratedTo();
        }
        Map<Bucket, Double> percents = new LinkedHashMap<>();
        for (int i = 0; i < buckets.size(); i++) {
            percents.put(buckets.get(i), nanos.getTotalCount() == 0 ? 0.0 : 100.0 * counts[i] / nanos.getTotalCount());
        }
        return new LatencyReport(percentiles, percents);
    }

    /**
     * fio's "lat (unit)" lines: non-empty buckets per unit, five a line, as fio prints them (below 0.01% shown
     * as 0.01%).
     *
     * @param indent text before each line
     * @return the lines, one per unit with any samples
     */
    public List<String> bucketLines(String indent) {
        Map<String, List<String>> byUnit = new LinkedHashMap<>();
        bucketPercents.forEach((bucket, percent) -> {
            if (percent > 0) {
                String shown = String.format(Locale.ROOT, "%.2f", Math.max(percent, 0.01));
                byUnit.computeIfAbsent(bucket.unit(), u -> new ArrayList<>()).add(bucket.label() + "=" + shown + "%");
            }
        });
        List<String> lines = new ArrayList<>();
        // fio puts at most five buckets on a line and repeats the label for the rest
        byUnit.forEach((unit, parts) -> {
            for (int i = 0; i < parts.size(); i += BUCKETS_PER_LINE) {
                List<String> line = parts.subList(i, Math.min(parts.size(), i + BUCKETS_PER_LINE));
                lines.add(String.format(Locale.ROOT, "%slat (%s)   : %s", indent, unit, String.join(", ", line)));
            }
        });
        return lines;
    }

    private static List<Bucket> buckets() {
        List<Bucket> all = new ArrayList<>();
        for (String unit : List.of("nsec", "usec", "msec")) {
            for (long bound : BOUNDS) {
                all.add(new Bucket(unit, bound, false));
            }
        }
        all.add(new Bucket("msec", 2000, false));
        all.add(new Bucket("msec", 2000, true));
        return all;
    }

    /** Index into {@link #buckets()}: the first bound the value is below, per unit (fio's io_u_mark_lat). */
    private static int bucketIndex(long valueNanos) {
        long[] unitNanos = {1, 1_000, 1_000_000};
        for (int u = 0; u < unitNanos.length; u++) {
            for (int b = 0; b < BOUNDS.length; b++) {
                if (valueNanos < BOUNDS[b] * unitNanos[u]) {
                    return u * BOUNDS.length + b;
                }
            }
        }
        return valueNanos < 2_000_000_000L ? 3 * BOUNDS.length : 3 * BOUNDS.length + 1;
    }
}
