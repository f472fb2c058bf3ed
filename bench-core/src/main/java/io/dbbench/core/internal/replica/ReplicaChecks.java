package io.dbbench.core.internal.replica;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.ReplicaRun;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;

/** What must agree between replicas before their results may be added up. */
final class ReplicaChecks {
    /** The statistics window is measured, not configured: replicas of one run differ by a few milliseconds. */
    static final Duration STATISTICS_TOLERANCE = Duration.ofSeconds(1);

    private ReplicaChecks() {}

    /** @throws MergeRefusedException naming the first input that differs from the first one, and how */
    static void consistent(List<ReplicaInput> usable) throws MergeRefusedException {
        if (usable.isEmpty()) return;
        ReplicaInput a = usable.get(0);
        TreeSet<Integer> indexes = new TreeSet<>();
        for (ReplicaInput b : usable) {
            RunResult x = a.result();
            RunResult y = b.result();
            differ(a, b, "benchmark", x.benchmarkName(), y.benchmarkName());
            String config = firstDifference("config", comparable(x.config()), comparable(y.config()));
            if (config != null) {
                throw new MergeRefusedException("not merged: " + b.name() + " ran with a different " + config + " than "
                        + a.name() + "; replicas to merge must run the same benchmark together");
            }
            differ(
                    a,
                    b,
                    "open-loop rate (--rate)",
                    x.details().targetRatePerSecond(),
                    y.details().targetRatePerSecond());
            long statisticsApartMillis = Math.abs(
                    x.statisticsDuration().minus(y.statisticsDuration()).toMillis());
            // replicas the user stopped together took the stop within milliseconds of each other (one signal, sent
            // on to all): one that ended long before (killed on its own) measured another window and is refused
            if (statisticsApartMillis > STATISTICS_TOLERANCE.toMillis()) {
                differ(a, b, "statistics duration", x.statisticsDuration(), y.statisticsDuration());
            }
            differ(a, b, "transactions", ids(x.transactions()), ids(y.transactions()));
            differ(a, b, "topology", x.details().topology(), y.details().topology());
            differ(
                    a,
                    b,
                    "iterations",
                    shape(x.details().iterations()),
                    shape(y.details().iterations()));
            ReplicaRun rx = x.details().replica();
            ReplicaRun ry = y.details().replica();
            differ(a, b, "replica count", rx == null ? null : rx.count(), ry == null ? null : ry.count());
            differ(
                    a,
                    b,
                    "common start (--start-at)",
                    rx == null ? null : rx.startAt(),
                    ry == null ? null : ry.startAt());
            for (ReplicaInput earlier : usable) {
                if (earlier == b) break;
                RunResult e = earlier.result();
                if (e.details().replica() == null
                        && ry == null
                        && e.startTime().equals(y.startTime())
                        && e.benchmarkName().equals(y.benchmarkName())) {
                    throw new MergeRefusedException("not merged: " + b.name() + " is the same run as " + earlier.name()
                            + " (same benchmark and start " + y.startTime()
                            + ", no replica identity); it would count twice");
                }
            }
            if (ry != null && !indexes.add(ry.index())) {
                throw new MergeRefusedException(b.name() + ": replica " + ry.label() + " is given twice");
            }
        }
    }

    /**
     * Replicas the inputs' identities say should be there but are not among the readable inputs, always
     * listed (an unreadable input may have been any of them), except an index whose results-rI.json is
     * itself among the unreadable inputs and named already.
     */
    static List<String> missingIndexes(List<ReplicaInput> inputs) {
        TreeSet<Integer> seen = new TreeSet<>();
        int count = 0;
        for (ReplicaInput in : inputs) {
            if (in.result() == null || in.result().details().replica() == null) continue;
            ReplicaRun r = in.result().details().replica();
            seen.add(r.index());
            count = Math.max(count, r.count());
        }
        List<String> missing = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            final int index = i;
            // an unreadable results-rI.json, named on its own already, is that index's file
            boolean namedUnreadable = inputs.stream()
                    .anyMatch(in -> in.result() == null && in.name().endsWith("-r" + index + ".json"));
            if (!seen.contains(i) && !namedUnreadable) {
                missing.add("replica " + i + "/" + count + ": no results given");
            }
        }
        return missing;
    }

    /**
     * The config with what may differ between replicas of one run blanked: the user count (--users-total
     * gives the first replicas the remainder), the password (never compared or shown), the file it was read
     * from (its path differs between hosts, its contents do not) and the replica identity in the environment.
     */
    private static RunConfig comparable(RunConfig c) {
        Map<String, String> env = new TreeMap<>(c.environment());
        env.remove(ReplicaIdentity.RUN_INDEX);
        env.remove(ReplicaIdentity.RUN_COUNT);
        return new RunConfig(
                c.name(),
                c.comment(),
                null,
                c.connection().withPassword(Secret.none()),
                c.load().withUsers(1),
                c.transactions(),
                env,
                c.preferences());
    }

    /** The path of the first field (records followed down) where x and y differ, with both values; null when equal. */
    private static String firstDifference(String path, Object x, Object y) {
        if (Objects.equals(x, y)) return null;
        if (x != null
                && y != null
                && x.getClass() == y.getClass()
                && x.getClass().isRecord()) {
            for (RecordComponent c : x.getClass().getRecordComponents()) {
                try {
                    String d = firstDifference(
                            path + "." + c.getName(),
                            c.getAccessor().invoke(x),
                            c.getAccessor().invoke(y));
                    if (d != null) return d;
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot read " + path + "." + c.getName(), e);
                }
            }
        }
        return path + " (" + y + " vs " + x + ")";
    }

    private static void differ(ReplicaInput a, ReplicaInput b, String what, Object x, Object y)
            throws MergeRefusedException {
        if (!Objects.equals(x, y)) {
            throw new MergeRefusedException("not merged: " + b.name() + " ran a different " + what + " than " + a.name()
                    + " (" + y + " vs " + x + "); replicas to merge must run the same benchmark together");
        }
    }

    private static List<String> ids(List<TransactionResult> transactions) {
        return transactions.stream().map(TransactionResult::id).toList();
    }

    private static List<String> shape(List<IterationResult> iterations) {
        return iterations.stream()
                .map(i -> i.phase() + ":" + i.repeat() + ":" + i.index())
                .toList();
    }
}
