package io.dbbench.workloads.bulk;

import java.util.Locale;
import java.util.Objects;

/**
 * What the database holds of a workload's schema.
 *
 * @param state  absent (nothing of ours), partial (a load that did not finish, or tables missing) or complete
 * @param detail for people: why it is partial, e.g. "load state 'loading'" or "tables missing: orders"
 */
public record SchemaStatus(State state, String detail) {
    public enum State {
        ABSENT,
        PARTIAL,
        COMPLETE
    }

    public SchemaStatus {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(detail, "detail");
    }

    public static SchemaStatus absent() {
        return new SchemaStatus(State.ABSENT, "");
    }

    public static SchemaStatus partial(String detail) {
        return new SchemaStatus(State.PARTIAL, detail);
    }

    public static SchemaStatus complete(String detail) {
        return new SchemaStatus(State.COMPLETE, detail);
    }

    @Override
    public String toString() {
        return state.name().toLowerCase(Locale.ROOT) + (detail.isEmpty() ? "" : " (" + detail + ")");
    }
}
