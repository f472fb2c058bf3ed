package io.dbbench.workloads.tpcds.dml;

import io.dbbench.workloads.tpcds.schema.TpcdsDdl;
import io.dbbench.workloads.tpcds.schema.TpcdsSchemaInstaller;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.EnumMap;
import java.util.Map;

/**
 * Order numbers of new sales, unique across every process inserting into one schema (--replicas, --fork,
 * runs one after another): each process reserves blocks of {@link #BLOCK} numbers from a high-water mark
 * per channel in the schema's metadata ({@code TPCDS_LAST_ORDER_<CHANNEL>}), under a row lock on the load
 * marker so two processes never reserve the same block. The first reservation starts after the loaded
 * orders, known from the metadata's scale: no scan of the sales tables.
 */
final class OrderNumbers {
    static final long BLOCK = 10_000;
    static final String KEY_PREFIX = "TPCDS_LAST_ORDER_";

    private final Map<SalesChannel, Long> loadedOrders;
    private final Map<SalesChannel, long[]> ranges = new EnumMap<>(SalesChannel.class);

    /** @param loadedOrders the highest order number the load made, per channel */
    OrderNumbers(Map<SalesChannel, Long> loadedOrders) {
        this.loadedOrders = Map.copyOf(loadedOrders);
    }

    /**
     * The next order number of a channel; reserves a block on {@code connection} (and commits, before
     * the caller's own statements) when this process has none left.
     */
    synchronized long next(SalesChannel channel, Connection connection) throws SQLException {
        long[] range = ranges.get(channel); // {next, last}
        if (range == null || range[0] > range[1]) {
            range = reserve(channel, connection);
            ranges.put(channel, range);
        }
        return range[0]++;
    }

    private long[] reserve(SalesChannel channel, Connection c) throws SQLException {
        String key = KEY_PREFIX + channel.name();
        boolean autoCommit = c.getAutoCommit();
        if (autoCommit) c.setAutoCommit(false);
        try {
            try (PreparedStatement lock = c.prepareStatement(
                    "SELECT metadata_value FROM " + TpcdsDdl.METADATA_TABLE + " WHERE metadata_key = ? FOR UPDATE")) {
                lock.setString(1, TpcdsSchemaInstaller.LOAD_STATE_KEY);
                try (ResultSet rs = lock.executeQuery()) {
                    if (!rs.next())
                        throw new SQLException(TpcdsDmlProvider.NAME + " schema has no load marker in "
                                + TpcdsDdl.METADATA_TABLE + ": recreate it with 'bench-cli tpcds create --replace'");
                }
            }
            String recorded = value(c, key);
            long last;
            try {
                last = recorded == null ? loadedOrders.get(channel) : Long.parseLong(recorded.trim());
            } catch (NumberFormatException e) {
                throw new SQLException(TpcdsDdl.METADATA_TABLE + " " + key + " is not a number: '" + recorded + "'", e);
            }
            String sql = recorded == null
                    ? "INSERT INTO " + TpcdsDdl.METADATA_TABLE + " (metadata_value, metadata_key) VALUES (?, ?)"
                    : "UPDATE " + TpcdsDdl.METADATA_TABLE + " SET metadata_value = ? WHERE metadata_key = ?";
            try (PreparedStatement write = c.prepareStatement(sql)) {
                write.setString(1, Long.toString(last + BLOCK));
                write.setString(2, key);
                write.executeUpdate();
            }
            c.commit();
            return new long[] {last + 1, last + BLOCK};
        } catch (SQLException e) {
            c.rollback();
            throw e;
        } finally {
            if (autoCommit) c.setAutoCommit(true);
        }
    }

    private static String value(Connection c, String key) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT metadata_value FROM " + TpcdsDdl.METADATA_TABLE + " WHERE metadata_key = ?")) {
            ps.setString(1, key);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }
}
