package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.cli.replica.ChildHandOff;
import io.dbbench.cli.replica.ForkedRepeats;
import io.dbbench.cli.replica.ReplicaFlags;
import io.dbbench.cli.replica.ReplicaRuns;
import io.dbbench.cli.results.RunReport;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.RunResult;
import java.io.PrintWriter;
import java.time.ZoneId;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/**
 * A run whose measuring is done by child JVMs ({@link RunMode#FORK}, {@link RunMode#REPLICAS},
 * {@link RunMode#SWEEP}): this JVM checks once what they share (the schema, the init commands; the results
 * files were checked with the flags), hands each its {@link io.dbbench.cli.replica.ChildPlan}, and merges
 * what they wrote.
 */
record ParentRun(CharbenchOptions charbench, ReplicaFlags replicaFlags, CommandSpec spec) {
    int run(PreparedRun run, DatabaseTarget target, PrintWriter out, PrintWriter err, StopOnSignal signals)
            throws CliException {
        RunConfig config = run.config();
        ConnectionConfig login = target.connection(config.connection());
        if (run.mode() != RunMode.FORK) {
            // replicas running at once would trip over each other creating the schema: it is made here, once
            run.schemas().prepare(target, config.withConnection(login), charbench.createSchema, charbench.scale, out);
        }
        checkInitCommands(target, config.withConnection(login), err);
        ChildHandOff handOff = handOff(
                run,
                // the children log on to this JVM's embedded server as it does; the config says the rest
                target.isEmbedded()
                        ? config.connection()
                                .withConnectString(login.connectString())
                                .withUserName(login.userName())
                                .withPassword(login.password())
                        : login);
        return run.mode() == RunMode.FORK
                ? forked(run, handOff, out, err, signals)
                : new ReplicaRuns(charbench, replicaFlags, spec, handOff)
                        .runLocal(config, run.options(), run.start(), run.resultsXml(), out, err, signals);
    }

    /** {@code --fork}: each repeat in a child JVM; this one merges and reports. */
    private int forked(PreparedRun run, ChildHandOff handOff, PrintWriter out, PrintWriter err, StopOnSignal signals)
            throws CliException {
        ForkedRepeats forked = new ForkedRepeats(
                handOff, run.start() == null ? null : run.start().instant(), charbench.jsonOnStdout());
        signals.stopWith(forked::stop);
        List<RunResult> runs = forked.run(out);
        out.println(
                forked.stopped()
                        ? "== stopped: the repeats that ran, merged =="
                        : "== all " + run.options().repeats() + " repeats, merged ==");
        int exit = new RunReport(
                        charbench, !charbench.noHtml, true, spec.commandLine().getOut())
                .finish(runs, run.options(), ZoneId.systemDefault(), run.resultsXml(), run.resultsJson(), out, err);
        return forked.stopped() ? RunReport.worse(exit, ExitCodes.INTERRUPTED) : exit;
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
     *
     * @param config the run's config with the target's login
     */
    private void checkInitCommands(DatabaseTarget target, RunConfig config, PrintWriter err) throws CliException {
        InitCommandCheck.apply(config, target.jdbcUrl(), target.dialect().name(), charbench.strictInit, err);
    }
}
