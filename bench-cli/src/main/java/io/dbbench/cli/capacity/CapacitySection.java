package io.dbbench.cli.capacity;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.internal.capacity.UslFit;
import io.dbbench.core.internal.capacity.UslFitException;
import io.dbbench.core.internal.capacity.UslFitter;
import io.dbbench.core.internal.capacity.UslNormalisation;
import io.dbbench.core.internal.capacity.UslPoint;
import io.dbbench.core.internal.capacity.plan.CapacitySummary;
import io.dbbench.core.internal.capacity.plan.LatencyDeparture;
import io.dbbench.core.internal.capacity.plan.LittleLawCheck;
import io.dbbench.core.internal.capacity.plan.LoadKind;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.OfferedRate;
import io.dbbench.core.internal.capacity.plan.SloOutcome;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepRounds;
import io.dbbench.core.internal.capacity.plan.TransactionFigures;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code capacity} section a capacity search adds to results.json: the least {@code capacity analyze} reads
 * (steps with {@code load} and {@code throughput}) and what the search found, in the shape docs/capacity.md
 * documents (sealed by CapacitySectionTest's golden file). Figures are rounded to six significant digits; what was
 * not measured is {@code null}, never a made-up number.
 *
 * @param outcome what the search found
 * @param setup   what it was asked for
 * @param usl     the Universal Scalability Law fit of the steps' (users, TPS), or null when it cannot be fitted
 * @param uslError why there is no fit (fewer than three loads), or null
 * @param countsMismatch why the steps' counts with those outside them do not add up to the run's totals, or null
 *                      when they do
 * @param missing       why the steps have no server counters or no traffic, said once
 * @param runDeclaredCommits the commits the run's transactions declared (its DML counts), which each step's
 *                      database commits are checked against ({@link StepCommitCheck}); -1 when not known
 * @param runCompleted  the run's completed transactions, the other half of the commits per transaction
 */
public record CapacitySection(
        CapacityOutcome outcome,
        CapacitySearchSetup setup,
        UslFit usl,
        String uslError,
        String countsMismatch,
        MissingStepFigures missing,
        long runDeclaredCommits,
        long runCompleted) {
    public CapacitySection {
        if (missing == null) missing = MissingStepFigures.NONE;
    }

    private static final MathContext SIX_DIGITS = new MathContext(6);
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
            // the run's own figures are read back and written as they were: decimals kept digit for digit
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .build();

    /**
     * Why an open-loop search has no USL fit: the law is a closed loop's, throughput against the users that make it.
     */
    static final String USL_NOT_FOR_OPEN_LOOP = "not fitted for open-loop steps: the Universal Scalability Law models"
            + " a closed loop's throughput against its users; an open-loop step's throughput is the rate offered, as"
            + " long as the database keeps up, not a function of concurrency";
    /**
     * Why an open-loop search states no knee: the knee comes from TPS growth over users steps; over rate steps TPS
     * follows the rate offered, so a "knee" would only restate the rates and could contradict "saturated".
     */
    static final String KNEE_NOT_FOR_OPEN_LOOP = "none: the knee is for --users; an open-loop step's TPS follows the"
            + " rate offered while the database keeps up (see where latency departs from its base)";

    /**
     * The section of {@code outcome}, with the USL fitted on its steps (λ = X(1) when there is a 1-user step); an
     * open-loop search's is not fitted, and says why.
     *
     * @param runDeclaredCommits the commits the run's transactions declared (its DML counts), each step's database
     *     commits are checked against; -1 when the run has no result to say it (its steps are then not checked)
     * @param runCompleted       the run's completed transactions
     */
    public static CapacitySection of(
            CapacityOutcome outcome, CapacitySearchSetup setup, long runDeclaredCommits, long runCompleted) {
        if (setup.openLoop())
            return new CapacitySection(
                    outcome,
                    setup,
                    null,
                    USL_NOT_FOR_OPEN_LOOP,
                    null,
                    MissingStepFigures.NONE,
                    runDeclaredCommits,
                    runCompleted);
        List<UslPoint> points = outcome.summary().steps().stream()
                .filter(s -> s.transactionsPerSecond().n() > 0
                        && s.transactionsPerSecond().mean() > 0)
                .map(s ->
                        new UslPoint(s.load().users(), s.transactionsPerSecond().mean()))
                .toList();
        UslFit fit;
        String error = null;
        try {
            fit = UslFitter.fit(points, false);
        } catch (UslFitException e) {
            fit = null;
            error = e.getMessage();
        }
        return new CapacitySection(
                outcome, setup, fit, error, null, MissingStepFigures.NONE, runDeclaredCommits, runCompleted);
    }

    /** The same section marked as one whose counts do not add up to the run's, and why. */
    public CapacitySection withCountsMismatch(String why) {
        return new CapacitySection(outcome, setup, usl, uslError, why, missing, runDeclaredCommits, runCompleted);
    }

    /** The same section saying why its steps have no server counters or traffic ({@link MissingStepFigures#check}). */
    public CapacitySection withMissing(MissingStepFigures why) {
        return new CapacitySection(
                outcome, setup, usl, uslError, countsMismatch, why, runDeclaredCommits, runCompleted);
    }

    /** The section as a map, in the documented order. */
    Map<String, Object> toMap() {
        CapacitySummary s = outcome.summary();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("loadKind", setup.openLoop() ? "rate" : "users");
        json.put(
                "warmup",
                setup.stepPlan().warmupIterations() + "x"
                        + setup.stepPlan().warmupLength().toSeconds() + "s");
        json.put(
                "iterations",
                setup.stepPlan().measurementIterations() + "x"
                        + setup.stepPlan().iterationLength().toSeconds() + "s");
        json.put("slos", setup.slos().stream().map(slo -> slo.text()).toList());
        // with --repeats 2 or more only: a search without rounds keeps the section it always had
        if (outcome.repeats() > 1) json.put("repeats", outcome.repeats());
        List<Map<String, Object>> steps = new ArrayList<>();
        for (int i = 0; i < s.steps().size(); i++) {
            Map<String, Object> step =
                    step(s.steps().get(i), s.decisions().get(i), s.littleLaw().get(i));
            if (outcome.repeats() > 1) withRounds(step, outcome.rounds().get(i));
            steps.add(step);
        }
        json.put("steps", steps);
        json.put("serverUnavailable", missing.server());
        json.put("trafficUnavailable", missing.traffic());
        json.put(
                "stop",
                s.stop() == null
                        ? null
                        : ordered(
                                "reason",
                                s.stop().reason().name(),
                                "sentence",
                                s.stop().sentence()));
        json.put("interruptedStep", outcome.interruptedStep() == null ? null : load(outcome.interruptedStep()));
        json.put(
                "maximum",
                s.maximum() == null
                        ? null
                        : ordered(
                                "load", load(s.maximum().load()),
                                "throughput",
                                        number(s.maximum()
                                                .transactionsPerSecond()
                                                .mean()),
                                "sentence", s.maximum().sentence(),
                                // what compare's gate needs, as data rather than read out of the sentence
                                "lowerBound", s.maximum().lowerBound(),
                                "lowerBoundReason", s.maximum().lowerBoundReason()));
        json.put(
                "breaking",
                s.breaking() == null
                        ? null
                        : ordered(
                                "load",
                                load(s.breaking().load()),
                                "sentence",
                                s.breaking().sentence()));
        json.put(
                "knee",
                ordered(
                        "load",
                        s.knee().found() && !setup.openLoop() ? load(s.knee().load()) : null,
                        "sentence",
                        setup.openLoop() ? KNEE_NOT_FOR_OPEN_LOOP : s.knee().sentence()));
        // open loop: where latency departs from its base (a key of open-loop sections only)
        LatencyDeparture.of(s.steps()).ifPresent(d -> json.put("departure", departure(d)));
        json.put("usl", uslMap());
        json.put(
                "outsideSteps",
                countsMismatch == null
                        ? ordered(
                                "completed",
                                outcome.completedOutsideSteps(),
                                "failed",
                                outcome.failedOutsideSteps(),
                                "countsAddUp",
                                true)
                        : ordered(
                                "completed",
                                outcome.completedOutsideSteps(),
                                "failed",
                                outcome.failedOutsideSteps(),
                                "countsAddUp",
                                false,
                                "countsMismatch",
                                countsMismatch));
        return json;
    }

    private Map<String, Object> step(StepFigures f, StepDecision d, LittleLawCheck little) {
        TransactionFigures all = f.all();
        Map<String, Object> step = new LinkedHashMap<>();
        step.put("load", load(f.load()));
        step.put("throughput", number(f.transactionsPerSecond().mean()));
        step.put(
                "throughputError",
                f.transactionsPerSecond().hasError()
                        ? number(f.transactionsPerSecond().error())
                        : null);
        step.put("confidence", number(f.transactionsPerSecond().confidence()));
        step.put("iterations", f.transactionsPerSecond().n());
        // what compare tests two searches' steps with; null when the figures were made without them
        step.put(
                "iterationThroughputs",
                f.iterationTransactionsPerSecond().isEmpty()
                        ? null
                        : f.iterationTransactionsPerSecond().stream()
                                .map(CapacitySection::number)
                                .toList());
        step.put("p50Ms", millis(all.p50Nanos()));
        step.put("p95Ms", millis(all.p95Nanos()));
        step.put("p99Ms", millis(all.p99Nanos()));
        step.put("completed", all.completed());
        step.put("failed", all.failed());
        step.put("clientCpuPercent", number(f.clientCpuPercent()));
        step.put("server", StepCountersJson.server(f.server()));
        step.put("traffic", StepCountersJson.traffic(f.traffic()));
        step.put("stepCompleted", f.stepCompleted());
        step.put("stepFailed", f.stepFailed());
        List<Map<String, Object>> types = new ArrayList<>();
        for (TransactionFigures t : f.transactions()) {
            types.add(ordered(
                    "id", t.id(),
                    "completed", t.completed(),
                    "failed", t.failed(),
                    "p50Ms", millis(t.p50Nanos()),
                    "p95Ms", millis(t.p95Nanos()),
                    "p99Ms", millis(t.p99Nanos())));
        }
        step.put("transactions", types);
        List<Map<String, Object>> slos = new ArrayList<>();
        for (SloOutcome o : d.slos().outcomes())
            slos.add(ordered("slo", o.slo().text(), "status", o.status().name(), "sentence", o.sentence()));
        step.put("slos", slos);
        step.put(
                "growth",
                ordered(
                        "status",
                        d.growth().status().name(),
                        "sentence",
                        d.growth().sentence()));
        step.put("littleLaw", ordered("status", little.status().name(), "sentence", little.sentence()));
        step.put("decision", d.stop() ? "stop" : "continue");
        step.put("explanation", d.explanation());
        step.put("commitCheck", StepCountersJson.commitCheck(f, runDeclaredCommits, runCompleted));
        return step;
    }

    /**
     * A step of a search in rounds: its {@code iterations} and {@code iterationThroughputs} keep their meaning (every
     * measured iteration, round after round), while its {@code throughput} and {@code throughputError} are scored over
     * the rounds, whose own figures {@code rounds} lists.
     */
    private static void withRounds(Map<String, Object> step, StepRounds rounds) {
        step.put("iterations", rounds.measuredIterations());
        step.put(
                "iterationThroughputs",
                rounds.iterationTransactionsPerSecond().stream()
                        .map(CapacitySection::number)
                        .toList());
        List<Map<String, Object>> each = new ArrayList<>();
        for (int r = 0; r < rounds.rounds().size(); r++) {
            StepFigures f = rounds.rounds().get(r);
            each.add(ordered(
                    "round", r + 1,
                    "throughput", number(f.transactionsPerSecond().mean()),
                    "throughputError",
                            f.transactionsPerSecond().hasError()
                                    ? number(f.transactionsPerSecond().error())
                                    : null,
                    "iterations", f.transactionsPerSecond().n(),
                    "p99Ms", millis(f.all().p99Nanos()),
                    "completed", f.all().completed(),
                    "failed", f.all().failed(),
                    "stepCompleted", f.stepCompleted(),
                    "stepFailed", f.stepFailed()));
        }
        step.put("rounds", each);
    }

    /** A step's load as written: whole users, or a rate per second. */
    private static Object load(LoadLevel level) {
        return level.kind() == LoadKind.USERS ? (Object) level.users() : number(level.value());
    }

    private static Map<String, Object> departure(LatencyDeparture d) {
        return ordered(
                "rate", d.load() == null ? null : load(d.load()),
                "heldUpTo", d.held() == null ? null : load(d.held()),
                "baseRate", d.baseLoad() == null ? null : load(d.baseLoad()),
                "baseP50Ms", millis(d.baseP50Nanos()),
                "baseP99Ms", millis(d.baseP99Nanos()),
                "factor", number(LatencyDeparture.FACTOR),
                "shortfallPercent", number(OfferedRate.SHORTFALL * 100),
                "criteria", d.criteria(),
                "sentence", d.sentence());
    }

    private Map<String, Object> uslMap() {
        if (usl == null) return ordered("error", uslError);
        Map<String, Object> fit = new LinkedHashMap<>();
        fit.put("sigma", number(usl.sigma()));
        fit.put("kappa", number(usl.kappa()));
        fit.put("peakLoad", usl.peakLoad().isPresent() ? number(usl.peakLoad().getAsDouble()) : null);
        fit.put(
                "peakThroughput",
                usl.peakThroughput().isPresent() ? number(usl.peakThroughput().getAsDouble()) : null);
        fit.put("r2", number(usl.r2()));
        fit.put("lambda", number(usl.lambda()));
        fit.put(
                "normalisation",
                usl.normalisation() == UslNormalisation.MEASURED_AT_LOAD_ONE ? "measured-at-load-1" : "fitted-lambda");
        fit.put("warnings", usl.warnings());
        return fit;
    }

    /** The section as the JSON text of its object. */
    String toJson() {
        try {
            return MAPPER.writeValueAsString(toMap());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the capacity section", e);
        }
    }

    /** How the section reads and writes results.json: what adds to the section (its replicas) writes alike. */
    public static ObjectMapper jsonMapper() {
        return MAPPER;
    }

    /**
     * A run's results.json text with the section as its last field {@code capacity}: handed to the run's report, so
     * the section is in the file as it is written (atomically, with the others) and in its log frames.
     */
    public String addedTo(String resultsJson) throws IOException {
        ObjectNode root = (ObjectNode) MAPPER.readTree(resultsJson);
        root.set("capacity", MAPPER.valueToTree(toMap()));
        return MAPPER.writeValueAsString(root);
    }

    private static Map<String, Object> ordered(Object... keysAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) m.put((String) keysAndValues[i], keysAndValues[i + 1]);
        return m;
    }

    private static BigDecimal millis(double nanos) {
        return number(nanos / 1e6);
    }

    static BigDecimal number(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) return null;
        return new BigDecimal(value).round(SIX_DIGITS).stripTrailingZeros();
    }
}
