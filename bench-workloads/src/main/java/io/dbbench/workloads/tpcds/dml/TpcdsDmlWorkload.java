package io.dbbench.workloads.tpcds.dml;

import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.sql.CountQuery;
import io.dbbench.workloads.sql.SchemaObjects;
import io.dbbench.workloads.sql.SqlErrors;
import io.dbbench.workloads.tpcds.schema.TpcdsDdl;
import io.dbbench.workloads.tpcds.schema.TpcdsSchemaInstaller;
import io.dbbench.workloads.tpcds.schema.TpcdsTable;
import io.dbbench.workloads.tpcds.schema.TpcdsVolumes;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The TPC-DS DML workload opened for one run: the highest key of every dimension and the next order number
 * of every channel, read once and shared by the sessions; and, for a schema this tool loaded, the seed and
 * row counts so an update can name a loaded line. On such a schema new orders are numbered from blocks
 * reserved in its metadata ({@link OrderNumbers}), unique across processes; on a schema of another tool,
 * from the highest order number + 1 by a counter of this process.
 */
public final class TpcdsDmlWorkload implements Workload {
    private final Map<TpcdsTable, Long> maxKeys;
    private final Map<SalesChannel, AtomicLong> nextOrder;
    private final Map<SalesChannel, Long> loadedOrders;
    private final LoadedData loaded;
    private final OrderNumbers orders;

    /**
     * The seed and scale of a load by this tool, from its metadata: with them an update names a line that
     * was loaded (its item key and order number are recomputed, not read).
     */
    record LoadedData(long seed, TpcdsVolumes volumes) {}

    TpcdsDmlWorkload(
            Map<TpcdsTable, Long> maxKeys,
            Map<SalesChannel, AtomicLong> nextOrder,
            Map<SalesChannel, Long> loadedOrders,
            LoadedData loaded) {
        this.maxKeys = maxKeys;
        this.nextOrder = nextOrder;
        this.loadedOrders = loadedOrders;
        this.loaded = loaded;
        this.orders = loaded == null ? null : new OrderNumbers(loadedOrders);
    }

    static TpcdsDmlWorkload open(WorkloadContext context) throws SQLException {
        Map<TpcdsTable, Long> maxKeys = new EnumMap<>(TpcdsTable.class);
        Map<SalesChannel, AtomicLong> next = new EnumMap<>(SalesChannel.class);
        Map<SalesChannel, Long> loaded = new EnumMap<>(SalesChannel.class);
        LoadedData data;
        try (Connection c = context.dataSource().getConnection()) {
            for (TpcdsTable t : TpcdsTable.values()) {
                if (t.isFact() || t == TpcdsTable.DATE_DIM || t == TpcdsTable.TIME_DIM) continue;
                maxKeys.put(t, Math.max(1, max(c, t.columns().get(0).name(), t.tableName())));
            }
            data = loadedData(c);
            for (SalesChannel ch : SalesChannel.values()) {
                // our load numbers orders 1..N: no scan of the sales tables
                long max = data != null
                        ? data.volumes().rows(ch.table()) / TpcdsVolumes.LINES_PER_ORDER
                        : max(c, ch.orderColumn(), ch.table().tableName());
                next.put(ch, new AtomicLong(max + 1));
                loaded.put(ch, max);
            }
            if (!c.getAutoCommit()) c.commit();
        } catch (SQLException e) {
            throw SqlErrors.withContext(
                    TpcdsDmlProvider.NAME + " could not read the key ranges (is the TPC-DS-like schema "
                            + "installed? 'bench-cli tpcds create'): ",
                    e);
        }
        return new TpcdsDmlWorkload(maxKeys, next, loaded, data);
    }

    /** Null when the schema has no metadata of ours (built by another tool). */
    private static LoadedData loadedData(Connection c) throws SQLException {
        if (!SchemaObjects.tableExists(c, TpcdsDdl.METADATA_TABLE)) return null;
        Map<String, String> meta = TpcdsSchemaInstaller.METADATA.read(c);
        String seed = meta.get(TpcdsSchemaInstaller.SEED_KEY);
        String scale = meta.get(TpcdsSchemaInstaller.SCALE_KEY);
        if (seed == null || scale == null) return null;
        try {
            return new LoadedData(Long.parseLong(seed), TpcdsVolumes.of(Double.parseDouble(scale)));
        } catch (IllegalArgumentException e) {
            return null; // not ours to interpret: updates fall back to random keys
        }
    }

    private static long max(Connection c, String column, String table) throws SQLException {
        return CountQuery.count(c, "SELECT COALESCE(MAX(" + column + "), 0) FROM " + table);
    }

    long maxKey(TpcdsTable dimension) {
        return maxKeys.get(dimension);
    }

    /** A new order number; may reserve a block of them on the session's connection (see {@link OrderNumbers}). */
    long nextOrderNumber(SalesChannel channel, Connection connection) throws SQLException {
        return orders != null
                ? orders.next(channel, connection)
                : nextOrder.get(channel).getAndIncrement();
    }

    /** The highest order number of the load (our schema) or there was when the run started (another tool's). */
    long loadedOrders(SalesChannel channel) {
        return loadedOrders.get(channel);
    }

    /** The metadata of this tool's load, or null. */
    LoadedData loaded() {
        return loaded;
    }

    @Override
    public Transaction newTransaction(String transactionName) {
        return switch (transactionName) {
            case TpcdsDmlProvider.NEW_CATALOG_SALES -> new NewSales(this, SalesChannel.CATALOG);
            case TpcdsDmlProvider.NEW_STORE_SALES -> new NewSales(this, SalesChannel.STORE);
            case TpcdsDmlProvider.NEW_WEB_SALES -> new NewSales(this, SalesChannel.WEB);
            case TpcdsDmlProvider.UPDATE_CATALOG_SALES -> new UpdateSales(this, SalesChannel.CATALOG);
            case TpcdsDmlProvider.UPDATE_STORE_SALES -> new UpdateSales(this, SalesChannel.STORE);
            case TpcdsDmlProvider.UPDATE_WEB_SALES -> new UpdateSales(this, SalesChannel.WEB);
            default -> throw new IllegalArgumentException(TpcdsDmlProvider.NAME + " has no transaction '"
                    + transactionName + "'; known: " + String.join(", ", TpcdsDmlProvider.TRANSACTION_NAMES));
        };
    }
}
