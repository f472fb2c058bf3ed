package io.dbbench.cli;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.CliException;
import io.dbbench.core.replica.ReplicaIdentity;
import io.dbbench.core.replica.StartAt;
import picocli.CommandLine.Option;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/** Options of a run that is one of several replicas, or that starts several on this host. */
final class ReplicaFlags {
    @Option(names = "--replica", paramLabel = "I/N",
            description = {"this process is replica I (0-based) of N: seeds, result file names (results-rI.json) and results say so",
                    "(or set DBBENCH_REPLICA=I/N; JOB_COMPLETION_INDEX or DBBENCH_REPLICA_SLOT (1-based) with --replicas N)"})
    String replica;

    @Option(names = "--replicas", paramLabel = "N",
            description = {"with a scheduler's index variable: the replica count; alone: start N replica processes on this host",
                    "with a common start and merge their results, e.g. --replicas 4 -uc 4"})
    Integer replicas;

    @Option(names = "--users-total", paramLabel = "n", description = "users over all replicas, split evenly (instead of -uc per replica)")
    Integer usersTotal;

    @Option(names = "--start-at", paramLabel = "INSTANT",
            description = "log on, then wait for this instant before the first transaction: ISO-8601 (2026-11-23T10:00:00Z) or next-minute")
    String startAt;

    @Option(names = "--start-tolerance", paramLabel = "SECONDS", defaultValue = "2",
            description = "refuse to run when started more than this after --start-at (default ${DEFAULT-VALUE})")
    double startToleranceSeconds;

    @Option(names = "--merge-available", description = "with --replicas N: merge the replicas that finished even if some failed")
    boolean mergeAvailable;

    /** The identity from --replica or the environment; null when this process is not a replica. */
    ReplicaIdentity identity(Map<String, String> env) throws CliException {
        if (replicas != null && replicas < 1) throw new CliException(ExitCodes.BAD_USAGE, "option --replicas: must be at least 1, was " + replicas);
        try {
            if (replica != null) {
                ReplicaIdentity id = ReplicaIdentity.parse(replica);
                if (replicas != null && replicas != id.count()) {
                    throw new IllegalArgumentException("says " + id.count() + " replicas, --replicas says " + replicas);
                }
                return id;
            }
            return ReplicaIdentity.fromEnvironment(env, replicas == null ? 0 : replicas);
        } catch (IllegalArgumentException e) {
            throw new CliException(ExitCodes.BAD_USAGE, (replica != null ? "option --replica: " : "replica environment: ") + e.getMessage(), e);
        }
    }

    /** How late after the common start a replica's load may still begin. */
    Duration startTolerance() throws CliException {
        if (!(startToleranceSeconds >= 0) || Double.isInfinite(startToleranceSeconds)) {
            throw new CliException(ExitCodes.BAD_USAGE, "option --start-tolerance: must be a number of seconds >= 0, was " + startToleranceSeconds);
        }
        return Duration.ofMillis(Math.round(startToleranceSeconds * 1000));
    }

    /** The common start, or null without --start-at. */
    StartAt start(Instant now) throws CliException {
        if (startAt == null) return null;
        Duration tolerance = startTolerance();
        try {
            return new StartAt(StartAt.parse(startAt, now), tolerance);
        } catch (IllegalArgumentException e) {
            throw new CliException(ExitCodes.BAD_USAGE, "option --start-at: " + e.getMessage(), e);
        }
    }
}
