package io.dbbench.cli.replica;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.cli.common.Version;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.cli.results.RunReport;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.internal.replica.InterruptedReplicas;
import io.dbbench.core.internal.replica.LateStartException;
import io.dbbench.core.internal.replica.MergeRefusedException;
import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.internal.replica.ReplicaInput;
import io.dbbench.core.internal.replica.ReplicaMerger;
import io.dbbench.core.internal.replica.ReplicaTable;
import io.dbbench.core.internal.replica.StartAt;
import io.dbbench.core.internal.result.format.ResultFiles;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Model.CommandSpec;

/** What the charbench-style command does differently for replicas: users, checks, and local replicas. */
public final class ReplicaRuns {
    private final CharbenchOptions o;
    private final ReplicaFlags r;
    private final CommandSpec spec;
    private final ChildHandOff handOff;

    /** @param handOff the run as this process hands it to each replica */
    public ReplicaRuns(CharbenchOptions o, ReplicaFlags r, CommandSpec spec, ChildHandOff handOff) {
        this.o = o;
        this.r = r;
        this.spec = spec;
        this.handOff = handOff;
    }

    /**
     * {@code --replicas N --embedded}: how many connections the parent's embedded server must accept, all
     * replicas of the largest count at once, each holding its users' (or its topology's) connections.
     */
    public static int embeddedConnections(RunConfig config, ReplicaFlags r, BenchmarkOptions options)
            throws CliException {
        int topology = options.topologies().stream()
                .mapToInt(io.dbbench.core.config.Topology::totalConnections)
                .max()
                .orElse(0);
        int most = 0;
        for (int count : r.counts()) {
            // with --users-total the parent's config holds the total; each replica gets its share (rounded up)
            int users = r.usersTotal != null
                    ? (r.usersTotal + count - 1) / count
                    : config.load().users();
            most = Math.max(most, count * (Math.max(users, topology) + 1));
        }
        return most;
    }

    /** {@code --users-total}: this replica's share (all of it without a replica identity). */
    public static RunConfig users(RunConfig config, ReplicaIdentity replica, Integer usersTotal, boolean usersGiven)
            throws CliException {
        if (usersTotal == null) return config;
        if (usersGiven)
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --users-total: give either -uc (users of each replica) or --users-total, not both");
        if (usersTotal < 1)
            throw new CliException(ExitCodes.BAD_USAGE, "option --users-total: must be at least 1, was " + usersTotal);
        try {
            return config.withLoad(config.load().withUsers(replica == null ? usersTotal : replica.usersOf(usersTotal)));
        } catch (IllegalArgumentException e) {
            throw new CliException(ExitCodes.BAD_USAGE, "option --users-total: " + e.getMessage(), e);
        }
    }

