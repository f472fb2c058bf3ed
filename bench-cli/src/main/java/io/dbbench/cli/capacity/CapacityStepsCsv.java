package io.dbbench.cli.capacity;

import io.dbbench.core.internal.capacity.plan.CapacitySummary;
import io.dbbench.core.internal.capacity.plan.LittleLawCheck;
import io.dbbench.core.internal.capacity.plan.LoadKind;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.SloEvaluation;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepRounds;
import io.dbbench.core.internal.capacity.plan.TransactionFigures;
import io.dbbench.core.stats.Score;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A capacity search's steps as two CSV files beside results.json: {@code capacity.csv}, one row per step for all
 * transactions together, which {@code capacity analyze} reads as it is (its load column is {@code users}, its
 * throughput column {@code tps}); and {@code capacity-transactions.csv}, one row per step and transaction type.
 *
 * <p>Each file is a list of columns, a header and how a row gives its field, so that a column is added in one place.
 * Numbers are written from their exact binary value ({@link BigDecimal}, never the JVM's locale or its double-to-text
 * algorithm): the same bytes on every JVM. Throughputs (tps, tps_error, a type's tps) to six significant digits, as
 * results.json has them, so that a step below 1 TPS is not rounded away; times and percentages with fixed decimals. What was not measured is an empty
 * field. A step with no TPS to fit (none completed, or no measured iteration) is written as a comment line, its
 * fields after {@code # }: {@code capacity analyze} skips it rather than refusing a throughput of 0.
 */
final class CapacityStepsCsv {
    static final String STEPS_FILE = "capacity.csv";
    static final String TRANSACTIONS_FILE = "capacity-transactions.csv";
    private static final MathContext SIX_DIGITS = new MathContext(6, RoundingMode.HALF_EVEN);

    /**
     * One step's row: its number (from 1), what it measured, what the search decided, Little's law on it, its measured
     * iterations over all its rounds and its rounds (1 without {@code --repeats}).
     */
    record StepRow(
            int number,
            StepFigures step,
            StepDecision decision,
            LittleLawCheck littleLaw,
            int iterations,
            int rounds) {}

    /** One transaction type's row within a step. */
    record TransactionRow(int number, StepFigures step, TransactionFigures transaction) {}

    /** A column: its header, and its field in a row. */
    record Column<R>(String header, Function<R, String> field) {}

    /** The columns of capacity.csv; the load's header is the steps' kind ({@code users}, or {@code rate}). */
    static List<Column<StepRow>> stepColumns(LoadKind kind) {
        return List.of(
                new Column<>("step", r -> Integer.toString(r.number())),
                new Column<>(loadHeader(kind), r -> load(r.step().load())),
                new Column<>(
                        "tps", r -> significant(r.step().transactionsPerSecond().mean())),
                new Column<>("tps_error", r -> error(r.step().transactionsPerSecond())),
                new Column<>(
                        "confidence_percent", r -> confidencePercent(r.step().transactionsPerSecond())),
                new Column<>("iterations", r -> Integer.toString(r.iterations())),
                new Column<>("completed", r -> Long.toString(r.step().all().completed())),
                new Column<>("failed", r -> Long.toString(r.step().all().failed())),
                new Column<>("errors_percent", r -> errorsPercent(r.step().all())),
                new Column<>("mean_ms", r -> millis(r.step().all().meanNanos())),
                new Column<>("p50_ms", r -> millis(r.step().all().p50Nanos())),
                new Column<>("p95_ms", r -> millis(r.step().all().p95Nanos())),
                new Column<>("p99_ms", r -> millis(r.step().all().p99Nanos())),
                new Column<>("client_cpu_percent", r -> decimals(r.step().clientCpuPercent(), 1)),
                new Column<>("slo", r -> sloVerdict(r.decision().slos())),
                new Column<>("growth", r -> r.decision().growth().status().name()),
                new Column<>("little_law", r -> r.littleLaw().status().name()),
                new Column<>("decision", r -> r.decision().stop() ? "stop" : "continue"),
                // last, so that parsers of the columns before it keep working
                new Column<>("rounds", r -> Integer.toString(r.rounds())));
    }

    /** The columns of capacity-transactions.csv. */
    static List<Column<TransactionRow>> transactionColumns(LoadKind kind) {
        return List.of(
                new Column<>("step", r -> Integer.toString(r.number())),
                new Column<>(loadHeader(kind), r -> load(r.step().load())),
                new Column<>("transaction", r -> quoted(r.transaction().id())),
                new Column<>(
                        "short_name",
                        r -> r.transaction().shortName() == null
                                ? ""
                                : quoted(r.transaction().shortName())),
                new Column<>("tps", r -> significant(transactionTps(r))),
                new Column<>("completed", r -> Long.toString(r.transaction().completed())),
                new Column<>("failed", r -> Long.toString(r.transaction().failed())),
                new Column<>("errors_percent", r -> errorsPercent(r.transaction())),
                new Column<>("mean_ms", r -> millis(r.transaction().meanNanos())),
                new Column<>("p50_ms", r -> millis(r.transaction().p50Nanos())),
                new Column<>("p95_ms", r -> millis(r.transaction().p95Nanos())),
                new Column<>("p99_ms", r -> millis(r.transaction().p99Nanos())));
    }

    private CapacityStepsCsv() {}

    /** capacity.csv's text for a search without rounds: a header, then a line per step; "\n" line ends. */
    static String steps(CapacitySummary summary, LoadKind kind) {
        return steps(summary, List.of(), kind);
    }

    /**
     * capacity.csv's text: a header, then a line per step; "\n" line ends. With {@code rounds} (one per step, a
     * search in rounds) a step's {@code iterations} are its measured iterations over all its rounds, as results.json's,
     * while its {@code tps} and {@code tps_error} are scored over its rounds; empty without rounds.
     */
    static String steps(CapacitySummary summary, List<StepRounds> rounds, LoadKind kind) {
        List<StepRow> rows = new ArrayList<>();
        for (int i = 0; i < summary.steps().size(); i++) {
            StepFigures step = summary.steps().get(i);
            StepRounds r = rounds.isEmpty() ? null : rounds.get(i);
            rows.add(new StepRow(
                    i + 1,
                    step,
                    summary.decisions().get(i),
                    summary.littleLaw().get(i),
                    r == null ? step.transactionsPerSecond().n() : r.measuredIterations(),
                    r == null ? 1 : r.rounds().size()));
        }
        return table(stepColumns(kind), rows, r -> fittable(r.step()));
    }

    /** capacity-transactions.csv's text: a header, then a line per step and transaction type, in config order. */
    static String transactions(CapacitySummary summary, LoadKind kind) {
        List<TransactionRow> rows = new ArrayList<>();
        for (int i = 0; i < summary.steps().size(); i++) {
            StepFigures step = summary.steps().get(i);
            for (TransactionFigures t : step.transactions()) rows.add(new TransactionRow(i + 1, step, t));
        }
        return table(transactionColumns(kind), rows, r -> true);
    }

    private static <R> String table(List<Column<R>> columns, List<R> rows, Predicate<R> asData) {
        StringBuilder text = new StringBuilder();
        text.append(String.join(",", columns.stream().map(Column::header).toList()))
                .append('\n');
        for (R row : rows) {
            if (!asData.test(row)) text.append("# ");
            text.append(String.join(
                            ",", columns.stream().map(c -> c.field().apply(row)).toList()))
                    .append('\n');
        }
        return text.toString();
    }

    /** Whether {@code capacity analyze} can take the step: a TPS above 0 over measured iterations. */
    private static boolean fittable(StepFigures step) {
        return step.transactionsPerSecond().n() > 0
                && step.transactionsPerSecond().mean() > 0;
    }

    private static String loadHeader(LoadKind kind) {
        return kind == LoadKind.USERS ? "users" : "rate";
    }

    private static String load(LoadLevel load) {
        if (load.kind() == LoadKind.USERS) return Integer.toString(load.users());
        return new BigDecimal(load.value())
                .round(new MathContext(12, RoundingMode.HALF_EVEN))
                .stripTrailingZeros()
                .toPlainString();
    }

    private static String error(Score tps) {
        return tps.hasError() ? significant(tps.error()) : "";
    }

    private static String confidencePercent(Score tps) {
        return decimals(tps.confidence() * 100, 1);
    }

    /** The share of the step's TPS that was this type's: its completed over all completed in the measured iterations. */
    private static double transactionTps(TransactionRow r) {
        long all = r.step().all().completed();
        if (all == 0) return r.step().transactionsPerSecond().n() > 0 ? 0 : Double.NaN;
        return r.step().transactionsPerSecond().mean() * r.transaction().completed() / all;
    }

    private static String errorsPercent(TransactionFigures f) {
        return decimals(f.errorFraction() * 100, 3);
    }

    /** HELD when every SLO held, BROKEN when one broke, NO_DATA when one had nothing to judge; NONE without SLOs. */
    private static String sloVerdict(SloEvaluation slos) {
        if (slos.outcomes().isEmpty()) return "NONE";
        if (slos.anyBroken()) return "BROKEN";
        return slos.allHold() ? "HELD" : "NO_DATA";
    }

    private static String millis(double nanos) {
        return decimals(nanos / 1e6, 3);
    }

    /**
     * {@code value} to six significant digits, half-even, without trailing zeros or an exponent, as results.json's
     * capacity section writes it: a step of 0.033 TPS keeps its digits; empty when it is not a finite number.
     */
    static String significant(double value) {
        if (!Double.isFinite(value)) return "";
        return new BigDecimal(value).round(SIX_DIGITS).stripTrailingZeros().toPlainString();
    }

    /** {@code value} with {@code places} decimals, half-even; empty when it is not a finite number. */
    static String decimals(double value, int places) {
        if (!Double.isFinite(value)) return "";
        return new BigDecimal(value).setScale(places, RoundingMode.HALF_EVEN).toPlainString();
    }

    /** A name as an RFC 4180 field: quoted when it holds a comma, a quote or a line end. */
    static String quoted(String text) {
        if (text.indexOf(',') < 0 && text.indexOf('"') < 0 && text.indexOf('\n') < 0 && text.indexOf('\r') < 0)
            return text;
        return '"' + text.replace("\"", "\"\"") + '"';
    }
}
