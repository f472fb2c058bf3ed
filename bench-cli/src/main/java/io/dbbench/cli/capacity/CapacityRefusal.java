package io.dbbench.cli.capacity;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;

/**
 * The one line, exit 2, for a flag the capacity search does not take, worded the same wherever it is refused (the
 * command, its refused and search flags, the run's mixin options): "option X: cannot be used with capacity: what to
 * use instead".
 */
public final class CapacityRefusal {
    private CapacityRefusal() {}

    /** @param instead why, and what to use instead */
    public static CliException of(String option, String instead) {
        return new CliException(ExitCodes.BAD_USAGE, "option " + option + ": cannot be used with capacity: " + instead);
    }
}
