package io.dbbench.workloads.lio;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.EnumMap;
import java.util.Map;
import java.util.Random;
import java.util.function.BooleanSupplier;
import org.HdrHistogram.Histogram;

/**
 * One session of the worker loop on its own connection and table: pick an operation from the exact
 * schedule, pick a key range, run it, and (inside the measured window) count and time it.
 */
final class LioSession extends LioWorker {
    private final LioSettings settings;
    private final long keys;
    private final Random random;
    private final LioSchedule schedule;
    private final PreparedStatement select;
    private final PreparedStatement update;
    private final PreparedStatement scan;
    private final Map<LioOperation, Histogram> latencyNanos = new EnumMap<>(LioOperation.class);
    private long operationNumber;

    LioSession(Connection connection, LioSql sql, String table, long keys, LioSettings settings, long seed)
            throws SQLException {
        super(connection, sql, table);
        this.settings = settings;
        this.keys = keys;
        this.random = new Random(seed);
        this.schedule = new LioSchedule(settings.updatePct(), settings.scanPct(), random);
        this.select = prepare(sql.statement("select.sql", table));
        this.update = prepare(sql.statement(
                settings.updateMode() == UpdateMode.HEAVY ? "update-heavy.sql" : "update-lite.sql", table));
        this.scan = settings.scanPct() > 0 ? prepare(sql.statement("scan.sql", table)) : null;
        for (LioOperation op : LioOperation.values()) latencyNanos.put(op, new Histogram(3));
    }

    @Override
    void loop(long deadlineNanos, long maxOperations, boolean measure, BooleanSupplier stop)
            throws SQLException, InterruptedException {
        if (measure) schedule.restart();
        long done = 0;
        while (!stop.getAsBoolean()
                && System.nanoTime() - deadlineNanos < 0
                && (maxOperations == 0 || done < maxOperations)) {
            LioOperation op = schedule.next();
            long high = highKey();
            long start = System.nanoTime();
            execute(op, high);
            long elapsed = System.nanoTime() - start;
            done++;
            if (measure) {
                latencyNanos.get(op).recordValue(elapsed);
                count(op, 1);
            }
            think();
        }
    }

    private long highKey() {
        return highKey(settings, keys, ++operationNumber, random);
    }

    /**
     * The exclusive upper key b of a range (b − WORK_UNIT, b): uniform in [WORK_UNIT + 1, keys − WORK_UNIT],
     * or, on every hotspotEvery-th operation, inside the hot spot.
     */
    static long highKey(LioSettings settings, long keys, long operationNumber, Random random) {
        int wu = settings.workUnit();
        long low = wu + 1;
        long high = keys - wu;
        if (settings.hotspotEvery() > 0 && operationNumber % settings.hotspotEvery() == 0) {
            low = settings.hotspotOffsetKeys() + wu + 1;
            high = settings.hotspotOffsetKeys() + settings.hotspotKeys();
        }
        return low + (long) (random.nextDouble() * (high - low + 1));
    }

    private void execute(LioOperation op, long high) throws SQLException {
        long low = high - settings.workUnit();
        switch (op) {
            case SELECT -> {
                select.setLong(1, low);
                select.setLong(2, high);
                try (ResultSet rs = select.executeQuery()) {
                    rs.next();
                }
            }
            case UPDATE -> {
                update.setLong(1, low);
                update.setLong(2, high);
                update.executeUpdate();
            }
            case SCAN -> {
                try (ResultSet rs = scan.executeQuery()) {
                    rs.next();
                }
            }
        }
    }

    private void think() throws InterruptedException {
        long max = settings.thinkMaxMillis();
        if (max == 0) return;
        long min = settings.thinkMinMillis();
        Thread.sleep(min + (long) (random.nextDouble() * (max - min + 1)));
    }

    @Override
    Map<LioOperation, Histogram> latencyNanos() {
        return latencyNanos;
    }

    @Override
    Map<LioOperation, Long> inDatabaseNanos() {
        return Map.of();
    }
}
