package io.dbbench.cli.schema;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ConnectionOptions;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.workloads.bulk.SchemaExistsException;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What every schema subcommand (create, validate, drop of each workload and of lio) does around its own work:
 * checks its options before connecting, opens the database ({@link SchemaDatabase}), finds the workload's
 * installer for its dialect (none: bad usage), runs, and turns a database error into one line and an exit
 * code. lio's commands are subclasses that name themselves in picocli's annotations; a registered workload's are
 * built from its definition ({@link WorkloadSchemaCommands}).
 */
public abstract class SchemaCommand<I> implements Callable<Integer> {
    @Mixin
    public ConnectionOptions connection = new ConnectionOptions();

    @Spec
    public CommandSpec spec;

    private final SchemaTarget<I> target;
    private final SchemaTimeouts timeouts;

    /** A command that may run for long (create): a login timeout only. */
    protected SchemaCommand(SchemaTarget<I> target) {
        this(target, SchemaTimeouts.loginOnly());
    }

    /**
     * @param timeouts how long the command waits on a database that stopped answering: a login timeout for every
     *     command, a reply timeout for those whose statements are short ({@link SchemaTimeouts})
     */
    SchemaCommand(SchemaTarget<I> target, SchemaTimeouts timeouts) {
        this.target = target;
        this.timeouts = timeouts;
    }

    protected final SchemaTarget<I> target() {
        return target;
    }

    @Override
    public final Integer call() {
        return CliErrors.run(spec, this::execute);
    }

    /** Options checked before anything connects. */
    protected void checkOptions() throws CliException {}

    /** Connections the work needs at once. */
    protected int connections() {
        return 1;
    }

    /** The work, on an open database with the workload's installer; returns the exit code. */
    protected abstract int run(SchemaDatabase db, I installer, PrintWriter out) throws CliException, SQLException;

    /** The exit code and line for a database error during {@link #run}. */
    protected abstract CliException failed(SQLException e);

    private int execute() throws CliException {
        checkOptions();
        PrintWriter out = spec.commandLine().getOut();
        try (SchemaDatabase db = SchemaDatabase.open(
                connection,
                connections(),
                "dbbench-" + target.command(),
                target.connectStringAlternative(),
                timeouts)) {
            I installer;
            try {
                installer = target.installer(db.dialect());
            } catch (UnsupportedOperationException e) {
                throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
            }
            int exit = run(db, installer, out);
            out.flush();
            return exit;
        } catch (SchemaExistsException e) {
            throw new CliException(ExitCodes.SCHEMA_EXISTS, e.getMessage(), e);
        } catch (SQLException e) {
            // a hung database: the connect-failure code and why, whatever the command would make of the error
            Optional<String> hung = timeouts.stoppedAnswering(e);
            if (hung.isPresent()) throw new CliException(ExitCodes.CANNOT_CONNECT, hung.get(), e);
            throw failed(e);
        }
    }
}
