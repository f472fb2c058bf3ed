import io.dbbench.core.internal.compare.ComparisonOptions;
import io.dbbench.core.internal.compare.MetricKind;
import io.dbbench.core.compare.PairedComparison;
import io.dbbench.core.internal.compare.RegressionGate;
import io.dbbench.core.compare.Verdict;
import io.dbbench.core.measure.ABResult;
import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.measure.BenchmarkAssert;
import io.dbbench.core.measure.BenchmarkBuilder;
import io.dbbench.core.measure.ConnectionMode;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.embedded.EmbeddedPostgres;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The nightly gates' power, measured: N unchanged "nights" and N nights per deliberate slow-down. A night
 * is one A/B in one job, gated with {@code ABAssert.noSlowerThan(P)}: in MODE runs, {@code Benchmark.builder()
 * .compare(...)} (PAIRS pairs of runs interleaved A B, B A, ...), whose B side is also judged alone, as a
 * one-build-a-night job would be, against a stored baseline (B's runs against the A side of a baseline night
 * recorded at the start, Welch's test on TPS, RegressionGate at P); in MODE mixed, {@code compareMixed(...)}
 * (one run of PAIRS iterations whose sessions mix A's and B's transactions; no stored-baseline column).
 *
 * <p>The slow-down costs what real code costs: a transaction is UNITS round trips, each a range scan of
 * 200 rows on the embedded PostgreSQL; a build slowed by s% of TPS runs UNITS / (1 - s) of them on average
 * (the fraction spread evenly over the transactions), so the extra time is database work and round trips
 * on the same two cores, not sleep. The fixed cost of a transaction (commit, the engine) is not scaled,
 * so the slow-down actually measured is a little smaller than the nominal one: both are printed.
 *
 * <p>Usage (scripts/gate-power.sh builds the jar and runs this):
 * java -cp bench-cli/target/bench-cli.jar scripts/GatePower.java NIGHTS PAIRS WARMUP_S ITERATION_S USERS
 * FAIL_IF_SLOWER_PERCENT SLOWDOWNS(comma-separated percent) UNITS OUT_DIR MODE(runs|mixed)
 */
public class GatePower {
    private static final int ROWS = 100_000;
    private static final int SCAN_ROWS = 200;

    public static void main(String[] args) throws Exception {
        if (args.length != 10 || !(args[9].equals("runs") || args[9].equals("mixed"))) {
            System.err.println("usage: GatePower NIGHTS PAIRS WARMUP_S ITERATION_S USERS FAIL_IF_SLOWER_PERCENT SLOWDOWNS UNITS OUT_DIR runs|mixed");
            System.exit(2);
        }
        int nights = Integer.parseInt(args[0]);
        int pairs = Integer.parseInt(args[1]);
        int warmupSeconds = Integer.parseInt(args[2]);
        int iterationSeconds = Integer.parseInt(args[3]);
        int users = Integer.parseInt(args[4]);
        double failIfSlowerPercent = Double.parseDouble(args[5]);
        int[] slowdowns = Arrays.stream(args[6].split(",")).mapToInt(Integer::parseInt).toArray();
        int units = Integer.parseInt(args[7]);
        Path out = Path.of(args[8]);
        boolean mixed = args[9].equals("mixed");
        Files.createDirectories(out);

        try (EmbeddedPostgres pg = EmbeddedPostgres.start(EmbeddedPostgres.Options.defaults());
                PrintWriter csv = new PrintWriter(Files.newBufferedWriter(out.resolve("nights.csv")))) {
            createSchema(pg);
            System.out.printf(Locale.ROOT, "embedded PostgreSQL %s; %d users, %d pairs of %ds warm-up + %ds measured per night,"
                            + " %d round trips per unchanged transaction, gates at %.0f%%; %s%n",
                    pg.version(), users, pairs, warmupSeconds, iterationSeconds, units, failIfSlowerPercent,
                    mixed ? "A and B mixed in the same sessions (compareMixed): pairs are one run's iterations"
                            : "A and B in runs of their own (compare)");
            Night night = new Night(pg, users, pairs, warmupSeconds, iterationSeconds, units, mixed);
            RegressionGate stored = new RegressionGate(new ComparisonOptions(0.99, failIfSlowerPercent, Set.of(MetricKind.TPS)));

            RunResult baseline = null;
            if (!mixed) {
                System.out.printf("recording the stored baseline (an unchanged night at the start)... load %s%n", load());
                baseline = night.run(0).a().single();
                System.out.printf(Locale.ROOT, "baseline: %.1f TPS%n", meanTps(List.of(baseline)));
            }

            String row = "%-6s %-9s %9s %9s %7s %9s %-8s %-8s %9s %-8s %6s%n";
            System.out.printf(row, "night", "slowdown", mixed ? "A ms" : "A TPS", mixed ? "B ms" : "B TPS", "B/A", "p", "A/B",
                    "A/B tps", "vs base", "stored", "load");
            csv.println("night,slowdownPercent," + (mixed ? "aMeanMs,bMeanMs" : "aTps,bTps")
                    + ",pairedRatio,pairedP,abCaught,abTpsCaught,storedChangePercent,storedCaught,load1m");
            Map<Integer, Tally> tallies = new LinkedHashMap<>();
            int[] conditions = new int[slowdowns.length + 1];
            System.arraycopy(slowdowns, 0, conditions, 1, slowdowns.length);
            for (int c : conditions) tallies.put(c, new Tally());
            for (int n = 1; n <= nights; n++) {
                // every condition once per round of nights, so the machine's drift over the job weighs on all alike
                for (int slowdown : conditions) {
                    String loadNow = load();
                    ABResult ab = night.run(slowdown);
                    PairedComparison tps = ab.tps();
                    boolean abCaught = caughtByAbAssert(ab, failIfSlowerPercent);
                    boolean abTpsCaught = tps.verdict() == Verdict.SLOWER
                            && tps.slowdownPercent() > failIfSlowerPercent;
                    double aTps = mixed ? meanMillis(ab, ab.nameA()) : meanTps(ab.runsA());
                    double bTps = mixed ? meanMillis(ab, ab.nameB()) : meanTps(ab.runsB());
                    boolean storedCaught = !mixed && !stored.check(baseline, ab.b().single(), "baseline").passed();
                    double storedChange = mixed ? Double.NaN : 100 * (bTps / meanTps(List.of(baseline)) - 1);
                    tallies.get(slowdown).add(abCaught, abTpsCaught, storedCaught, tps.ratio());
                    System.out.printf(Locale.ROOT, row, n, slowdown + "%", fmt(aTps, mixed ? 3 : 1), fmt(bTps, mixed ? 3 : 1),
                            fmt(tps.ratio(), 3), String.format(Locale.ROOT, "%.2g", pOf(tps)), abCaught ? "CAUGHT" : "pass",
                            abTpsCaught ? "CAUGHT" : "pass", mixed ? "-" : fmt(storedChange, 1) + "%",
                            mixed ? "-" : storedCaught ? "CAUGHT" : "pass", loadNow);
                    csv.printf(Locale.ROOT, "%d,%d,%.2f,%.2f,%.4f,%.3g,%b,%b,%.2f,%b,%s%n", n, slowdown, aTps, bTps, tps.ratio(),
                            pOf(tps), abCaught, abTpsCaught, storedChange, storedCaught, loadNow);
                    csv.flush();
                    Files.writeString(out.resolve("night-" + n + "-slowdown-" + slowdown + ".txt"), ab.summary());
                }
            }
            System.out.println();
            System.out.printf(Locale.ROOT, "over %d nights (gates at %.0f%%, 99%%):%n", nights, failIfSlowerPercent);
            System.out.printf("%-10s %-22s %-16s %-16s %-16s%n", "slowdown", "measured B/A (median)", "A/B (ABAssert)", "A/B (TPS only)",
                    "stored baseline");
            for (Map.Entry<Integer, Tally> e : tallies.entrySet()) {
                Tally t = e.getValue();
                String what = e.getKey() == 0 ? "false alarms " : "caught ";
                System.out.printf(Locale.ROOT, "%-10s %-22s %-16s %-16s %-16s%n", e.getKey() == 0 ? "none" : e.getKey() + "%",
                        fmt(t.medianRatio(), 3), what + t.ab + "/" + t.nights, what + t.abTps + "/" + t.nights,
                        mixed ? "-" : what + t.stored + "/" + t.nights);
            }
        }
    }

    /** One A/B in one job; B slowed by {@code slowdownPercent} of TPS (0: B is the same code as A). */
    record Night(EmbeddedPostgres pg, int users, int pairs, int warmupSeconds, int iterationSeconds, int units, boolean mixed) {
        ABResult run(int slowdownPercent) throws Exception {
            BenchmarkBuilder builder = Benchmark.builder()
                    .dataSource(pg.dataSource())
                    .connectionMode(ConnectionMode.SESSION)
                    .users(users)
                    .iterations(pairs, Duration.ofSeconds(iterationSeconds));
            if (warmupSeconds > 0) builder.warmup(1, Duration.ofSeconds(warmupSeconds));
            String nameB = "slowed " + slowdownPercent + "%";
            Scans a = new Scans(units);
            Scans b = new Scans(units / (1 - slowdownPercent / 100.0));
            return mixed ? builder.compareMixed("unchanged", a, nameB, b) : builder.compare("unchanged", a, nameB, b);
        }
    }

    /**
     * A read transaction of {@code unitsPerTransaction} range scans on average: transaction k (counted over
     * every session) runs floor((k+1)u) - floor(ku) of them, so a fractional u is met exactly over a run.
     */
    static final class Scans implements Transaction {
        private final double unitsPerTransaction;
        private final AtomicLong count = new AtomicLong();

        Scans(double unitsPerTransaction) {
            this.unitsPerTransaction = unitsPerTransaction;
        }

        @Override
        public Outcome execute(TransactionContext ctx) throws SQLException {
            long k = count.getAndIncrement();
            long scans = (long) Math.floor((k + 1) * unitsPerTransaction) - (long) Math.floor(k * unitsPerTransaction);
            Connection c = ctx.connection();
            try (PreparedStatement s = c.prepareStatement("SELECT sum(v) FROM gate_items WHERE id BETWEEN ? AND ?")) {
                for (long i = 0; i < scans; i++) {
                    int from = ctx.randomInt(1, ROWS - SCAN_ROWS);
                    s.setInt(1, from);
                    s.setInt(2, from + SCAN_ROWS - 1);
                    try (ResultSet rs = s.executeQuery()) {
                        rs.next();
                    }
                }
            }
            c.commit();
            return Outcome.COMMITTED;
        }
    }

    private static double pOf(PairedComparison c) {
        return c.test() == null ? Double.NaN : c.test().pValue();
    }

    private static boolean caughtByAbAssert(ABResult ab, double failIfSlowerPercent) {
        try {
            BenchmarkAssert.that(ab).hasNoFailures().noSlowerThan(failIfSlowerPercent);
            return false;
        } catch (AssertionError e) {
            return true;
        }
    }

    private static void createSchema(EmbeddedPostgres pg) throws SQLException {
        try (Connection c = pg.dataSource().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE gate_items (id int PRIMARY KEY, v bigint NOT NULL)");
            s.execute("INSERT INTO gate_items SELECT g, g % 977 FROM generate_series(1, " + ROWS + ") g");
            s.execute("ANALYZE gate_items");
        }
    }

    private static double meanTps(List<RunResult> runs) {
        List<Double> all = new ArrayList<>();
        for (RunResult r : runs)
            for (IterationResult i : r.details().iterations())
                if (i.phase() == Phase.MEASUREMENT) all.add(i.transactionsPerSecond());
        return all.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }

    /** The named side's mean response time in ms over the mixed run (its totals). */
    private static double meanMillis(ABResult ab, String name) {
        return TransactionResult.transactionsOnly(ab.a().single().transactions()).stream()
                .filter(t -> t.shortName().equals(name))
                .mapToDouble(TransactionResult::meanNanos)
                .findFirst()
                .orElse(0) / 1e6;
    }

    private static String load() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (Exception e) {
            return "?";
        }
    }

    private static String fmt(double v, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", v);
    }

    static final class Tally {
        int nights, ab, abTps, stored;
        final List<Double> ratios = new ArrayList<>();

        void add(boolean abCaught, boolean abTpsCaught, boolean storedCaught, double ratio) {
            nights++;
            if (abCaught) ab++;
            if (abTpsCaught) abTps++;
            if (storedCaught) stored++;
            ratios.add(ratio);
        }

        double medianRatio() {
            double[] r = ratios.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            return r.length % 2 == 1 ? r[r.length / 2] : (r[r.length / 2 - 1] + r[r.length / 2]) / 2;
        }
    }
}
