package io.dbbench.cli.replica;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.internal.replica.StartAt;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/** Options of a run that is one of several replicas, or that starts several on this host. */
public final class ReplicaFlags {
    @Option(
            names = "--replica",
            paramLabel = "I/N",
            description = {
                "this process is replica I (0-based) of N: seeds, result file names (results-rI.json) and results say so",
                "(or set DBBENCH_REPLICA=I/N; JOB_COMPLETION_INDEX or DBBENCH_REPLICA_SLOT (1-based) with --replicas N)"
            })
    String replica;

    @Option(
            names = "--replicas",
            paramLabel = "N[,N...]",
            description = {
                "with a scheduler's index variable: the replica count; alone: start N replica processes on this host",
                "with a common start and merge their results, e.g. --replicas 4 -uc 4; several counts sweep them",
                "(needs --iterations), e.g. --replicas 1,2,4 --users-total 16 --iterations 3x20s --repeats 3"
            })
    public String replicas;

    @Option(
            names = "--users-total",
            paramLabel = "n",
            description = "users over all replicas, split evenly (instead of -uc per replica)")
    public Integer usersTotal;

    @Option(
            names = "--start-at",
            paramLabel = "INSTANT",
            description =
                    "log on, then wait for this instant before the first transaction: ISO-8601 (2026-11-23T10:00:00Z), next-minute,"
                            + " or db (replicas meet in the database: see --run-key)")
    String startAt;

    /** {@code --start-at db}. */
    static final String DB = "db";

    @Option(
            names = "--run-key",
            paramLabel = "KEY",
            description =
                    "with --start-at db: the key the replicas of one run share (or set DBBENCH_RUN_KEY; Kubernetes: the Job's uid)")
    String runKey;

    @Option(
            names = "--start-timeout",
            paramLabel = "SECONDS",
            description = "with --start-at db: how long to wait for every replica to arrive (default 600)")
    Double startTimeoutSeconds;

    @Option(
            names = "--start-tolerance",
            paramLabel = "SECONDS",
            defaultValue = "2",
            description = "refuse to run when started more than this after --start-at (default ${DEFAULT-VALUE})")
    double startToleranceSeconds;

    @Option(
            names = "--merge-available",
            description = "with --replicas N: merge the replicas that finished even if some failed")
    boolean mergeAvailable;

    /** The replica counts of --replicas in the order given: empty without it, two or more for a sweep. */
    public List<Integer> counts() throws CliException {
        return replicas == null ? List.of() : parseCounts(replicas);
    }

    /** The one replica count of --replicas, or null without it (or for a sweep over several). */
    Integer count() throws CliException {
        List<Integer> counts = counts();
        return counts.size() == 1 ? counts.get(0) : null;
    }

    /** True for --replicas N,M,...: one local-replicas run per count, compared. */
    boolean sweep() throws CliException {
        return counts().size() > 1;
    }

