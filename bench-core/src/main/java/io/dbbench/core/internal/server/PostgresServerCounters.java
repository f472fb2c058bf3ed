package io.dbbench.core.internal.server;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * PostgreSQL's counters: {@code pg_stat_database} for the connection's database, {@code pg_stat_wal},
 * {@code pg_stat_bgwriter}/{@code pg_stat_checkpointer} and, from 16, {@code pg_stat_io}. Every user may
 * read these views; no privilege is needed.
 */
public final class PostgresServerCounters implements ServerCounters {
    private final LongSupplier nanoClock;

    /** @param nanoClock stamps each snapshot ({@code System::nanoTime} outside tests) */
    public PostgresServerCounters(LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
    }

    @Override
    public int otherSessions(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
                        + " AND backend_type = 'client backend' AND pid <> pg_backend_pid()")) {
            rs.next();
            return rs.getInt(1);
        } finally {
            if (!connection.getAutoCommit()) connection.commit();
        }
    }

    @Override
    public CounterSnapshot read(Connection connection) throws SQLException {
        int major = connection.getMetaData().getDatabaseMajorVersion();
        Map<String, Long> values = new LinkedHashMap<>();
        try (Statement s = connection.createStatement()) {
            // the server caches a transaction's statistics snapshot: without this, two reads in one
            // transaction would see the same figures
            if (!connection.getAutoCommit()) connection.commit();
            for (String sql : PostgresCounterQueries.forMajorVersion(major)) {
                try (ResultSet rs = s.executeQuery(sql)) {
                    while (rs.next()) values.put(rs.getString(1), rs.getLong(2));
                }
            }
        }
        if (!values.containsKey(COMMITS)) {
            throw new SQLException("pg_stat_database has no row for the connection's database");
        }
        return new CounterSnapshot(values, nanoClock.getAsLong());
    }
}
