package io.dbbench.core.internal.capacity.plan;

import java.util.List;
import java.util.Objects;

/**
 * The parsed load plan of a capacity search: the steps in the order they run, strictly increasing, all
 * of one kind, already cut at {@code --max-users}.
 *
 * @param kind          users (closed loop) or rate (open loop)
 * @param levels        the steps to run, strictly increasing, at least one
 * @param cutByMaxUsers whether {@code --max-users} removed steps from the list as given: when the
 *                      search reaches the last step it then stops for {@link StopReason#MAX_USERS}
 *                      rather than {@link StopReason#LIST_END}
 * @param maxUsers      the {@code --max-users} given, 0 when none
 */
public record LoadSteps(LoadKind kind, List<LoadLevel> levels, boolean cutByMaxUsers, int maxUsers) {
    public LoadSteps {
        Objects.requireNonNull(kind, "kind");
        levels = List.copyOf(levels);
        if (levels.isEmpty()) throw new IllegalArgumentException("a load plan needs at least one step");
        for (int i = 0; i < levels.size(); i++) {
            if (levels.get(i).kind() != kind)
                throw new IllegalArgumentException(
                        "step " + i + " is " + levels.get(i).kind() + ", not " + kind);
            if (i > 0 && !(levels.get(i).value() > levels.get(i - 1).value()))
                throw new IllegalArgumentException("steps must increase strictly, step " + i + " does not");
        }
        if (maxUsers < 0) throw new IllegalArgumentException("maxUsers must not be negative, was " + maxUsers);
        if (cutByMaxUsers && maxUsers == 0) throw new IllegalArgumentException("cut by --max-users without one");
    }

    /** The number of steps. */
    public int size() {
        return levels.size();
    }

    /** Step {@code index}'s load (0-based). */
    public LoadLevel level(int index) {
        return levels.get(index);
    }
}
