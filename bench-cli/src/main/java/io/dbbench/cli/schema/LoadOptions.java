package io.dbbench.cli.schema;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import java.util.Locale;

/** The checks every loading create (soe, tpcds) makes of --scale and --threads, and every create's exit 10. */
public final class LoadOptions {
    public static final int MAX_THREADS = 256;

    private LoadOptions() {}

    public static void checkScale(double scale, double min, double max) throws CliException {
        if (!(scale >= min && scale <= max)) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    String.format(Locale.ROOT, "--scale must be between %s and %s, was %s", min, max, scale));
        }
    }

    /** @param threads --threads, null for one per core */
    public static int loaderThreads(Integer threads) throws CliException {
        int loaderThreads =
                threads != null ? threads : Math.max(1, Runtime.getRuntime().availableProcessors());
        if (loaderThreads < 1 || loaderThreads > MAX_THREADS) {
            throw new CliException(
                    ExitCodes.BAD_USAGE, "--threads must be between 1 and " + MAX_THREADS + ", was " + loaderThreads);
        }
        return loaderThreads;
    }

    /** A create that stopped part way: exit 10, and what it left is to be dropped or replaced. */
    public static CliException loadFailed(String command, java.sql.SQLException e) {
        return new CliException(
                ExitCodes.LOAD_FAILED,
                "create failed; what it made so far stays as a partial schema (remove it with '" + command
                        + " drop' or create again with --replace): " + e.getMessage(),
                e);
    }
}
