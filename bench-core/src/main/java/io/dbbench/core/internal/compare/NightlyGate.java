package io.dbbench.core.internal.compare;

import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * A nightly job's gate over per-environment baselines ({@link BaselineStore}): tonight's run is judged
 * only against a baseline measured in the same environment (the same fingerprint). With none, tonight's
 * run is recorded as that environment's baseline and nothing is gated: a gate never compares across
 * machines. With a control load in both tonight's run and the baseline, the workload is judged relative
 * to it ({@link RegressionGate#checkAgainstControl}); otherwise on its absolute figures.
 */
public final class NightlyGate {
    private final BaselineStore store;
    private final RegressionGate gate;

    /** @param options with a fail-if-slower threshold */
    public NightlyGate(BaselineStore store, ComparisonOptions options) {
        this.store = Objects.requireNonNull(store, "store");
        this.gate = new RegressionGate(options);
    }

    public enum Status {
        /** No baseline for this environment: tonight's run became it, nothing was gated. */
        RECORDED,
        /** Gated against this environment's baseline and passed. */
        PASSED,
        /** Gated and failed: a significant regression beyond the threshold, or nothing could be tested. */
        FAILED
    }

    /**
     * @param message  what happened, for the job's log: which baseline (or why none), and the verdict
     * @param verdict  the gate's verdict with its tables; null when the run was recorded
     * @param baseline the baseline's directory (the one used, or the one just recorded)
     */
    public record Outcome(Status status, String message, RegressionGate.Verdict verdict, Path baseline) {
        /** The message and, when gated, the tables: what the job should print. */
        public String report() {
            return verdict == null ? message : message + System.lineSeparator() + verdict.report();
        }
    }

    /**
     * @param workload tonight's run, with its environment fingerprint
     * @param control  the control load measured interleaved with it, or null for none
     * @throws IOException when a stored baseline cannot be read or the new one cannot be written
     */
    public Outcome judge(RunResult workload, RunResult control) throws IOException {
        Objects.requireNonNull(workload, "workload");
        if (workload.fingerprint().isEmpty()) {
            throw new IllegalArgumentException(
                    "the run has no environment fingerprint: it cannot be matched to a baseline");
        }
        BaselineStore.Selection selection = store.select(workload.fingerprint());
        Optional<BaselineStore.Baseline> found = selection.baseline();
        if (found.isEmpty()) {
            Path recorded = store.record(workload, control);
            return new Outcome(
                    Status.RECORDED,
                    selection.explanation() + System.lineSeparator() + "baseline recorded for this environment in "
                            + recorded + ", nothing gated tonight",
                    null,
                    recorded);
        }
        BaselineStore.Baseline baseline = found.get();
        String name = baseline.directory().getFileName().toString();
        RegressionGate.Verdict verdict;
        String how;
        if (control != null && baseline.control() != null) {
            verdict = gate.checkAgainstControl(baseline.workload(), baseline.control(), workload, control, name);
            how = "judged relative to the control load";
        } else {
            verdict = gate.check(baseline.workload(), workload, name);
            how = "judged on absolute figures (" + (control == null ? "tonight's run" : "the baseline")
                    + " has no control load)";
        }
        return new Outcome(
                verdict.passed() ? Status.PASSED : Status.FAILED,
                selection.explanation() + System.lineSeparator() + how,
                verdict,
                baseline.directory());
    }
}
