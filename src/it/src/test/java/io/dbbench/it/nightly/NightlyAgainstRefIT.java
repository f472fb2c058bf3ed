package io.dbbench.it.nightly;

import static org.junit.jupiter.api.Assertions.fail;

import io.dbbench.core.compare.PairedComparison;
import io.dbbench.core.compare.Verdict;
import io.dbbench.core.measure.ABResult;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.it.refbuild.MavenCommand;
import io.dbbench.it.refbuild.RefBuild;
import io.dbbench.it.refbuild.RefBuildException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The nightly gate as an A/B in one job: {@code mvn -B verify -Pnightly -Dnightly.against=REF} builds REF's
 * bench-cli in a throw-away worktree ({@link RefBuild}), then runs REF's jar (A) and this build's (B)
 * alternately on one embedded PostgreSQL ({@link JarAB}: A B, B A, ...), and fails when B's TPS is
 * significantly lower than A's (paired test of ln B/A, 99%) by more than nightly.failIfSlowerPercent
 * (default 5). Machine drift over the job falls on both sides alike, so no stored baseline and no control
 * load are needed. Without nightly.against, {@link NightlyRegressionIT} gates against the stored baseline.
 */
@EnabledIfSystemProperty(named = "nightly.against", matches = ".*\\S.*")
class NightlyAgainstRefIT {
    @Test
    void theCandidateIsNoSlowerThanTheRef() throws Exception {
        String against = System.getProperty("nightly.against").strip();
        JarAB.Settings settings = JarAB.Settings.fromSystemProperties();
        Path dir =
                Path.of(System.getProperty("nightly.results", "target/nightly")).resolve("against");
        System.out.println("nightly A/B: " + settings);

        RefBuild.Built ref;
        try {
            ref = RefBuild.build(new RefBuild.Request(
                    Path.of("").toAbsolutePath(),
                    against,
                    MavenCommand.arguments(
                            "-q",
                            "-pl",
                            "bench-cli",
                            "-am",
                            "package",
                            "-DskipTests",
                            "-Dmaven.javadoc.skip=true",
                            "-Dspotless.check.skip=true"),
                    Path.of("bench-cli", "target", "bench-cli.jar"),
                    dir,
                    MavenCommand.executable(),
                    Duration.ofMinutes(Long.parseLong(System.getProperty("nightly.refBuildMinutes", "30")))));
        } catch (RefBuildException e) {
            fail("nightly.against=" + against + ": " + e.getMessage());
            return;
        }
        System.out.println("nightly A/B: built " + ref.describe() + " -> " + ref.artifact());

        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("nightly_ab");
        installSchema(db, settings);
        ABResult ab = JarAB.measure(
                db,
                new JarAB.Side("ref " + ref.describe(), ref.artifact()),
                new JarAB.Side("candidate (this build)", CliProcess.jar()),
                settings,
                dir);
        String table = ab.summary();
        Files.writeString(dir.resolve("verdict.txt"), table + System.lineSeparator());
        System.out.println(table);

        PairedComparison tps = ab.tps();
        System.out.println(String.format(
                Locale.ROOT,
                "nightly-ab-summary: ref=%s ratio=%.4f p=%s verdict=%s",
                ref.commit(),
                tps.ratio(),
                tps.test() == null
                        ? "none"
                        : String.format(Locale.ROOT, "%.3g", tps.test().pValue()),
                tps.verdict()));
        if (tps.verdict() == Verdict.NOT_COMPARABLE)
            fail("the pairs cannot be compared: " + tps.reason() + "\n" + table);
        if (tps.verdict() == Verdict.SLOWER && tps.slowdownPercent() > settings.failIfSlowerPercent())
            fail(String.format(
                    Locale.ROOT,
                    "the candidate's TPS is %.1f%% below %s's (limit %.1f%%)%n%s",
                    tps.slowdownPercent(),
                    ref.describe(),
                    settings.failIfSlowerPercent(),
                    table));
    }

    /** The config's schema at scale 0.01, by this build's CLI (--create), before either side runs. */
    private static void installSchema(EmbeddedDatabase.Database db, JarAB.Settings settings) {
        List<String> args = new ArrayList<>(List.of("-c", settings.config().toString()));
        args.addAll(db.cliTarget());
        args.addAll(List.of("-uc", "1", "-mt", "1", "--create", "--scale", "0.01", "-nr", "-s"));
        CliProcess.Run run = CliProcess.inProcess(args.toArray(String[]::new));
        if (run.exitCode() != 0)
            fail("cannot install the schema of " + settings.config() + " (exit " + run.exitCode() + "): " + run.err());
    }
}
