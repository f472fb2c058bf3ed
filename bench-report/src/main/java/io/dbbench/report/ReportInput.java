package io.dbbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.util.Objects;

/**
 * One run to report and the name it goes by in the report: a file name, a topology, "base" or "new".
 *
 * @param label    the run's name in the report
 * @param result   the run
 * @param capacity the {@code capacity} section of the run's results.json (a capacity search's steps), or null
 * @param loadNote what the settings say of the run's load instead of its results' own, or null: a capacity search
 *                 over rates steps its rate, and the rate its results keep is only its last step's
 */
public record ReportInput(String label, RunResult result, JsonNode capacity, String loadNote) {
    public ReportInput {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(result, "result");
    }

    public ReportInput(String label, RunResult result) {
        this(label, result, null, null);
    }

    /**
     * {@code result} with the sections of its results.json text that a {@link RunResult} does not hold (a capacity
     * search's); without them when the text is null.
     */
    public static ReportInput withSectionsOf(String label, RunResult result, String resultsJson) throws IOException {
        if (resultsJson == null) return new ReportInput(label, result);
        JsonNode capacity = JsonMapper.builder().build().readTree(resultsJson).get("capacity");
        return new ReportInput(label, result, capacity == null || capacity.isNull() ? null : capacity, null);
    }

    /** This input with {@code note} said of its load instead of its results' own (see {@link #loadNote}). */
    public ReportInput withLoadNote(String note) {
        return new ReportInput(label, result, capacity, note);
    }
}
