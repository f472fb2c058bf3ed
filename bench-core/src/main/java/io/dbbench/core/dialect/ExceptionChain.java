package io.dbbench.core.dialect;

import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Flattens a failure into every throwable it carries: the root, its causes, and for SQL exceptions
 * the {@link SQLException#getNextException() next-exception} list (batch failures and PostgreSQL
 * notices arrive that way), each with their own causes.
 *
 * <p>Drivers and pools wrap and re-chain exceptions freely, and a chain that loops back on itself
 * has been seen in the wild; {@link SQLException#iterator()} would spin forever on such a loop, so
 * this walk keeps an identity set and a hard cap.
 */
final class ExceptionChain {
    /** More links than any real driver produces; a guard against pathological chains, not a tuning knob. */
    static final int MAX_LINKS = 256;

    private ExceptionChain() {}

    /** Every throwable reachable from {@code root}, root first, depth first, each once. */
    static List<Throwable> of(Throwable root) {
        if (root == null) {
            return List.of();
        }
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Throwable> ordered = new ArrayList<>();
        Deque<Throwable> pending = new ArrayDeque<>();
        pending.push(root);
        while (!pending.isEmpty() && ordered.size() < MAX_LINKS) {
            Throwable t = pending.pop();
            if (!seen.add(t)) {
                continue;
            }
            ordered.add(t);
            // push next-exception first so the cause (the more direct explanation) is visited first
            if (t instanceof SQLException sql && sql.getNextException() != null) {
                pending.push(sql.getNextException());
            }
            if (t.getCause() != null) {
                pending.push(t.getCause());
            }
        }
        return ordered;
    }

    /** The first SQLState with text in {@code chain}: what both dialects report when nothing more specific is known. */
    static Optional<String> firstSqlState(List<Throwable> chain) {
        for (Throwable t : chain) {
            if (t instanceof SQLException sql
                    && sql.getSQLState() != null
                    && !sql.getSQLState().isBlank()) {
                return Optional.of(sql.getSQLState());
            }
        }
        return Optional.empty();
    }
}
