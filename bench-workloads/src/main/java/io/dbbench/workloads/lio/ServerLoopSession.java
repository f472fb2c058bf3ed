package io.dbbench.workloads.lio;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.HdrHistogram.Histogram;

/**
 * One session whose worker loop runs inside the database as one block per phase (warm-up, window):
 * PostgreSQL calls a procedure this session creates in its temporary schema, Oracle runs an anonymous
 * PL/SQL block. The block applies the client loop's rules (schedule, keys, hot spot, think time) with the
 * database's own random generator, seeded per session, and returns its operation counts and the time
 * each operation type took on the database's clock.
 */
final class ServerLoopSession extends LioWorker {
    /** Inputs of server-loop.sql, in bind order; the outputs follow them. */
    private static final int INPUTS = 12;

    private final LioSettings settings;
    private final long keys;
    private final boolean postgres;
    private final PreparedStatement block;
    private final Map<LioOperation, Long> inDatabaseNanos = new EnumMap<>(LioOperation.class);

    ServerLoopSession(Connection connection, LioSql sql, String table, long keys, LioSettings settings, long seed)
            throws SQLException {
        super(connection, sql, table);
        this.settings = settings;
        this.keys = keys;
        this.postgres = sql.isPostgres();
        for (String install : sql.optionalScript("server-loop-create.sql", table)) {
            try (Statement s = connection.createStatement()) {
                s.execute(install);
            }
        }
        try (PreparedStatement s = connection.prepareStatement(sql.statement("server-seed.sql", table))) {
            s.setInt(1, seedOf(seed));
            s.execute();
        }
        String call = sql.statement("server-loop.sql", table);
        if (postgres) {
            this.block = prepare(call);
        } else {
            CallableStatement c = connection.prepareCall(call);
            for (int i = 1; i <= 3; i++) c.registerOutParameter(INPUTS + i, Types.BIGINT);
            for (int i = 4; i <= 6; i++) c.registerOutParameter(INPUTS + i, Types.DOUBLE);
            this.block = c;
            keepForClose(c);
        }
        for (LioOperation op : LioOperation.values()) inDatabaseNanos.put(op, 0L);
        run(0, 0); // compiles the block now, before the sessions are released: no operation runs
    }

    /** The session's seed as both databases' generators take it: 0..2^31-2. */
    static int seedOf(long seed) {
        return (int) Math.floorMod(seed, (long) Integer.MAX_VALUE);
    }

    @Override
    void loop(long deadlineNanos, long maxOperations, boolean measure, BooleanSupplier stop) throws SQLException {
        long remainingNanos = deadlineNanos - System.nanoTime();
        if (stop.getAsBoolean() || remainingNanos <= 0) return;
        long[] ran = run((remainingNanos + 999_999) / 1_000_000, maxOperations);
        if (!measure) return;
        LioOperation[] ops = LioOperation.values();
        for (int i = 0; i < ops.length; i++) {
            count(ops[i], ran[i]);
            inDatabaseNanos.merge(ops[i], ran[3 + i], Long::sum);
        }
    }

    /** One execution of the block: selects, updates, scans, then their nanoseconds, in that order. */
    private long[] run(long runMillis, long maxOperations) throws SQLException {
        long[] in = {
            settings.workUnit(),
            keys,
            settings.updatePct(),
            settings.scanPct(),
            settings.updateMode() == UpdateMode.HEAVY ? 1 : 0,
            settings.hotspotEvery(),
            settings.hotspotOffsetKeys(),
            settings.hotspotKeys(),
            settings.thinkMinMillis(),
            settings.thinkMaxMillis(),
            runMillis,
            maxOperations
        };
        for (int i = 0; i < INPUTS; i++) block.setLong(i + 1, in[i]);
        long[] out = new long[6];
        if (postgres) {
            try (ResultSet rs = block.executeQuery()) {
                if (!rs.next()) throw new SQLException("the in-database loop returned no row");
                for (int i = 0; i < 6; i++) out[i] = value(rs.getDouble(i + 1), i);
            }
        } else {
            CallableStatement c = (CallableStatement) block;
            c.execute();
            for (int i = 0; i < 6; i++) out[i] = value(c.getDouble(INPUTS + 1 + i), i);
        }
        return out;
    }

    /** Counts as they are; microsecond sums as nanoseconds. */
    private static long value(double v, int index) {
        return index < 3 ? (long) v : Math.round(v * 1_000);
    }

    @Override
    Map<LioOperation, Histogram> latencyNanos() {
        return Map.of();
    }

    @Override
    Map<LioOperation, Long> inDatabaseNanos() {
        return inDatabaseNanos;
    }

    @Override
    void cancel() {
        try {
            block.cancel();
        } catch (SQLException ignored) {
            // the block still ends at its own time limit
        }
    }
}
