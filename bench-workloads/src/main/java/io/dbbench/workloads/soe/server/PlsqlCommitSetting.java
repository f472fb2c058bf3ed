package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.TransactionContext;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Whether the server-side functions should commit themselves, and the once-per-connection call that
 * tells them: {@code {call orderentry.setPLSQLCOMMIT('true'|'false')}}. Set with the EnvironmentVariable
 * (or {@code -D}) {@value #KEY}; default false, so the client commits.
 *
 * <p>The call is made for every new connection of a session, also with 'false', because a pooled
 * connection may keep package state from an earlier run. It is committed at once: on PostgreSQL the
 * setting is a session variable that a rolled-back transaction would undo.
 */
public final class PlsqlCommitSetting {
    /** EnvironmentVariables key: {@code true} makes the functions commit (Oracle only, see the docs). */
    public static final String KEY = "SOE_PLSQL_COMMIT";

    public static final String CALL_SQL = "{call orderentry.setPLSQLCOMMIT(?)}";

    private final boolean commitInPlsql;
    /** The connection each session last configured, by session id. */
    private final Map<Integer, Connection> configured = new ConcurrentHashMap<>();

    public PlsqlCommitSetting(boolean commitInPlsql) {
        this.commitInPlsql = commitInPlsql;
    }

    /**
     * Reads {@value #KEY} from the run's environment.
     *
     * @throws IllegalArgumentException naming the key when the value is neither true nor false
     */
    public static PlsqlCommitSetting fromEnvironment(Map<String, String> environment) {
        String value = environment.get(KEY);
        if (value == null || value.isBlank()) return new PlsqlCommitSetting(false);
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (v.equals("true")) return new PlsqlCommitSetting(true);
        if (v.equals("false")) return new PlsqlCommitSetting(false);
        throw new IllegalArgumentException(
                "EnvironmentVariable " + KEY + " must be true or false, was '" + value + "'");
    }

    public boolean commitInPlsql() {
        return commitInPlsql;
    }

    /** Calls setPLSQLCOMMIT when this session's connection is one it has not configured yet. */
    void applyOnce(TransactionContext context) throws SQLException {
        Connection connection = context.connection();
        if (configured.get(context.sessionId()) == connection) return;
        CallableStatement call = context.prepareCall(CALL_SQL);
        call.setString(1, Boolean.toString(commitInPlsql));
        call.execute();
        connection.commit();
        configured.put(context.sessionId(), connection);
    }
}
