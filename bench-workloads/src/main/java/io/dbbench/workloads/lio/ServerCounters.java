package io.dbbench.workloads.lio;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The database's own cumulative counters ({@code pg_stat_database}, {@code v$sysstat}) by name. The
 * logical-I/O figures are deltas of two snapshots around the measured window.
 */
public record ServerCounters(Map<String, Long> values) {
    public static final String LOGICAL_READS = "logical reads";
    public static final String PHYSICAL_READS = "physical reads";

    public ServerCounters {
        values = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    static ServerCounters read(Connection c, LioSql sql) throws SQLException {
        Map<String, Long> values = new LinkedHashMap<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql.statement("counters.sql", "lio_table"))) {
            while (rs.next()) values.put(rs.getString(1), rs.getLong(2));
        }
        if (!values.containsKey(LOGICAL_READS) || !values.containsKey(PHYSICAL_READS)) {
            throw new SQLException(
                    "the database's counters query returned no '" + LOGICAL_READS + "'/'" + PHYSICAL_READS + "' (got "
                            + values.keySet() + "): is the statistics view readable by this user?");
        }
        return new ServerCounters(values);
    }

    /** later − this, per counter present in both. */
    public ServerCounters until(ServerCounters later) {
        Map<String, Long> delta = new LinkedHashMap<>();
        values.forEach((name, v) -> {
            Long after = later.values.get(name);
            if (after != null) delta.put(name, after - v);
        });
        return new ServerCounters(delta);
    }

    public long logicalReads() {
        return values.getOrDefault(LOGICAL_READS, 0L);
    }

    public long physicalReads() {
        return values.getOrDefault(PHYSICAL_READS, 0L);
    }
}