    public static void checkCombinations(
            ReplicaFlags r, ReplicaIdentity replica, boolean fork, BenchmarkOptions options) throws CliException {
        boolean replicated = replica != null || r.replicas != null;
        if (replicated && fork) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --fork: cannot be combined with replicas (each replica is its own JVM already)");
        }
        if (r.sweep()) {
            ReplicaSweep.check(r, options);
        } else if (replicated && options.repeats() > 1) {
            // only the first run waits for the common start: later repeats of replicas would drift apart unmeasured
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --repeats: replicas run once together from one common start; give "
                            + "--repeats 1 (or leave it out) and start the replicas again for another repeat");
        }
        if (replicated && !r.sweep() && options.topologies().size() > 1) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --topology: replicas run one topology together; give one, not " + options.topologies());
        }
        if (r.mergeAvailable && (replica != null || r.replicas == null)) {
            throw new CliException(
                    ExitCodes.BAD_USAGE, "option --merge-available: only for --replicas N on this host, or for merge");
        }
    }

    /** With -nr: the replicas still write their files, into a new temporary directory. */
    static Path scratchResults() throws CliException {
        try {
            return Files.createTempDirectory("dbbench-replicas-").resolve("results.xml");
        } catch (IOException e) {
            throw new CliException(
                    ExitCodes.FAILED, "cannot make a directory for the replicas' results: " + e.getMessage(), e);
        }
    }

    /** With -nr, once the results are reported: the scratch directory of {@link #scratchResults()} and every file in it. */
    static void deleteScratch(Path scratchXml) {
        Path dir = scratchXml.toAbsolutePath().getParent();
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) Files.deleteIfExists(f);
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            // a temporary directory left behind is no reason to fail a run that was reported
        }
    }

    /** Exit 2 and by how much, when this replica came up after the common start and its tolerance. */
    public static void checkNotLate(StartAt start) throws CliException {
        try {
            start.checkNotLate(Instant.now());
        } catch (LateStartException e) {
            throw new CliException(ExitCodes.BAD_USAGE, "option --start-at: " + e.getMessage(), e);
        }
    }

    /** {@code --replicas N} on this host: N replica JVMs with a common start, merged here. */
    public int runLocal(
            RunConfig config,
            BenchmarkOptions options,
            StartAt start,
            Path xml,
            PrintWriter out,
            PrintWriter err,
            StopOnSignal signals)
            throws CliException {
        if (xml != null) return runLocal(config, options, start, xml, xml, out, err, signals);
        Path scratch = scratchResults();
        int exit;
        try {
            exit = runLocal(config, options, start, null, scratch, out, err, signals);
        } catch (CliException e) {
            // a failed run's replica logs say why: kept, and named
            throw new CliException(
                    e.exitCode(),
                    e.getMessage() + " (-nr: the replicas' files are kept in "
                            + scratch.toAbsolutePath().getParent() + ")",
                    e);
        }
        deleteScratch(scratch);
        return exit;
    }

    private int runLocal(
            RunConfig config,
            BenchmarkOptions options,
            StartAt start,
            Path xml,
            Path replicasXml,
            PrintWriter out,
            PrintWriter err,
            StopOnSignal signals)
            throws CliException {
        if (r.sweep()) {
            return new ReplicaSweep(o, r, handOff, spec.commandLine().getOut())
                    .run(config, options, xml, replicasXml, out, err, signals);
        }
        if (start != null) checkNotLate(start);
        int count = r.count();
        LocalReplicas replicas = new LocalReplicas(
                handOff,
                count,
                start == null ? null : start.instant(),
                replicasXml,
                LocalReplicas.READY_TIMEOUT,
                options.seed());
        // the user's stop (not one LocalReplicas makes itself for a replica not ready) makes the replicas' results,
        // each cut short, the run's: merged as a run interrupted by the user
        AtomicBoolean userStopped = new AtomicBoolean();
        signals.stopWith(() -> {
            userStopped.set(true);
            replicas.stop();
        });
        out.println("dbbench " + Version.get() + " | " + config.displayName() + " | " + count + " replicas of "
                + config.load().users()
                + " user(s) on this host"
                + (handOff.embeddedUrl() == null
                        ? ""
                        : " against this process's embedded PostgreSQL (" + handOff.embeddedUrl() + ")")
                + ", common start "
                + (start != null ? start.instant() : "once every replica's users are logged on"));
        out.println("Each replica writes "
                + LocalReplicas.replicaXml(replicasXml, 0).getFileName() + " ... and its output to "
                + LocalReplicas.log(replicasXml, 0).getFileName() + " ... in "
                + replicasXml.toAbsolutePath().getParent()
                + (xml == null ? " (deleted at the end)" : ""));
        out.flush();
        List<ReplicaInput> inputs = replicas.run(out);
        RunResult merged;
        try {
            merged = ReplicaMerger.merge(
                    inputs, r.mergeAvailable, InterruptedReplicas.whenUserStopped(userStopped.get()));
        } catch (MergeRefusedException e) {
            throw new CliException(
                    replicas.stopped() ? ExitCodes.INTERRUPTED : ExitCodes.BAD_CONFIG, e.getMessage(), e);
        }
        out.println("== " + merged.details().merge().replicas().size() + " replicas, merged ==");
        out.print(ReplicaTable.render(merged.details().merge()));
        Path json = xml == null ? null : o.jsonFile != null ? o.jsonFile : ResultFiles.jsonBeside(xml);
        int exit = new RunReport(o, !o.noHtml, false, spec.commandLine().getOut())
                .finish(List.of(merged), options, ZoneId.systemDefault(), xml, json, out, err);
        return merged.details().merge().excluded().isEmpty()
                ? exit
                : RunReport.worse(exit, ExitCodes.TOO_MANY_FAILURES);
    }
}
