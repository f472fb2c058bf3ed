package io.dbbench.cli.replica;

import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.replica.ReplicaIdentity;
import io.dbbench.core.result.format.ResultFiles;
import java.nio.file.Path;

/**
 * Where a charbench-style run writes results.xml and results.json: -r, --json and -nr, the config's own
 * file, and the fixed places a forked repeat or a local replica writes for its parent to read.
 *
 * @param replica which replica this process is, or null
 * @param localReplicaResults the parent's results path handed to a local replica (null otherwise)
 */
public record ResultPaths(CharbenchOptions charbench, ReplicaIdentity replica, String localReplicaResults) {

    public static ResultPaths of(CharbenchOptions charbench, ReplicaIdentity replica) {
        return new ResultPaths(charbench, replica, System.getenv(LocalReplicas.ENV_RESULTS));
    }

    /** Where results.xml goes: -r, the config's file, results.xml; null with -nr. */
    public Path xml(RunConfig config, ForkedRepeats.Child child) {
        // a forked repeat writes where its parent reads, whatever -r, --json and -nr say
        if (child != null) return child.resultsXml();
        // a local replica writes beside its parent's results; any replica names its files by its index
        if (localReplicaResults != null && replica != null)
            return LocalReplicas.replicaXml(Path.of(localReplicaResults), replica.index());
        Path xml = charbench.noResults ? null : configured(config);
        return replica == null ? xml : ResultFiles.withSuffix(xml, replica.fileSuffix());
    }

    /** Where results.json goes: --json, or beside results.xml; null with -nr. */
    public Path json(Path xml, ForkedRepeats.Child child) {
        if (child != null || localReplicaResults != null && replica != null) return ResultFiles.jsonBeside(xml);
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
