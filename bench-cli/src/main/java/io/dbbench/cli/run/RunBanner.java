package io.dbbench.cli.run;

import io.dbbench.cli.common.Version;
import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.internal.config.SwingBenchTimes;
import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.internal.replica.StartAt;
import io.dbbench.core.internal.result.format.ResultFiles;
import io.dbbench.core.measure.BenchmarkOptions;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;

/** What a charbench-style run prints before it starts: the database, the run's length, where results go. */
final class RunBanner {
    private RunBanner() {}

    /**
     * @param replica which replica this process is, or null
     * @param start the common start, or null
     * @param html whether the run writes results.html (not with --no-html, nor in a forked repeat)
     */
    static void print(
            PrintWriter out,
            RunConfig config,
            DatabaseTarget target,
            BenchmarkOptions options,
            Path xml,
            Path json,
            ReplicaIdentity replica,
            StartAt start,
            boolean html) {
        print(out, config, config.load().users() + " user(s)", target, options, xml, json, replica, start, html);
    }

    /** As above, the users said as {@code users} ("users 1,2,4,8 in steps" for a capacity search). */
    static void print(
            PrintWriter out,
            RunConfig config,
            String users,
            DatabaseTarget target,
            BenchmarkOptions options,
            Path xml,
            Path json,
            ReplicaIdentity replica,
            StartAt start,
            boolean html) {
        out.println("dbbench " + Version.get() + " | " + config.displayName());
        String length = length(config, options);
        out.printf(
                Locale.ROOT,
                "Database: %s as '%s'; %s%s; run time %s%s%s%n",
                target.describe(),
                config.connection().userName(),
                users,
                options.virtualThreads() ? " on virtual threads" : "",
                length,
                config.load().maxTransactions() > 0
                        ? "; at most " + config.load().maxTransactions() + " transactions"
                        : "",
                options.ratePerSecond() > 0
                        ? String.format(Locale.ROOT, "; open loop at %.1f/s", options.ratePerSecond())
                        : "");
        if (!options.topologies().isEmpty()) {
            out.println("Topologies: " + options.topologies()
                    + (options.usersPerService() > 0
                            ? "; " + options.usersPerService() + " user(s) per service"
                            : "; users split evenly over each topology's services"));
        }
        if (xml != null) out.println(resultsLine(xml, json, options.topologies().size() > 1, html));
        if (replica != null)
            out.println("Replica " + replica.index() + " of " + replica.count() + " (0-based), "
                    + config.load().users() + " user(s)");
        if (start != null)
            out.println("Common start: " + start.instant() + "; every user logs on first, then waits for it");
        out.println("Press Ctrl-C to end the run early; results so far are kept.");
        out.println();
        out.flush();
    }

    /** The run's length as the banner says it: its iterations, its run time, or "until stopped". */
    static String length(RunConfig config, BenchmarkOptions options) {
        MeasurementPlan plan = options.plan();
        return plan != null
                ? describe(plan)
                : config.load().runTime().isZero()
                        ? "until stopped"
                        : SwingBenchTimes.format(config.load().runTime());
    }

    /**
     * Every file the run will write, so a user who opens only the XML learns that the charts are there too. With
     * several topologies each has its own files and results.html shows them side by side (RunReport writes them).
     */
    static String resultsLine(Path xml, Path json, boolean severalTopologies, boolean html) {
        if (!severalTopologies) {
            return html
                    ? "Results will be written to " + xml + ", " + json + " and " + ResultFiles.htmlBeside(xml)
                    : "Results will be written to " + xml + " and " + json;
        }
        Path eachXml = ResultFiles.withSuffix(xml, "<topology>");
        Path eachJson = ResultFiles.withSuffix(json, "<topology>");
        return html
                ? "Results will be written to " + eachXml + ", " + eachJson + " and "
                        + ResultFiles.htmlBeside(eachXml) + "; every topology side by side in "
                        + ResultFiles.htmlBeside(xml)
                : "Results will be written to " + eachXml + " and " + eachJson;
    }

    static String describe(MeasurementPlan plan) {
        String warm = plan.warmupIterations() == 0
                ? ""
                : plan.warmupIterations() + " x " + plan.warmupLength().toSeconds() + " s warm-up + ";
        return warm + plan.measurementIterations() + " x "
                + plan.iterationLength().toSeconds() + " s measured"
                + (plan.repeats() > 1 ? ", " + plan.repeats() + " repeats" : "");
    }
}
