package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.RowSink;
import io.dbbench.workloads.soe.SoeData;
import java.sql.SQLException;

/** WAREHOUSES: key = warehouse id 1..1000, named after a town, with a location id 1000..9999. */
final class WarehouseRows extends OneRowPerKey {
    WarehouseRows(SoeDataGenerator data) {
        super(data, SoeTable.WAREHOUSES, SoeVolumes.WAREHOUSES);
    }

    @Override
    void writeRow(long id, RowRandom r, RowSink sink) throws SQLException {
        sink.integer(id);
        sink.text(r.pick(SoeData.TOWNS) + " Depot " + id);
        sink.integer(r.between(1_000, 9_999));
    }
}
