package io.dbbench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Latency figures as the report draws them: milliseconds rounded to the microsecond (the charts
 * cannot show more, and the file stays small), and percentile curves taken from full histograms.
 */
final class LatencyData {
    /** Points per halving of the distance to 100 %: HdrHistogram's own default for percentile output. */
    private static final int TICKS_PER_HALF_DISTANCE = 5;
    /** The curve stops at 99.9999 %: 1/(1-p) of 100 % is infinite, and the log axis needs a finite end. */
    private static final double LAST_PERCENTILE = 99.9999;

    private LatencyData() {}

    static double ms(double nanos) {
        return Math.round(nanos / 1_000.0) / 1_000.0;
    }

    /** Round to 3 decimals: for rates and percentages, which are shown with at most 2. */
    static double round3(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) return value;
        return Math.round(value * 1000.0) / 1000.0;
    }

    static double percentileMs(Histogram h, double percentile) {
        return h.getTotalCount() == 0 ? 0 : ms(h.getValueAtPercentile(percentile));
    }

    /** count, mean, p50, p90, p95, p99, p99.9 and max of one histogram, in milliseconds. */
    static ObjectNode summary(Histogram h, JsonNodeFactory json) {
        boolean any = h.getTotalCount() > 0;
        return json.objectNode()
                .put("count", h.getTotalCount())
                .put("meanMs", any ? ms(h.getMean()) : 0)
                .put("p50Ms", percentileMs(h, 50))
                .put("p90Ms", percentileMs(h, 90))
                .put("p95Ms", percentileMs(h, 95))
                .put("p99Ms", percentileMs(h, 99))
                .put("p999Ms", percentileMs(h, 99.9))
                .put("maxMs", any ? ms(h.getMaxValue()) : 0);
    }

    /**
     * The percentile curve of a histogram: [percentile, milliseconds] pairs, drawn on a log axis of
     * 1/(1 − percentile) so the tail (99 %, 99.9 %, ...) gets as much room as the median. Empty when the
     * histogram is.
     */
    static ArrayNode percentileCurve(Histogram h, JsonNodeFactory json) {
        ArrayNode points = json.arrayNode();
        if (h.getTotalCount() == 0) return points;
        double lastPercentile = -1;
        for (HistogramIterationValue v : h.percentiles(TICKS_PER_HALF_DISTANCE)) {
            double percentile = Math.min(LAST_PERCENTILE, v.getPercentileLevelIteratedTo());
            if (percentile <= lastPercentile) continue;
            lastPercentile = percentile;
            points.addArray()
                    .add(round3(percentile * 10) / 10)
                    .add(ms(h.highestEquivalentValue(v.getValueIteratedTo())));
            if (percentile >= LAST_PERCENTILE) break;
        }
        return points;
    }
}
