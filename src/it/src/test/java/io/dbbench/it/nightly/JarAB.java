package io.dbbench.it.nightly;

import io.dbbench.core.measure.ABResult;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * An A/B in one job of two builds of bench-cli (the reference's jar and the candidate's) on one database:
 * pair i runs A then B when i is even, B then A when it is odd, each run a fresh {@code java -jar} of that
 * build with the same config, users, seed and lengths ({@code --warmup 1xW --iterations 1xI}), so the two
 * sides differ in their code only. The unmeasured warm-up pairs first let the database's caches settle
 * before either side is scored.
 */
public final class JarAB {
    /**
     * @param pairs            scored pairs (each one run of A and one of B)
     * @param warmupPairs      unscored pairs before them
     * @param warmup           each run's warm-up iteration (its JIT warms in it)
     * @param iteration        each run's measured iteration
     * @param users            sessions per run
     * @param config           the SwingBench config both sides run
     * @param failIfSlowerPercent the gate: B's TPS significantly below A's by more than this fails
     */
    public record Settings(
            int pairs,
            int warmupPairs,
            Duration warmup,
            Duration iteration,
            int users,
            Path config,
            double failIfSlowerPercent) {
        public Settings {
            if (pairs < 2)
                throw new IllegalArgumentException(
                        "nightly.pairs must be at least 2 (the paired test needs a spread), was " + pairs);
            if (warmupPairs < 0)
                throw new IllegalArgumentException("nightly.warmupPairs must not be negative, was " + warmupPairs);
            if (users < 1) throw new IllegalArgumentException("nightly.users must be at least 1, was " + users);
            if (!(failIfSlowerPercent >= 0 && failIfSlowerPercent < 100))
                throw new IllegalArgumentException(
                        "nightly.failIfSlowerPercent must be 0..100, was " + failIfSlowerPercent);
        }

        /** From the nightly.* system properties (docs/measurement.md#a-b-against-a-git-ref). */
        public static Settings fromSystemProperties() {
            return new Settings(
                    Integer.parseInt(System.getProperty("nightly.pairs", "16")),
                    Integer.parseInt(System.getProperty("nightly.warmupPairs", "1")),
                    Duration.ofSeconds(Long.parseLong(System.getProperty("nightly.warmupSeconds", "3"))),
                    Duration.ofSeconds(Long.parseLong(System.getProperty("nightly.iterationSeconds", "5"))),
                    Integer.parseInt(System.getProperty("nightly.users", "4")),
                    CliProcess.config(System.getProperty("nightly.config", "SOE_Client_Side.xml")),
                    Double.parseDouble(System.getProperty("nightly.failIfSlowerPercent", "5")));
        }
    }

    /** A side: its name in the verdict table and its shaded jar. */
    public record Side(String name, Path jar) {}

    private JarAB() {}

    /** Runs the pairs on {@code db} (its schema installed) and keeps every run's results.json under {@code dir}. */
    public static ABResult measure(EmbeddedDatabase.Database db, Side a, Side b, Settings settings, Path dir)
            throws IOException, InterruptedException {
        Files.createDirectories(dir);
        for (int w = 0; w < settings.warmupPairs(); w++) {
            run(db, a, settings, dir, "warmup-" + (w + 1) + "-A", w);
            run(db, b, settings, dir, "warmup-" + (w + 1) + "-B", w);
        }
        List<RunResult> runsA = new ArrayList<>();
        List<RunResult> runsB = new ArrayList<>();
        for (int pair = 0; pair < settings.pairs(); pair++) {
            String label = "pair-" + (pair + 1) + "-";
            if (pair % 2 == 0) {
                runsA.add(run(db, a, settings, dir, label + "A", pair));
                runsB.add(run(db, b, settings, dir, label + "B", pair));
            } else {
                runsB.add(run(db, b, settings, dir, label + "B", pair));
                runsA.add(run(db, a, settings, dir, label + "A", pair));
            }
        }
        return new ABResult(a.name(), b.name(), runsA, runsB, 0.99);
    }

    private static RunResult run(EmbeddedDatabase.Database db, Side side, Settings s, Path dir, String label, int pair)
            throws IOException, InterruptedException {
        Path xml = dir.resolve(label + ".xml");
        Path log = dir.resolve(label + ".log");
        ProcessBuilder pb = CliProcess.jarProcess(
                side.jar(),
                Path.of(System.getProperty("java.io.tmpdir")),
                "-c",
                s.config().toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-uc",
                Integer.toString(s.users()),
                "--seed",
                Long.toString(42 + pair), // both sides of a pair draw the same inputs
                "--warmup",
                "1x" + s.warmup().toSeconds() + "s",
                "--iterations",
                "1x" + s.iteration().toSeconds() + "s",
                "-r",
                xml.toString(),
                "--no-html",
                "-s");
        pb.environment().put("DBBENCH_PASSWORD", db.password()); // never on a command line others can read
        pb.environment().remove("DBBENCH_PASSWORD_FILE");
        pb.redirectErrorStream(true).redirectOutput(log.toFile());
        Process p = pb.start();
        long limitSeconds = s.warmup().toSeconds() + s.iteration().toSeconds() + 120;
        if (!p.waitFor(limitSeconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(side.name() + "'s run " + label + " did not end within " + limitSeconds
                    + " s; its output: " + Files.readString(log));
        }
        if (p.exitValue() != 0)
            throw new AssertionError(side.name() + "'s run " + label + " (" + side.jar() + ") exited " + p.exitValue()
                    + "; its output: " + Files.readString(log));
        RunResult result;
        try (InputStream in = Files.newInputStream(dir.resolve(label + ".json"))) {
            result = new ResultsJsonReader().read(in);
        }
        if (result.totalFailed() != 0)
            throw new AssertionError(side.name() + "'s run " + label + " had failures: " + result.errorsByCode());
        return result;
    }
}
