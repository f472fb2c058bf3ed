package io.dbbench.it.nightly;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.SwingBenchConfigReader;
import io.dbbench.core.internal.result.RepeatMerger;
import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import io.dbbench.workloads.stresstest.StressTestSchemaInstaller;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The nightly benchmark's measurement: Order Entry (client side, 4 users, scale 0.01) and, as its control,
 * the Stress Test (4 users, 10,000 rows) against the same embedded PostgreSQL database, interleaved
 * round by round. Each round runs one warm-up and one measured iteration of each, in A B order in
 * even rounds and B A in odd ones, so a drift over the job (a machine getting busier) falls on both
 * alike. The rounds are merged into one run per load, whose measured iteration i of the workload and of
 * the control were measured next to each other. Before them, unmeasured warm-up rounds of both loads:
 * without one, the first measured workload iteration ran about a third slower than the rest relative to
 * its control in 9 of 13 unchanged nightlies on our build machine (3 s of warm-up right after the install do not
 * warm Order Entry on a busy machine), a drift the gate read as noise.
 */
public final class NightlyRun {
    /**
     * @param rounds              measured iterations per load (one per round)
     * @param warmup              each round's warm-up iteration, per load
     * @param iteration           each round's measured iteration, per load
     * @param control             whether to measure the control load at all
     * @param slowdownThinkMillis added think time between Order Entry transactions: a deliberately slowed
     *                            build, to check that the gate catches it (0 for a normal run)
     * @param dropIndexes         Order Entry indexes dropped after the install (e.g. {@code item_order_ix}):
     *                            a deliberately slowed build whose cost, like a real regression's, is CPU
     *                            work that a busier machine slows as it slows the control (empty normally)
     * @param warmupRounds        unmeasured rounds of both loads before the measured ones
     */
    public record Settings(
            int rounds,
            Duration warmup,
            Duration iteration,
            boolean control,
            long slowdownThinkMillis,
            List<String> dropIndexes,
            int warmupRounds) {
        public Settings {
            if (rounds < 2)
                throw new IllegalArgumentException(
                        "nightly.rounds must be at least 2 (a gate needs a spread), was " + rounds);
            if (warmupRounds < 0)
                throw new IllegalArgumentException("nightly.warmupRounds must not be negative, was " + warmupRounds);
            if (slowdownThinkMillis < 0)
                throw new IllegalArgumentException("nightly.slowdownThinkMillis must not be negative");
            dropIndexes = List.copyOf(dropIndexes);
            for (String index : dropIndexes) {
                if (!index.matches("[a-z_]+"))
                    throw new IllegalArgumentException("nightly.dropIndexes: not an index name: '" + index + "'");
            }
        }

        /** A normal nightly: no slowdown, one warm-up round. */
        public Settings(int rounds, Duration warmup, Duration iteration, boolean control) {
            this(rounds, warmup, iteration, control, 0, List.of(), 1);
        }

        /** From the nightly.* system properties (see the nightly profile in src/it/pom.xml and docs/measurement.md). */
        public static Settings fromSystemProperties() {
            return new Settings(
                    Integer.parseInt(System.getProperty("nightly.rounds", "5")),
                    Duration.ofSeconds(Long.parseLong(System.getProperty("nightly.warmupSeconds", "3"))),
                    Duration.ofSeconds(Long.parseLong(System.getProperty("nightly.iterationSeconds", "6"))),
                    Boolean.parseBoolean(System.getProperty("nightly.control", "true")),
                    Long.parseLong(System.getProperty("nightly.slowdownThinkMillis", "0")),
                    System.getProperty("nightly.dropIndexes", "").isBlank()
                            ? List.of()
                            : List.of(System.getProperty("nightly.dropIndexes")
                                    .strip()
                                    .split("\\s*,\\s*")),
                    Integer.parseInt(System.getProperty("nightly.warmupRounds", "1")));
        }
    }

    /** @param control null when {@link Settings#control()} is off */
    public record Runs(RunResult workload, RunResult control) {}

    private NightlyRun() {}

    /** Installs both schemas in {@code db} and measures the rounds. */
    public static Runs measure(EmbeddedDatabase.Database db, Settings settings) throws Exception {
        WorkloadContext context = new WorkloadContext(db.dataSource(), db.dialect(), Map.of());
        SoeSchemaInstaller.forDialect(db.dialect())
                .create(context, new InstallOptions(0.01, 2, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));
        for (String index : settings.dropIndexes()) {
            try (Connection c = db.dataSource().getConnection();
                    Statement s = c.createStatement()) {
                s.execute("DROP INDEX "
                        + index); // fails on an unknown name: a slowdown that did not happen must not pass as one
            }
        }
        SwingBenchConfigReader reader = new SwingBenchConfigReader(WorkloadRegistry.load());
        RunConfig soe = reader.read(CliProcess.config("SOE_Client_Side.xml")).config();
        if (settings.slowdownThinkMillis() > 0) {
            soe = soe.withLoad(
                    soe.load().withInterThinkMillis(settings.slowdownThinkMillis(), settings.slowdownThinkMillis()));
        }
        RunConfig control = null;
        if (settings.control()) {
            StressTestSchemaInstaller.forDialect(db.dialect())
                    .create(context, new InstallOptions(0.01, 2, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));
            control = reader.read(CliProcess.config("Stress_Test.xml")).config();
        }
        for (int w = 0; w < settings.warmupRounds(); w++) { // measured like a round, then discarded
            round(db, soe, settings, -1 - w);
            if (control != null) round(db, control, settings, -1 - w);
        }
        List<RunResult> workloadRounds = new ArrayList<>();
        List<RunResult> controlRounds = new ArrayList<>();
        for (int round = 0; round < settings.rounds(); round++) {
            boolean workloadFirst = round % 2 == 0;
            if (workloadFirst) workloadRounds.add(round(db, soe, settings, round));
            if (control != null) controlRounds.add(round(db, control, settings, round));
            if (!workloadFirst) workloadRounds.add(round(db, soe, settings, round));
        }
        return new Runs(RepeatMerger.merge(workloadRounds), control == null ? null : RepeatMerger.merge(controlRounds));
    }

    private static RunResult round(EmbeddedDatabase.Database db, RunConfig config, Settings settings, int round)
            throws Exception {
        RunResult run = Benchmark.builder(config)
                .dataSource(db.dataSource())
                .users(4)
                .seed(42 + round)
                .warmup(1, settings.warmup())
                .iterations(1, settings.iteration())
                .build()
                .run()
                .single();
        if (run.totalFailed() != 0) {
            throw new AssertionError(config.name() + (round < 0 ? " warm-up round " + -round : " round " + (round + 1))
                    + " had failures: " + run.errorsByCode());
        }
        if (round < 0) return run; // a warm-up round: discarded
        // one series over the job: iteration index = round, so the trend check sees the whole job in order
        List<IterationResult> renumbered = run.details().iterations().stream()
                .map(i -> new IterationResult(i.phase(), 0, round, i.duration(), i.transactions()))
                .toList();
        RunDetails d = run.details();
        return run.withDetails(
                new RunDetails(d.topology(), d.services(), renumbered, d.targetRatePerSecond(), d.scheduleLagNanos()));
    }
}
