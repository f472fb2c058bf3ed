package io.dbbench.cli.schema;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.PostgresBehindEasyConnect;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;

/**
 * The one "cannot connect" line of a logon that failed before any work: a schema command's pool, a run's set-up
 * pool. In cli.schema, not cli.common, because it words the timeouts with {@link SchemaTimeouts} (cli.common
 * depends on no command package).
 */
public final class LogonFailure {
    private LogonFailure() {}

    /**
     * @param connectString the -cs value as the user gave it: an address without a scheme is Easy Connect, and a
     *     PostgreSQL server there is said to be one
     * @param database      the database as the line names it (its redacted URL, or how the run describes it)
     * @param user          the user the line names, null to name none
     * @param e             why the logon failed
     * @param waited        how long the logon took: a database that hangs is said so, not "The connection attempt
     *     failed"
     * @return CANNOT_CONNECT with the line
     */
    public static CliException cannotConnect(
            String connectString, String database, String user, SQLException e, Duration waited) {
        Optional<String> postgres = PostgresBehindEasyConnect.explain(connectString, e);
        if (postgres.isPresent()) return new CliException(ExitCodes.CANNOT_CONNECT, postgres.get(), e);
        return new CliException(
                ExitCodes.CANNOT_CONNECT,
                "cannot connect to " + database + (user == null ? "" : " as '" + user + "'") + ": "
                        + SchemaTimeouts.stoppedAnsweringAtLogon(e, waited).orElse(e.getMessage()),
                e);
    }
}
