package io.dbbench.hostprobe.io;

import java.util.List;

/**
 * fio's per-interval summary of a rate ({@code bw (  KiB/s): min=.., max=.., avg=.., stdev=.., samples=..}
 * and the {@code iops} line; JSON's {@code bw_min}, {@code iops_mean}, ...): the group's rate over each
 * sampling interval of the measured window.
 *
 * @param min the lowest interval's rate
 * @param max the highest interval's rate
 * @param mean the mean of the intervals' rates
 * @param stddev their sample standard deviation (0 for fewer than two)
 * @param samples how many whole intervals there were
 */
public record IntervalStats(long min, long max, double mean, double stddev, int samples) {
    /** No whole interval: a run shorter than one sampling interval, as fio reports it. */
    public static final IntervalStats NONE = new IntervalStats(0, 0, 0, 0, 0);

    /**
     * @param rates the rate over each whole interval
     * @return their summary, {@link #NONE} when empty
     */
    public static IntervalStats of(List<Double> rates) {
        if (rates.isEmpty()) return NONE;
        double sum = 0, min = Double.MAX_VALUE, max = 0;
        for (double r : rates) {
            sum += r;
            min = Math.min(min, r);
            max = Math.max(max, r);
        }
        double mean = sum / rates.size();
        double squares = 0;
        for (double r : rates) squares += (r - mean) * (r - mean);
        double stddev = rates.size() < 2 ? 0 : Math.sqrt(squares / (rates.size() - 1));
        return new IntervalStats(Math.round(min), Math.round(max), mean, stddev, rates.size());
    }
}
