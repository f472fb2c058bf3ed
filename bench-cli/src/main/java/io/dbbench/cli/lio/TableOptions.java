package io.dbbench.cli.lio;

import io.dbbench.cli.common.CliException;
import io.dbbench.workloads.lio.LioSchema;
import picocli.CommandLine.Option;

/** How many tables of how many rows (SLOB's schemas and SCALE). */
final class TableOptions {
    static final int MAX_TABLES = 256;
    static final long MAX_ROWS = 100_000_000L;

    @Option(
            names = "--tables",
            paramLabel = "N",
            description = "data tables lio_t1..lio_tN; session i uses table i mod N (default ${DEFAULT-VALUE})")
    int tables = 1;

    @Option(
            names = "--scale",
            paramLabel = "rows",
            description = "rows (= blocks) per table (default ${DEFAULT-VALUE}, ~78 MB)")
    long rows = 10_000;

    @Option(
            names = "--scan-rows",
            paramLabel = "rows",
            description = "rows of the lio_scan table read by --scan-pct (default ${DEFAULT-VALUE})")
    long scanRows = 1_000;

    void validate() throws CliException {
        if (tables < 1 || tables > MAX_TABLES)
            throw LioCommand.usage("--tables must be between 1 and " + MAX_TABLES + ", was " + tables);
        if (rows < LioSchema.MIN_ROWS || rows > MAX_ROWS) {
            throw LioCommand.usage(
                    "--scale must be between " + LioSchema.MIN_ROWS + " and " + MAX_ROWS + " rows, was " + rows);
        }
        if (scanRows < LioSchema.MIN_ROWS || scanRows > MAX_ROWS) {
            throw LioCommand.usage(
                    "--scan-rows must be between " + LioSchema.MIN_ROWS + " and " + MAX_ROWS + ", was " + scanRows);
        }
    }

    /** Bytes of table data at one row per 8 KB block. */
    long dataBytes() {
        return (tables * rows + scanRows) * 8192L;
    }
}
