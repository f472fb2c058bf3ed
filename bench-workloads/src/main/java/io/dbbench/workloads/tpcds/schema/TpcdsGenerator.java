package io.dbbench.workloads.tpcds.schema;

import io.dbbench.workloads.bulk.RowSink;
import java.sql.SQLException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * The TPC-DS-like data for one (seed, scale): every table's rows, made on demand by key range and streamed
 * into a {@link RowSink}; nothing is held in memory but the column writers. Row {@code k} of a table is a
 * function of (seed, table, k) alone, so the same seed and scale give the same rows whichever thread
 * writes which range. Immutable and shared by the loader threads.
 */
public final class TpcdsGenerator {
    private final long seed;
    private final TpcdsVolumes volumes;
    private final Map<TpcdsTable, List<RowState.Column>> columns = new EnumMap<>(TpcdsTable.class);

    public TpcdsGenerator(long seed, TpcdsVolumes volumes) {
        this.seed = seed;
        this.volumes = volumes;
        for (TpcdsTable t : TpcdsTable.values()) {
            if (t == TpcdsTable.DATE_DIM || t == TpcdsTable.TIME_DIM || t == TpcdsTable.INVENTORY) continue;
            List<TpcdsColumn> cols = t.columns();
            columns.put(
                    t,
                    IntStream.range(0, cols.size())
                            .mapToObj(i -> column(t, i, cols.get(i)))
                            .toList());
        }
    }

    private RowState.Column column(TpcdsTable table, int index, TpcdsColumn column) {
        return switch (table) {
            case STORE_SALES, CATALOG_SALES, WEB_SALES -> FactColumns.sales(column, volumes);
            case STORE_RETURNS, CATALOG_RETURNS, WEB_RETURNS -> FactColumns.returns(table, column, volumes);
            default -> DimensionColumns.of(table, index, column, volumes);
        };
    }

    public long seed() {
        return seed;
    }

    public TpcdsVolumes volumes() {
        return volumes;
    }

    /**
     * Writes rows [fromKey, toKeyExclusive) of a table (keys are 1-based row numbers), in key order.
     *
     * @return how many rows were written
     */
    public long write(TpcdsTable table, long fromKey, long toKeyExclusive, RowSink out) throws SQLException {
        long to = Math.min(toKeyExclusive, volumes.rows(table) + 1);
        if (table == TpcdsTable.DATE_DIM) {
            for (long k = fromKey; k < to; k++) CalendarRows.writeDate(k, out);
        } else if (table == TpcdsTable.TIME_DIM) {
            for (long k = fromKey; k < to; k++) CalendarRows.writeTime(k, out);
        } else if (table == TpcdsTable.INVENTORY) {
            writeInventory(fromKey, to, out);
        } else {
            writeColumns(table, fromKey, to, out);
        }
        return Math.max(0, to - fromKey);
    }

    private void writeColumns(TpcdsTable table, long from, long to, RowSink out) throws SQLException {
        List<RowState.Column> writers = columns.get(table);
        TpcdsTable sales = table.salesTable();
        RowState row = new RowState(sales == null ? null : new SalesLine(seed, sales, volumes));
        boolean returns = sales != null && sales != table;
        for (long k = from; k < to; k++) {
            row.key = k;
            row.seed = TpcdsRandom.rowSeed(seed, table.salt(), k);
            if (returns) row.line.at(FactColumns.returnedLineKey(row.seed, k));
            else if (sales != null) row.line.at(k);
            out.beginRow();
            for (RowState.Column c : writers) c.write(row, out);
            out.endRow();
        }
    }

    /** One row per (snapshot date, warehouse, item), items fastest. */
    private void writeInventory(long from, long to, RowSink out) throws SQLException {
        long items = volumes.rows(TpcdsTable.ITEM);
        long warehouses = volumes.rows(TpcdsTable.WAREHOUSE);
        for (long k = from; k < to; k++) {
            long i = k - 1;
            out.beginRow();
            out.integer(TpcdsDates.firstSaleSk() + (i / (items * warehouses)) * TpcdsDates.INVENTORY_STEP_DAYS);
            out.integer(i % items + 1);
            out.integer(i / items % warehouses + 1);
            out.integer(TpcdsRandom.below(TpcdsRandom.rowSeed(seed, TpcdsTable.INVENTORY.salt(), k), 0, 1001));
            out.endRow();
        }
    }
}
