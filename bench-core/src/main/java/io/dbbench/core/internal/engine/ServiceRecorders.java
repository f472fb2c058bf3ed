package io.dbbench.core.internal.engine;

import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.TrafficTotals;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The recorders of a topology run: one set per service, one recorder per transaction type. Each
 * session records once, into its service's set; the sampler drains every set into its service and
 * sums them per transaction type for the run, so the services' figures add up to the run's exactly
 * (two separate recordings would race the sampler at interval boundaries). Sampler-side methods are
 * single-threaded.
 */
final class ServiceRecorders {
    private final List<ServicePool> services;
    private final TransactionRecorder[][] recorders;
    /** The services' histograms of one transaction type summed, reused every interval. */
    private final Histogram[] merged;

    /** How many of the recorders are transactions (the rest are their statements): a service counts those alone. */
    private final int counted;

    ServiceRecorders(List<ServicePool> services, int transactionTypes) {
        this(services, transactionTypes, transactionTypes);
    }

    /** @param counted how many of the {@code transactionTypes} are transactions rather than statements of them */
    ServiceRecorders(List<ServicePool> services, int transactionTypes, int counted) {
        this.counted = counted;
        this.services = List.copyOf(services);
        this.recorders = new TransactionRecorder[services.size()][transactionTypes];
        for (TransactionRecorder[] set : recorders) {
            for (int i = 0; i < transactionTypes; i++) set[i] = new TransactionRecorder();
        }
        this.merged = new Histogram[transactionTypes];
        for (int i = 0; i < transactionTypes; i++) merged[i] = TransactionRecorder.newHistogram();
    }

    /** What the sessions of service {@code s} record into. */
    TransactionRecorder[] forService(int s) {
        return recorders[s];
    }

    /**
     * Drains every service's recorders into the service, and returns their sum per transaction type.
     * The returned histograms are valid until the next call.
     */
    List<TransactionRecorder.Interval> drain(boolean inStatisticsWindow) {
        for (Histogram h : merged) h.reset();
        long[] failed = new long[merged.length];
        long[] rolledBack = new long[merged.length];
        DmlTotals[] dml = new DmlTotals[merged.length];
        Arrays.fill(dml, DmlTotals.ZERO);
        TrafficTotals[] traffic = new TrafficTotals[merged.length];
        Arrays.fill(traffic, TrafficTotals.ZERO);
        for (int s = 0; s < recorders.length; s++) {
            List<TransactionRecorder.Interval> own = new ArrayList<>(merged.length);
            for (TransactionRecorder r : recorders[s]) own.add(r.drain());
            services.get(s).drain(inStatisticsWindow, own.subList(0, counted));
            for (int i = 0; i < own.size(); i++) {
                TransactionRecorder.Interval in = own.get(i);
                merged[i].add(in.latencyNanos());
                failed[i] += in.failed();
                rolledBack[i] += in.rolledBack();
                dml[i] = dml[i].plus(in.dml());
                traffic[i] = traffic[i].plus(in.traffic());
            }
        }
        List<TransactionRecorder.Interval> sum = new ArrayList<>(merged.length);
        for (int i = 0; i < merged.length; i++) {
            sum.add(new TransactionRecorder.Interval(merged[i], failed[i], rolledBack[i], dml[i], traffic[i]));
        }
        return sum;
    }
}
