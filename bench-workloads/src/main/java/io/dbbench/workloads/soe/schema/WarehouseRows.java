package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.soe.SoeData;

import java.sql.SQLException;

/** WAREHOUSES: key = warehouse id 1..1000, named after a town, with a location id 1000..9999. */
final class WarehouseRows implements TableRows {
    private final SoeDataGenerator data;

    WarehouseRows(SoeDataGenerator data) {
        this.data = data;
    }

    @Override
    public SoeTable table() {
        return SoeTable.WAREHOUSES;
    }

    @Override
    public long keyCount() {
        return SoeVolumes.WAREHOUSES;
    }

    @Override
    public double rowsPerKey() {
        return 1;
    }

    @Override
    public long write(long fromKey, long toKeyExclusive, RowSink sink) throws SQLException {
        RowRandom r = new RowRandom();
        for (long id = fromKey; id < toKeyExclusive; id++) {
            r.reseed(data.seed(), SoeTable.WAREHOUSES.salt(), id);
            sink.beginRow();
            sink.integer(id);
            sink.text(r.pick(SoeData.towns()) + " Depot " + id);
            sink.integer(r.between(1_000, 9_999));
            sink.endRow();
        }
        return toKeyExclusive - fromKey;
    }
}
