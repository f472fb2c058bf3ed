package io.dbbench.core.dialect;

import java.sql.SQLException;

/**
 * What differs between databases: error classification by vendor code, and the name of the resource
 * folder a workload keeps its SQL for this database in. Vendor codes stay inside dialects.
 */
public interface Dialect {
    /** Short lower-case name, also the workloads' resource folder: {@code postgresql}, {@code oracle}. */
    String name();

    /** True when this dialect speaks to the database behind this JDBC URL. */
    boolean acceptsJdbcUrl(String jdbcUrl);

    /** Classifies a failure, looking through the exception's chain and next-exceptions. */
    ErrorKind classify(SQLException e);

    /**
     * The code users know this error by, e.g. {@code ORA-00060} or {@code 40P01}; the key of
     * "errors by code" in results and what {@code AllowedErrorCodes} lists.
     */
    String errorCode(SQLException e);

    /** A cheap statement for a round trip: {@code SELECT 1} or {@code SELECT 1 FROM DUAL}. */
    String pingSql();

    /**
     * A statement that labels a new connection with {@code name}, so the database's session views show
     * which service (pool) it belongs to ({@code pg_stat_activity.application_name}, {@code v$session.module});
     * null when the database has no such label. {@code name} holds only letters, digits, '-' and '_'.
     */
    default String applicationNameSql(String name) {
        return null;
    }

    /**
     * A query returning (name, value) rows of the server settings that change how fast the same workload
     * runs (memory, durability, checkpoints, optimizer): the database part of a run's environment
     * fingerprint. Null when the dialect knows none.
     */
    default String performanceSettingsSql() {
        return null;
    }
}
