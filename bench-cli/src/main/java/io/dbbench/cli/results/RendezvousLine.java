package io.dbbench.cli.results;

import io.dbbench.core.result.RunResult;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/** The line {@code merge} adds under the per-replica table when the replicas met in the database ({@code --start-at db}). */
final class RendezvousLine {
    private RendezvousLine() {}

    /**
     * For a merge: how the replicas' common start was found, when they met in the database; null when none did.
     * Says the run key(s), the arrivals' spread and the range of the replicas' clock offsets from the database.
     */
    static String of(List<RunResult> replicas) {
        Set<String> keys = new TreeSet<>();
        long spread = 0;
        long minOffset = Long.MAX_VALUE;
        long maxOffset = Long.MIN_VALUE;
        long error = 0;
        int met = 0;
        for (var r : replicas) {
            var replica = r == null ? null : r.details().replica();
            var rv = replica == null ? null : replica.rendezvous();
            if (rv == null) continue;
            met++;
            keys.add(rv.runKey());
            spread = Math.max(spread, rv.arrivalSpreadMillis());
            minOffset = Math.min(minOffset, rv.clockOffsetMillis());
            maxOffset = Math.max(maxOffset, rv.clockOffsetMillis());
            error = Math.max(error, rv.clockOffsetErrorMillis());
        }
        if (met == 0) return null;
        return String.format(
                Locale.ROOT,
                "Common start found in the database by %d of %d replicas (run key %s): arrivals spread %d ms;"
                        + " their clocks minus the database's %+d..%+d ms (+/- %d ms)",
                met,
                replicas.size(),
                String.join(", ", keys),
                spread,
                -maxOffset,
                -minOffset,
                error);
    }
}
