package io.dbbench.workloads.soe.schema;

import java.util.Objects;

/**
 * What the database holds of the Order Entry schema.
 *
 * @param state  absent (nothing of ours), partial (a load that did not finish, or tables missing) or complete
 * @param detail for people: why it is partial, e.g. "load state 'loading'" or "tables missing: orders"
 */
public record SoeSchemaStatus(State state, String detail) {
    public enum State {
        ABSENT,
        PARTIAL,
        COMPLETE
    }

    public SoeSchemaStatus {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(detail, "detail");
    }

    @Override
    public String toString() {
        return state.name().toLowerCase(java.util.Locale.ROOT) + (detail.isEmpty() ? "" : " (" + detail + ")");
    }
}
