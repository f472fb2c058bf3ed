package io.dbbench.core.measure;

import io.dbbench.core.internal.stats.StatsFormat;
import io.dbbench.core.internal.stats.TextColumns;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.stats.IterationScores;
import io.dbbench.core.stats.ScoreTable;
import java.time.Duration;

/**
 * A benchmark's figures as text, for a failed assertion's message: per run (topology) a line per
 * transaction with counts and response times in ms, TPS, and the JMH-style score table when the run
 * had measured iterations.
 */
final class ResultSummary {
    private ResultSummary() {}

    static String render(BenchmarkResult result) {
        StringBuilder out = new StringBuilder();
        for (RunResult run : result.runs()) {
            String topology = run.details().topology();
            out.append(topology == null ? "" : "topology " + topology + ": ")
                    .append("TPS ")
                    .append(StatsFormat.number(run.averageTransactionsPerSecond(), 1))
                    .append(", ")
                    .append(run.totalCompleted())
                    .append(" completed, ")
                    .append(run.totalFailed())
                    .append(" failed")
                    .append(run.errorsByCode().isEmpty() ? "" : " " + run.errorsByCode())
                    .append('\n');
            TextColumns table = new TextColumns(false, true, true, true, true, true, true, true, true);
            table.row(
                    "transaction", "count", "failed", "rolled back", "mean ms", "p50 ms", "p90 ms", "p99 ms", "max ms");
            for (TransactionResult t : run.transactions()) {
                table.row(
                        t.id(),
                        Long.toString(t.completed()),
                        Long.toString(t.failed()),
                        Long.toString(t.rolledBack()),
                        ms(t.meanNanos()),
                        ms(t.percentileNanos(50)),
                        ms(t.percentileNanos(90)),
                        ms(t.percentileNanos(99)),
                        ms(t.maxNanos()));
            }
            out.append(table.render());
            if (!run.details().measuredIterations().isEmpty())
                out.append(new ScoreTable().render(IterationScores.of(run)));
        }
        for (String error : result.resultFileErrors())
            out.append("result file not written: ").append(error).append('\n');
        return out.toString();
    }

    static String millis(Duration d) {
        return ms(d.toNanos()) + " ms";
    }

    private static String ms(double nanos) {
        return StatsFormat.number(nanos / 1e6, 3);
    }
}
