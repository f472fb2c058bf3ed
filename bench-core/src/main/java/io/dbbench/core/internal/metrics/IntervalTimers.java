package io.dbbench.core.internal.metrics;

import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Feeds an interval's latency histogram into a Micrometer {@link Timer}, value by value, so the timer's
 * count, sum and buckets are those of the individual transactions: a Prometheus {@code _bucket} series
 * that {@code histogram_quantile()} can aggregate over runs, services and replicas. One timer call per
 * completed transaction, on the sampler thread once per interval (tens of microseconds per thousand).
 */
final class IntervalTimers {
    /** Bucket range of the published histogram: from a fast local round trip to a very slow transaction. */
    static final Duration MIN_EXPECTED = Duration.ofMillis(1).dividedBy(10);

    static final Duration MAX_EXPECTED = Duration.ofMinutes(1);

    private IntervalTimers() {}

    static Timer.Builder histogramTimer(String name, String description) {
        return Timer.builder(name)
                .description(description)
                .publishPercentileHistogram()
                .minimumExpectedValue(MIN_EXPECTED)
                .maximumExpectedValue(MAX_EXPECTED);
    }

    /** Records every value of {@code h} (each bucket at its median-equivalent value, as HdrHistogram's mean does). */
    static void record(Timer timer, Histogram h) {
        if (h == null || h.getTotalCount() == 0) return;
        for (HistogramIterationValue v : h.recordedValues()) {
            long nanos = h.medianEquivalentValue(v.getValueIteratedTo());
            for (long i = v.getCountAtValueIteratedTo(); i > 0; i--) timer.record(nanos, TimeUnit.NANOSECONDS);
        }
    }
}
