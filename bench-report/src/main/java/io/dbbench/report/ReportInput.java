package io.dbbench.report;

import io.dbbench.core.result.RunResult;
import java.util.Objects;

/**
 * One run to report and the name it goes by in the report: a file name, a topology, "base" or "new".
 */
public record ReportInput(String label, RunResult result) {
    public ReportInput {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(result, "result");
    }
}
