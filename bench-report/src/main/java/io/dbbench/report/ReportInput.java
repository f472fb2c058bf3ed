package io.dbbench.report;

import io.dbbench.core.result.RunResult;
import java.util.Objects;

/**
 * One run to report and the name it goes by in the report: a file name, a topology, "base" or "new".
 *
 * @param label    the run's name in the report
 * @param result   the run
 * @param loadNote what the settings say of the run's load instead of its results' own, or null: a capacity search
 *                 over rates steps its rate, and the rate its results keep is only its last step's
 */
public record ReportInput(String label, RunResult result, String loadNote) {
    public ReportInput {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(result, "result");
    }

    public ReportInput(String label, RunResult result) {
        this(label, result, null);
    }
}
