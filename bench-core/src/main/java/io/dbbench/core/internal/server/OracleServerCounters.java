package io.dbbench.core.internal.server;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Oracle's instance counters from {@code V$SYSSTAT}, {@code V$SYS_TIME_MODEL} and {@code V$OSSTAT} (in a
 * PDB, the container's own figures). The user needs SELECT on those three views, e.g. through
 * {@code SELECT_CATALOG_ROLE} or {@code SELECT ANY DICTIONARY}; without it the read fails with a
 * {@link ServerCountersUnavailableException} saying so.
 */
public final class OracleServerCounters implements ServerCounters {
    /** Names mapped to ours where PostgreSQL has the same figure, so compare lines them up. */
    static final String SQL =
            """
            SELECT DECODE(name, 'user commits', 'commits',
                                'user rollbacks', 'rollbacks',
                                'physical reads', 'blocks read',
                                'physical writes', 'blocks written',
                                'session logical reads', 'logical reads',
                                'redo size', 'log bytes',
                                name) AS name, value
              FROM v$sysstat
             WHERE name IN ('user commits', 'user rollbacks', 'physical reads', 'physical writes',
                            'session logical reads', 'redo size')
            UNION ALL
            SELECT DECODE(stat_name, 'DB time', 'db time micros', 'db cpu micros'), value
              FROM v$sys_time_model
             WHERE stat_name IN ('DB time', 'DB CPU')
            UNION ALL
            SELECT DECODE(stat_name, 'BUSY_TIME', 'host busy centiseconds', 'host idle centiseconds'), value
              FROM v$osstat
             WHERE stat_name IN ('BUSY_TIME', 'IDLE_TIME')""";

    /** ORA-00942: table or view does not exist, what Oracle says when a V$ view is not granted. */
    private static final int NOT_GRANTED = 942;

    private final LongSupplier nanoClock;

    /** @param nanoClock stamps each snapshot ({@code System::nanoTime} outside tests) */
    public OracleServerCounters(LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
    }

    @Override
    public CounterSnapshot read(Connection connection) throws SQLException {
        Map<String, Long> values = new LinkedHashMap<>();
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery(SQL)) {
            while (rs.next()) values.put(rs.getString(1), rs.getLong(2));
        } catch (SQLException e) {
            if (e.getErrorCode() == NOT_GRANTED) {
                throw new ServerCountersUnavailableException(
                        "server counters off: the user may not read V$SYSSTAT, V$SYS_TIME_MODEL and V$OSSTAT"
                                + " (grant SELECT_CATALOG_ROLE or SELECT on those views)",
                        e);
            }
            throw e;
        }
        return new CounterSnapshot(values, nanoClock.getAsLong());
    }
}
