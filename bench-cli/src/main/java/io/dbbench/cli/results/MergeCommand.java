package io.dbbench.cli.results;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HelpOption;
import io.dbbench.cli.common.Returns;
import io.dbbench.core.internal.replica.MergeRefusedException;
import io.dbbench.core.internal.replica.ReplicaInput;
import io.dbbench.core.internal.replica.ReplicaMerger;
import io.dbbench.core.internal.replica.ReplicaTable;
import io.dbbench.core.internal.result.format.ResultFiles;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.MiniReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bench-cli merge a.json b.json ... -o DIR}: the replicas' results as one run. */
@Returns({ExitCodes.OK, ExitCodes.BAD_USAGE, ExitCodes.BAD_CONFIG})
@Command(
        name = "merge",
        sortOptions = false,
        description = {
            "Merges the results.json of replicas that ran together into one results.json, results.xml and mini report.",
            "Counts add, latency histograms add (exact percentiles), per-second readings add on wall-clock seconds.",
            "Also reads logs with results framed by --results-to-log (- for standard input), e.g.",
            "  docker service logs sb_stress | dbbench merge - -o out/merged",
            "Example: dbbench merge out/results-r*.json -o out/merged"
        })
public final class MergeCommand implements Callable<Integer> {
    @Parameters(
            paramLabel = "RESULTS.json|LOG|-",
            arity = "1..*",
            description = "one results.json per replica, or logs holding framed results (- reads standard input)")
    List<Path> files;

    @Option(
            names = "-o",
            paramLabel = "DIR",
            required = true,
            description = "where to write results.json and results.xml")
    Path dir;

    @Option(
            names = "--merge-available",
            description = "merge the usable inputs even when some are missing, failed or interrupted (they are named)")
    boolean mergeAvailable;

    @Mixin
    HelpOption help;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        RunResult merged;
        List<ReplicaInput> inputs;
        try {
            inputs = MergeInputs.read(files, System.in, err);
            merged = ReplicaMerger.merge(inputs, mergeAvailable);
        } catch (MergeRefusedException e) {
            err.println(CliErrors.line(spec, e.getMessage()));
            err.flush();
            return ExitCodes.BAD_CONFIG;
        }
        Path xml = dir.resolve("results.xml");
        Path json = dir.resolve("results.json");
        try {
            ResultFiles.writeXml(merged, ZoneId.systemDefault(), xml);
            ResultFiles.writeJson(merged, json);
        } catch (IOException e) {
            err.println(CliErrors.line(spec, "cannot write " + xml + " / " + json + ": " + e.getMessage()));
            err.flush();
            return ExitCodes.FAILED;
        }
        out.print(ReplicaTable.render(merged.details().merge()));
        String rendezvous =
                RendezvousLine.of(inputs.stream().map(ReplicaInput::result).toList());
        if (rendezvous != null) out.println(rendezvous);
        out.println();
        out.println(new MiniReport().render(merged, ZoneId.systemDefault()));
        out.println("Merged results written to " + xml + " and " + json);
        out.flush();
        return ExitCodes.OK;
    }
}
