package io.dbbench.cli.replica;

import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.internal.result.format.ResultFiles;
import java.nio.file.Path;

/**
 * Where a charbench-style run writes results.xml and results.json: -r, --json and -nr, the config's own
 * file; a replica's files are named by its index. (A child JVM writes where its {@link ChildPlan} says.)
 *
 * @param replica which replica this process is, or null
 */
public record ResultPaths(CharbenchOptions charbench, ReplicaIdentity replica) {
    /** Where results.xml goes: -r, the config's file, results.xml; null with -nr. */
    public Path xml(RunConfig config) {
        Path xml = charbench.noResults ? null : configured(config);
        return replica == null ? xml : ResultFiles.withSuffix(xml, replica.fileSuffix());
    }

    /** Where results.json goes: --json, or beside results.xml; null with -nr. */
    public Path json(Path xml) {
        if (replica != null && charbench.jsonFile != null)
            return ResultFiles.withSuffix(charbench.jsonFile, replica.fileSuffix());
        return charbench.noResults
                ? null
                : charbench.jsonFile != null ? charbench.jsonFile : ResultFiles.jsonBeside(xml);
    }

    private Path configured(RunConfig config) {
        if (charbench.resultsFile != null) return charbench.resultsFile;
        String fromConfig = config.preferences().outputFile();
        return Path.of(fromConfig != null && !fromConfig.isBlank() ? fromConfig : "results.xml");
    }
}
