package io.dbbench.cli.replica;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HelpOption;
import io.dbbench.cli.common.Returns;
import io.dbbench.cli.results.SweepTable;
import io.dbbench.core.internal.result.RepeatMerger;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code bench-cli sweep 1x16=a.json,b.json 2x8=c.json,d.json}: the sweep table of layouts that ran
 * elsewhere (replicated services on Swarm or Kubernetes, merged from their logs), each layout's repeats
 * merged as {@code --replicas 1,2,4 --repeats N} merges its own, compared with the first layout.
 */
@Command(
        name = "sweep",
        sortOptions = false,
        description = {
            "Compares layouts that ran elsewhere, each against the first, as --replicas 1,2,4 does on one host.",
            "Each LABEL=FILE,... names one layout's repeats (a merged results.json per repeat, in the order they ran);",
            "prints each layout's score ± error, p50/p99 and a verdict at 99%%.",
            "Example: dbbench sweep 1x16=r1/1x16/results.json,r2/1x16/results.json 2x8=r1/2x8/results.json,r2/2x8/results.json"
        })
@Returns({ExitCodes.OK, ExitCodes.BAD_USAGE, ExitCodes.BAD_CONFIG})
public final class SweepCommand implements Callable<Integer> {
    @Parameters(paramLabel = "LABEL=FILE[,FILE...]", arity = "2..*", description = "a layout and its repeats' results")
    List<String> layouts;

    @Option(
            names = "--not-interleaved",
            description = "the repeats ran one layout after another, not interleaved (the table says so)")
    boolean notInterleaved;

    @Mixin
    HelpOption help;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        List<String> labels = new ArrayList<>();
        List<RunResult> runs = new ArrayList<>();
        int repeats = 0;
        for (String layout : layouts) {
            int eq = layout.indexOf('=');
            if (eq <= 0 || eq == layout.length() - 1) {
                err.println(
                        CliErrors.line(spec, "'" + layout + "' is not LABEL=FILE[,FILE...] (e.g. 2x8=a.json,b.json)"));
                return ExitCodes.BAD_USAGE;
            }
            String label = layout.substring(0, eq);
            if (labels.contains(label)) {
                err.println(CliErrors.line(spec, "layout " + label + " is given twice"));
                return ExitCodes.BAD_USAGE;
            }
            List<RunResult> repeatsOfLayout = new ArrayList<>();
            for (String file : layout.substring(eq + 1).split(",", -1)) {
                RunResult run;
                try (InputStream in = Files.newInputStream(Path.of(file))) {
                    run = new ResultsJsonReader().read(in);
                } catch (NoSuchFileException e) {
                    err.println(CliErrors.line(spec, "layout " + label + ": no such file " + file));
                    return ExitCodes.BAD_CONFIG;
                } catch (IOException e) {
                    err.println(
                            CliErrors.line(spec, "layout " + label + ": cannot read " + file + ": " + e.getMessage()));
                    return ExitCodes.BAD_CONFIG;
                }
                if (run.details().measuredIterations().isEmpty()) {
                    err.println(CliErrors.line(
                            spec,
                            "layout " + label + ": " + file
                                    + " has no measured iteration (run with --iterations NxLEN) to score"));
                    return ExitCodes.BAD_CONFIG;
                }
                // every run numbered its iterations as repeat 0: give them the repeat they were
                repeatsOfLayout.add(ForkedRepeats.renumbered(run, repeatsOfLayout.size()));
            }
            repeats = Math.max(repeats, repeatsOfLayout.size());
            labels.add(label);
            runs.add(RepeatMerger.merge(repeatsOfLayout));
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(SweepTable.render(labels, runs, !notInterleaved && repeats > 1));
        out.flush();
        return ExitCodes.OK;
    }
}
