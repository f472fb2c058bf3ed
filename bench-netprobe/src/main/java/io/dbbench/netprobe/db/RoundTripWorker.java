package io.dbbench.netprobe.db;

import io.dbbench.netprobe.stats.LatencyHistograms;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.function.BooleanSupplier;

/** One session of the round-trip phase: ping query, then isValid, timed apart, until a bound is hit. */
final class RoundTripWorker implements Runnable {
    private final int index;
    private final Connection connection;
    private final String pingSql;
    private final int isValidTimeoutSeconds;
    private final long quota;
    private final long deadlineNanos;
    private final BooleanSupplier stop;
    private final LatencyHistograms ping;
    private final LatencyHistograms isValid;
    private volatile SQLException failure;

    RoundTripWorker(
            int index,
            Connection connection,
            String pingSql,
            int isValidTimeoutSeconds,
            long quota,
            long deadlineNanos,
            BooleanSupplier stop,
            LatencyHistograms ping,
            LatencyHistograms isValid) {
        this.index = index;
        this.connection = connection;
        this.pingSql = pingSql;
        this.isValidTimeoutSeconds = isValidTimeoutSeconds;
        this.quota = quota;
        this.deadlineNanos = deadlineNanos;
        this.stop = stop;
        this.ping = ping;
        this.isValid = isValid;
    }

    int index() {
        return index;
    }

    SQLException failure() {
        return failure;
    }

    @Override
    public void run() {
        try (PreparedStatement statement = connection.prepareStatement(pingSql)) {
            for (long k = 0; k < quota; k++) {
                if (stop.getAsBoolean() || System.nanoTime() - deadlineNanos >= 0) {
                    return;
                }
                long begin = System.nanoTime();
                try (ResultSet rs = statement.executeQuery()) {
                    if (!rs.next()) {
                        throw new SQLException("'" + pingSql + "' returned no row");
                    }
                }
                long afterPing = System.nanoTime();
                ping.record(afterPing - begin);
                if (!connection.isValid(isValidTimeoutSeconds)) {
                    throw new SQLException("Connection.isValid(" + isValidTimeoutSeconds + ") returned false");
                }
                isValid.record(System.nanoTime() - afterPing);
            }
        } catch (SQLException e) {
            failure = e;
        }
    }
}
