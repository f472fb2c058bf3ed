package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.cli.replica.ChildHandOff;
import io.dbbench.cli.replica.ForkedRepeats;
import io.dbbench.cli.replica.ReplicaFlags;
import io.dbbench.cli.replica.ReplicaRuns;
import io.dbbench.cli.replica.ResultPaths;
import io.dbbench.cli.results.RunReport;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultFiles;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/**
 * A run whose measuring is done by child JVMs ({@link RunMode#FORK}, {@link RunMode#REPLICAS},
 * {@link RunMode#SWEEP}): this JVM checks once what they share (results files, the schema, the init
 * commands), hands each its {@link io.dbbench.cli.replica.ChildPlan}, and merges what they wrote.
 */
final class ParentRun {
    private final CharbenchOptions charbench;
    private final ReplicaFlags replicaFlags;
    private final CommandSpec spec;

    ParentRun(CharbenchOptions charbench, ReplicaFlags replicaFlags, CommandSpec spec) {
        this.charbench = charbench;
        this.replicaFlags = replicaFlags;
        this.spec = spec;
    }

    int run(PreparedRun run, PrintWriter out, PrintWriter err, StopOnSignal signals) throws CliException {
        return run.mode() == RunMode.FORK ? forked(run, out, err, signals) : localReplicas(run, out, err, signals);
    }

    /** {@code --fork}: each repeat in a child JVM; this one merges and reports. */
    private int forked(PreparedRun run, PrintWriter out, PrintWriter err, StopOnSignal signals) throws CliException {
        RunConfig config = run.config();
        try (DatabaseTarget target = DatabaseTarget.of(config, run.passwordEncrypted())) {
            checkInitCommands(target, config, err);
        }
        ResultPaths paths = new ResultPaths(charbench, run.replica());
        Path xml = paths.xml(config);
        Path json = paths.json(xml);
        ResultsPreflight.checkWritable(xml, json, run.options(), charbench);
        ForkedRepeats forked = new ForkedRepeats(
                handOff(run, config.connection()),
                run.start() == null ? null : run.start().instant(),
                charbench.jsonOnStdout());
        signals.stopWith(forked::stop);
        List<RunResult> runs = forked.run(out);
        out.println(
                forked.stopped()
                        ? "== stopped: the repeats that ran, merged =="
                        : "== all " + run.options().repeats() + " repeats, merged ==");
        int exit = new RunReport(
                        charbench, !charbench.noHtml, true, spec.commandLine().getOut())
                .finish(runs, run.options(), ZoneId.systemDefault(), xml, json, out, err);
        return forked.stopped() ? RunReport.worse(exit, ExitCodes.INTERRUPTED) : exit;
    }

    /** {@code --replicas N}, or several counts, here: the schema is checked and created once, then the replicas start. */
    private int localReplicas(PreparedRun run, PrintWriter out, PrintWriter err, StopOnSignal signals)
            throws CliException {
        RunConfig config = run.config();
        Path xml = new ResultPaths(charbench, null).xml(config);
        ResultsPreflight.checkWritable(
                xml,
                xml == null ? null : charbench.jsonFile != null ? charbench.jsonFile : ResultFiles.jsonBeside(xml),
                run.options(),
                charbench);
        // an embedded database lives in this JVM: it is started here, serves every replica, and stops after the merge
        try (DatabaseTarget target = charbench.embedded
                ? DatabaseTarget.embedded(
                        run.schemas()
                                .setupConnections(ReplicaRuns.embeddedConnections(config, replicaFlags, run.options())),
                        DatabaseTarget.progressTo(err))
                : DatabaseTarget.of(config, run.passwordEncrypted())) {
            ConnectionConfig login = target.connection(config.connection());
            run.schemas().prepare(target, config.withConnection(login), charbench.createSchema, charbench.scale, out);
            checkInitCommands(target, config, err);
            ChildHandOff handOff = handOff(
                    run,
                    // the replicas log on to this JVM's embedded server as it does; the config says the rest
                    target.isEmbedded()
                            ? config.connection()
                                    .withConnectString(login.connectString())
                                    .withUserName(login.userName())
                                    .withPassword(login.password())
                            : config.connection());
            return new ReplicaRuns(charbench, replicaFlags, spec, handOff)
                    .runLocal(config, run.options(), run.start(), xml, out, err, signals);
        }
    }

    private ChildHandOff handOff(PreparedRun run, ConnectionConfig login) throws CliException {
        return new ChildHandOff(
                run.config().withConnection(login),
                run.options(),
                charbench,
                replicaFlags.usersTotal,
                replicaFlags.startTolerance(),
                charbench.embedded ? login.connectString() : null);
    }

    /**
     * The parent tries the config's Oracle-only init commands once and reports the skipped ones (or, with
     * --strict-init, fails before starting any JVM); its children skip them without a word, so the notice
     * is printed once, not once per JVM.
     */
    private void checkInitCommands(DatabaseTarget target, RunConfig config, PrintWriter err) throws CliException {
        InitCommandCheck.apply(
                config.withConnection(target.connection(config.connection())),
                target.jdbcUrl(),
                target.dialect().name(),
                charbench.strictInit,
                err);
    }
}
