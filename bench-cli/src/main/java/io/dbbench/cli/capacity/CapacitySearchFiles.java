package io.dbbench.cli.capacity;

import io.dbbench.cli.common.BesideJson;
import io.dbbench.core.internal.result.format.ResultFiles;
import java.util.List;

/**
 * The files a capacity search writes beside results.json: capacity.csv, capacity-transactions.csv and, unless
 * {@code --no-plots}, capacity.png. They are written with results.json's set (RunReport.writingBesideJson in bench-cli's results package):
 * renamed into place before it, to the fallback directory with it, and a capacity.png of an earlier run removed
 * when this one draws none.
 */
public final class CapacitySearchFiles {
    private CapacitySearchFiles() {}

    /** The section's files: capacity.csv, capacity-transactions.csv, capacity.png (without content with no plots). */
    public static List<BesideJson> of(CapacitySection section, boolean plots) {
        var kind = section.setup().steps().kind();
        var summary = section.outcome().summary();
        String steps = CapacityStepsCsv.steps(summary, section.outcome().rounds(), kind);
        String transactions = CapacityStepsCsv.transactions(summary, kind);
        return List.of(
                new BesideJson(CapacityStepsCsv.STEPS_FILE, file -> ResultFiles.writeText(file, steps)),
                new BesideJson(CapacityStepsCsv.TRANSACTIONS_FILE, file -> ResultFiles.writeText(file, transactions)),
                new BesideJson(
                        CapacitySearchPlot.FILE,
                        plots
                                ? file -> CapacitySearchPlot.write(
                                        summary, kind, section.setup().slos(), section.usl(), file)
                                : null));
    }
}
