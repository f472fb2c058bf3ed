package io.dbbench.core.internal.replica;

import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.TpsReading;
import io.dbbench.core.result.TrafficTotals;
import io.dbbench.core.result.TransactionInterval;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Lines up replicas' per-second readings on wall-clock seconds and adds them. Replicas started
 * together still tick at their own offsets (one at .120, another at .135): a replica's first reading
 * goes to the whole second its end is nearest to and its k-th reading k seconds later, so readings that
 * cover mostly the same second add up. Rounding every reading on its own would not do: a replica
 * ticking near .500 with a little jitter (.499, then 1.502) would put two readings in one second and
 * leave a gap.
 */
final class WallClockSeconds {
    private WallClockSeconds() {}

    /** The whole wall-clock second (epoch millis) nearest to {@code epochMillis}. */
    static long nearestSecond(long epochMillis) {
        return Math.floorDiv(epochMillis + 500, 1000) * 1000;
    }

    static List<TpsReading> sumReadings(List<List<TpsReading>> replicas) {
        TreeMap<Long, Long> bySecond = new TreeMap<>();
        for (List<TpsReading> readings : replicas) {
            if (readings.isEmpty()) continue;
            long first = nearestSecond(readings.get(0).epochMillis());
            for (int k = 0; k < readings.size(); k++)
                bySecond.merge(first + k * 1000L, readings.get(k).tps(), Long::sum);
        }
        List<TpsReading> out = new ArrayList<>();
        bySecond.forEach((second, tps) -> out.add(new TpsReading(second, tps)));
        return out;
    }

    /**
     * @param configUsers     each replica's config users, in the order of {@code replicas}
     * @param loadStartMillis the merged load's start: elapsed times are counted from it
     */
    static List<IntervalSample> sumIntervals(
            List<List<IntervalSample>> replicas, List<Integer> configUsers, long loadStartMillis) {
        TreeMap<Long, List<IntervalSample>> bySecond = new TreeMap<>();
        for (List<IntervalSample> samples : withUsersActive(replicas, configUsers)) {
            if (samples.isEmpty()) continue;
            long first = nearestSecond(samples.get(0).epochMillis());
            for (int k = 0; k < samples.size(); k++) {
                bySecond.computeIfAbsent(first + k * 1000L, x -> new ArrayList<>())
                        .add(samples.get(k));
            }
        }
        List<IntervalSample> out = new ArrayList<>();
        bySecond.forEach((second, samples) -> out.add(sum(second, second - loadStartMillis, samples)));
        return out;
    }

    /**
     * The replicas' samples, each with the users it had active once one replica's users changed. A run that kept its
     * config's users all along records none (so its own results read as before users could change): it had its
     * config's users, and those are what it adds to the others' in a merged second. Left as they are when no
     * replica's users changed: the merged run then had its config's users throughout and records none either.
     */
    private static List<List<IntervalSample>> withUsersActive(
            List<List<IntervalSample>> replicas, List<Integer> configUsers) {
        boolean anyChanged =
                replicas.stream().flatMap(List::stream).anyMatch(s -> s.usersActive() != IntervalSample.NOT_RECORDED);
        if (!anyChanged) return replicas;
        List<List<IntervalSample>> out = new ArrayList<>(replicas.size());
        for (int r = 0; r < replicas.size(); r++) {
            int users = configUsers.get(r);
            out.add(replicas.get(r).stream()
                    .map(s -> s.usersActive() != IntervalSample.NOT_RECORDED
                            ? s
                            : new IntervalSample(
                                    s.epochMillis(),
                                    s.elapsedMillis(),
                                    s.usersLoggedOn(),
                                    s.byTransaction(),
                                    s.traffic(),
                                    users))
                    .toList());
        }
        return out;
    }

    private static IntervalSample sum(long epochMillis, long elapsedMillis, List<IntervalSample> samples) {
        int users = 0;
        Map<String, long[]> counts = new LinkedHashMap<>();
        Map<String, double[]> latency = new LinkedHashMap<>();
        for (IntervalSample s : samples) {
            users += s.usersLoggedOn();
            for (Map.Entry<String, TransactionInterval> e : s.byTransaction().entrySet()) {
                TransactionInterval t = e.getValue();
                long[] c = counts.computeIfAbsent(e.getKey(), k -> new long[3]);
                c[0] += t.completed();
                c[1] += t.failed();
                c[2] = Math.max(c[2], t.maxLatencyNanos());
                // the mean of a sum is the completed-weighted mean of the parts
                latency.computeIfAbsent(e.getKey(), k -> new double[1])[0] += t.meanLatencyNanos() * t.completed();
            }
        }
        Map<String, TransactionInterval> byTransaction = new LinkedHashMap<>();
        counts.forEach((id, c) -> byTransaction.put(
                id, new TransactionInterval(c[0], c[1], c[0] == 0 ? 0 : latency.get(id)[0] / c[0], c[2])));
        // the second's traffic is the replicas' sum, and unknown when one of them did not count it
        TrafficTotals traffic = TrafficTotals.ZERO;
        for (IntervalSample s : samples)
            traffic = traffic == null || s.traffic() == null ? null : traffic.plus(s.traffic());
        // the replicas' active users add up once one replica's changed (see withUsersActive); else none is recorded
        int active = 0;
        for (IntervalSample s : samples)
            active = active == IntervalSample.NOT_RECORDED || s.usersActive() == IntervalSample.NOT_RECORDED
                    ? IntervalSample.NOT_RECORDED
                    : active + s.usersActive();
        return new IntervalSample(epochMillis, elapsedMillis, users, byTransaction, traffic, active);
    }

    /** The most transactions in any 60 consecutive seconds of the summed readings. */
    static long maxPerMinute(List<TpsReading> readings) {
        long best = 0;
        long window = 0;
        int from = 0;
        for (int to = 0; to < readings.size(); to++) {
            window += readings.get(to).tps();
            while (readings.get(to).epochMillis() - readings.get(from).epochMillis() >= 60_000) {
                window -= readings.get(from++).tps();
            }
            best = Math.max(best, window);
        }
        return best;
    }
}
