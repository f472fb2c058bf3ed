package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.core.config.Topology;
import io.dbbench.core.internal.result.format.ResultFiles;
import io.dbbench.core.measure.BenchmarkOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The results files of a run, checked before it starts. */
final class ResultsPreflight {
    private ResultsPreflight() {}

    /**
     * Every results file the run will write (per topology when there are several, the HTML report too),
     * checked before anything starts: a run is not worth measuring if its results cannot be kept.
     */
    static void checkWritable(Path xml, Path json, BenchmarkOptions options, CharbenchOptions o) throws CliException {
        if (xml == null) return;
        List<Path> files = new ArrayList<>();
        List<String> suffixes = options.topologies().size() > 1
                ? options.topologies().stream().map(Topology::label).toList()
                : Collections.singletonList(null);
        for (String suffix : suffixes) {
            files.add(ResultFiles.withSuffix(xml, suffix));
            files.add(ResultFiles.withSuffix(json, suffix));
            if (!o.noHtml) files.add(ResultFiles.htmlBeside(ResultFiles.withSuffix(xml, suffix)));
        }
        if (!o.noHtml && suffixes.size() > 1) files.add(ResultFiles.htmlBeside(xml));
        for (Path file : files) {
            String why = ResultFiles.whyNotWritable(file);
            if (why != null) {
                String option = file.equals(json) && o.jsonFile != null
                        ? "option --json: "
                        : o.resultsFile != null ? "option -r: " : "";
                throw new CliException(
                        ExitCodes.BAD_USAGE,
                        option + "cannot write results to " + file.toAbsolutePath() + ": " + why
                                + " (checked before the run, so that its results are not lost)");
            }
        }
    }
}
