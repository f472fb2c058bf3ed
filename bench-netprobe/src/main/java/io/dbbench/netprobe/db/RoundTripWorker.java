package io.dbbench.netprobe.db;

import io.dbbench.netprobe.stats.LatencyHistograms;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.function.BooleanSupplier;

/** One session of the round-trip phase: ping query, then isValid, timed apart, until a bound is hit. */
final class RoundTripWorker implements Runnable {
    /** What all sessions of one round-trip phase share: the query, the bounds and the histograms. */
    record Phase(
            String pingSql,
            int isValidTimeoutSeconds,
            long deadlineNanos,
            BooleanSupplier stop,
            LatencyHistograms ping,
            LatencyHistograms isValid) {
        /** True once the phase was stopped or, at {@code nowNanos}, is past its deadline. */
        boolean ended(long nowNanos) {
            return stop.getAsBoolean() || nowNanos - deadlineNanos >= 0;
        }
    }

    private final int index;
    private final Connection connection;
    private final long quota;
    private final Phase phase;
    private volatile SQLException failure;

    RoundTripWorker(int index, Connection connection, long quota, Phase phase) {
        this.index = index;
        this.connection = connection;
        this.quota = quota;
        this.phase = phase;
    }

    int index() {
        return index;
    }

    SQLException failure() {
        return failure;
    }

    @Override
    public void run() {
        String pingSql = phase.pingSql();
        int isValidTimeoutSeconds = phase.isValidTimeoutSeconds();
        try (PreparedStatement statement = connection.prepareStatement(pingSql)) {
            for (long k = 0; k < quota; k++) {
                if (phase.ended(System.nanoTime())) {
                    return;
                }
                long begin = System.nanoTime();
                try (ResultSet rs = statement.executeQuery()) {
                    if (!rs.next()) {
                        throw new SQLException("'" + pingSql + "' returned no row");
                    }
                }
                long afterPing = System.nanoTime();
                phase.ping().record(afterPing - begin);
                if (!connection.isValid(isValidTimeoutSeconds)) {
                    throw new SQLException("Connection.isValid(" + isValidTimeoutSeconds + ") returned false");
                }
                phase.isValid().record(System.nanoTime() - afterPing);
            }
        } catch (SQLException e) {
            failure = e;
        }
    }
}
