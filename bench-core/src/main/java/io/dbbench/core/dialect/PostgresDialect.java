package io.dbbench.core.dialect;

import java.sql.SQLException;
import java.util.Set;

/**
 * PostgreSQL through pgjdbc. Classification reads the SQLState, which pgjdbc fills both from the
 * server's error code and for its own client-side failures (class 08 for every connection problem).
 *
 * <p>SQLStates, checked against the PostgreSQL error code appendix (Table A.1) and pgjdbc's PSQLState:
 * <pre>
 * CONNECTION_LOST  class 08 *   connection_exception: 08000, 08001 unable to connect, 08003 does not
 *                               exist (pgjdbc: connection closed), 08004 rejected, 08006 failure,
 *                               08007 failure during transaction, 08P01 protocol violation, 08S01
 *                  57P01        admin_shutdown (pg_terminate_backend, fast shutdown)
 *                  57P02        crash_shutdown (another backend crashed, server restarts)
 *                  57P03        cannot_connect_now (starting up, shutting down, recovery)
 *                  57P05        idle_session_timeout (PG 14+): the server closed the session
 *                  25P03        idle_in_transaction_session_timeout: the server closed the session
 *                  25P04        transaction_timeout (PG 17+): the server closed the session
 *                  (any IOException in the chain, e.g. SocketException: see ChainClassifier)
 * TRANSIENT        40001        serialization_failure
 *                  40P01        deadlock_detected
 *                  55P03        lock_not_available (NOWAIT, lock_timeout)
 * TIMEOUT          57014        query_canceled (statement_timeout, Statement.setQueryTimeout, cancel)
 * OTHER            everything else (constraint violations, missing objects, syntax errors ...)
 * </pre>
 */
public final class PostgresDialect extends JdbcDriverDialect {
    public static final String NAME = "postgresql";
    public static final String JDBC_URL_PREFIX = "jdbc:postgresql:";

    private static final Set<String> SESSION_ENDED = Set.of("57P01", "57P02", "57P03", "57P05", "25P03", "25P04");
    private static final Set<String> TRANSIENT = Set.of("40001", "40P01", "55P03");
    private static final String QUERY_CANCELED = "57014";

    public PostgresDialect() {
        super(NAME, JDBC_URL_PREFIX, PostgresDialect::kindOfSqlState, "SET application_name = '%s'");
    }

    /**
     * The first SQLState in the chain (e.g. {@code 40P01}); when no link carries one, the name of
     * the classification ({@code CONNECTION_LOST}, ...) so results still group these failures sensibly.
     */
    @Override
    public String errorCode(SQLException e) {
        return ExceptionChain.firstSqlState(ExceptionChain.of(e))
                .orElseGet(() -> classify(e).name());
    }

    @Override
    public String pingSql() {
        return "SELECT 1";
    }

    static ErrorKind kindOfSqlState(SQLException e) {
        String state = e.getSQLState();
        if (!hasText(state)) {
            return ErrorKind.OTHER;
        }
        if (state.startsWith("08") || SESSION_ENDED.contains(state)) {
            return ErrorKind.CONNECTION_LOST;
        }
        if (TRANSIENT.contains(state)) {
            return ErrorKind.TRANSIENT;
        }
        if (QUERY_CANCELED.equals(state)) {
            return ErrorKind.TIMEOUT;
        }
        return ErrorKind.OTHER;
    }

    private static boolean hasText(String s) {
        return s != null && !s.isBlank();
    }

    /**
     * Memory (shared_buffers, work_mem, effective_cache_size), durability (fsync, synchronous_commit,
     * full_page_writes, wal_level), checkpoints (max_wal_size, checkpoint_timeout) and the planner's
     * cost and JIT settings: each one moves Order Entry's throughput on its own.
     */
    @Override
    public String performanceSettingsSql() {
        return "SELECT name, current_setting(name) FROM pg_settings WHERE name IN ('shared_buffers', 'work_mem', "
                + "'effective_cache_size', 'fsync', 'synchronous_commit', 'full_page_writes', 'wal_level', "
                + "'max_wal_size', 'checkpoint_timeout', 'random_page_cost', 'jit') ORDER BY name";
    }
}
