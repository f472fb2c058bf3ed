import io.dbbench.core.internal.compare.ComparisonOptions;
import io.dbbench.core.internal.compare.MetricKind;
import io.dbbench.core.internal.compare.RegressionGate;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

/**
 * Judges the runs saved by scripts/nightly-false-alarms.sh (run-0 the baseline, run-1.. the unchanged
 * runs, and "slowed") with four gates, using the library's own RegressionGate: relative to the control
 * or on absolute figures, on TPS alone or on TPS and every transaction's p50 (10 %, 99 %). It shows what
 * the control and the choice of gated metrics buy on the same measurements.
 *
 * <p>Usage: java -cp bench-cli/target/bench-cli.jar scripts/NightlyGateReplay.java DIR
 */
public class NightlyGateReplay {
    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: java -cp bench-cli.jar scripts/NightlyGateReplay.java DIR (the script's output directory)");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        RunResult base = read(dir.resolve("run-0/results.json"));
        RunResult baseControl = read(dir.resolve("run-0/control.json"));
        RegressionGate tps = new RegressionGate(new ComparisonOptions(0.99, 10, Set.of(MetricKind.TPS)));
        RegressionGate tpsP50 = new RegressionGate(new ComparisonOptions(0.99, 10, Set.of(MetricKind.TPS, MetricKind.P50)));
        System.out.println("the same runs judged by other gates (pass/FAIL; relative = to the control):");
        System.out.println("run       relative:tps  relative:tps,p50  absolute:tps  absolute:tps,p50");
        int[] failures = new int[4];
        int unchanged = 0;
        for (int i = 1; Files.exists(dir.resolve("run-" + i + "/control.json")); i++) {
            boolean[] passed = judge(dir.resolve("run-" + i), base, baseControl, tps, tpsP50);
            print("run-" + i, passed);
            unchanged++;
            for (int g = 0; g < 4; g++) if (!passed[g]) failures[g]++;
        }
        System.out.printf(Locale.ROOT, "false alarms  %-13s %-17s %-13s %s   (of %d unchanged runs)%n", failures[0], failures[1],
                failures[2], failures[3], unchanged);
        if (Files.exists(dir.resolve("slowed/control.json"))) {
            print("slowed", judge(dir.resolve("slowed"), base, baseControl, tps, tpsP50));
        }
    }

    private static boolean[] judge(Path run, RunResult base, RunResult baseControl, RegressionGate tps, RegressionGate tpsP50)
            throws Exception {
        RunResult workload = read(run.resolve("results.json"));
        RunResult control = read(run.resolve("control.json"));
        return new boolean[]{tps.checkAgainstControl(base, baseControl, workload, control, "run-0").passed(),
                tpsP50.checkAgainstControl(base, baseControl, workload, control, "run-0").passed(),
                tps.check(base, workload, "run-0").passed(), tpsP50.check(base, workload, "run-0").passed()};
    }

    private static void print(String name, boolean[] passed) {
        String[] v = new String[4];
        for (int g = 0; g < 4; g++) v[g] = passed[g] ? "pass" : "FAIL";
        System.out.printf(Locale.ROOT, "%-9s %-13s %-17s %-13s %s%n", name, v[0], v[1], v[2], v[3]);
    }

    private static RunResult read(Path file) throws Exception {
        try (InputStream in = Files.newInputStream(file)) {
            return new ResultsJsonReader().read(in);
        }
    }
}