    /** {@code 1,2,4}: whole numbers of at least 1, each once. */
    static List<Integer> parseCounts(String text) throws CliException {
        List<Integer> counts = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            int count;
            try {
                count = Integer.parseInt(part.trim());
            } catch (NumberFormatException e) {
                throw new CliException(
                        ExitCodes.BAD_USAGE,
                        "option --replicas: '" + text + "' is not a replica count or a list of them "
                                + "(e.g. 4, or 1,2,4 to compare)",
                        e);
            }
            if (count < 1)
                throw new CliException(ExitCodes.BAD_USAGE, "option --replicas: must be at least 1, was " + count);
            if (counts.contains(count))
                throw new CliException(
                        ExitCodes.BAD_USAGE, "option --replicas: " + count + " is given twice in " + text);
            counts.add(count);
        }
        return List.copyOf(counts);
    }

    /** The identity from --replica or the environment; null when this process is not a replica. */
    public ReplicaIdentity identity(Map<String, String> env) throws CliException {
        List<Integer> counts = counts();
        if (counts.size() > 1) {
            // a sweep starts its replicas itself: it cannot be one of them
            if (replica != null)
                throw new CliException(
                        ExitCodes.BAD_USAGE,
                        "option --replica: cannot be combined with a sweep over " + "replica counts (--replicas "
                                + replicas + "), which starts its replicas on this host");
            for (String variable :
                    List.of(ReplicaIdentity.REPLICA, ReplicaIdentity.JOB_COMPLETION_INDEX, ReplicaIdentity.SLOT)) {
                String value = env.get(variable);
                if (value != null && !value.isBlank())
                    throw new CliException(
                            ExitCodes.BAD_USAGE,
                            "option --replicas: a sweep over " + "replica counts starts its replicas on this host, but "
                                    + variable + " is set (this process would be one replica)");
            }
            return null;
        }
        Integer replicas = counts.isEmpty() ? null : counts.get(0);
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
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    (replica != null ? "option --replica: " : "replica environment: ") + e.getMessage(),
                    e);
        }
    }

    /** How late after the common start a replica's load may still begin. */
    public Duration startTolerance() throws CliException {
        if (!(startToleranceSeconds >= 0) || Double.isInfinite(startToleranceSeconds)) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --start-tolerance: must be a number of seconds >= 0, was " + startToleranceSeconds);
        }
        return Duration.ofMillis(Math.round(startToleranceSeconds * 1000));
    }

    /** True for {@code --start-at db}: the start is found by a rendezvous in the database, once logged on. */
    public boolean startsByRendezvous() {
        return startAt != null && DB.equalsIgnoreCase(startAt.trim());
    }

    /**
     * {@code --start-at db}: this replica's part in the rendezvous, or null without it.
     *
     * @param replica this process's identity (null: not a replica, refused)
     * @param env     where DBBENCH_RUN_KEY is read when --run-key is not given
     * @param embedded --embedded: refused, every replica would have a database of its own and never meet
     */
    public DbStart dbStart(ReplicaIdentity replica, Map<String, String> env, boolean embedded) throws CliException {
        if (!startsByRendezvous()) {
            if (runKey != null || startTimeoutSeconds != null)
                throw new CliException(
                        ExitCodes.BAD_USAGE,
                        "option " + (runKey != null ? "--run-key" : "--start-timeout") + ": only with --start-at db");
            return null;
        }
        if (embedded)
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --start-at db: cannot be used with --embedded (every replica would have a database of its"
                            + " own and never meet the others); give the replicas one database with -cs");
        if (replica == null)
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --start-at db: needs a replica identity (--replica I/N, DBBENCH_REPLICA, or "
                            + "JOB_COMPLETION_INDEX / DBBENCH_REPLICA_SLOT with --replicas N)");
        String key = runKey != null ? runKey : env.get(DbStart.RUN_KEY_VARIABLE);
        String source = runKey != null ? "option --run-key" : DbStart.RUN_KEY_VARIABLE;
        if (key == null || key.isBlank())
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --start-at db: needs the run's key, shared by its replicas: give --run-key KEY or set "
                            + DbStart.RUN_KEY_VARIABLE
                            + " (Kubernetes: the Job's uid, the pod label batch.kubernetes.io/controller-uid)");
        String problem = DbStart.keyProblem(key);
        if (problem != null) throw new CliException(ExitCodes.BAD_USAGE, source + ": " + problem);
        Duration timeout = Rendezvous.DEFAULT_TIMEOUT;
        if (startTimeoutSeconds != null) {
            if (!(startTimeoutSeconds > 0) || startTimeoutSeconds > 86_400)
                throw new CliException(
                        ExitCodes.BAD_USAGE,
                        "option --start-timeout: must be a number of seconds above 0 and at most 86400, was "
                                + startTimeoutSeconds);
            timeout = Duration.ofMillis(Math.round(startTimeoutSeconds * 1000));
        }
        return new DbStart(key, replica, timeout, startTolerance());
    }

    /** The common start, or null without --start-at (and with --start-at db, which is found later). */
    public StartAt start(Instant now) throws CliException {
        if (startAt == null || startsByRendezvous()) return null;
        Duration tolerance = startTolerance();
        try {
            return new StartAt(StartAt.parse(startAt, now), tolerance);
        } catch (IllegalArgumentException e) {
            throw new CliException(ExitCodes.BAD_USAGE, "option --start-at: " + e.getMessage(), e);
        }
    }
}
