package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.RowSink;
import java.sql.SQLException;

/** LOGON: key = logon id; a random customer in the year before the load's end. */
final class LogonRows extends OneRowPerKey {
    LogonRows(SoeDataGenerator data) {
        super(data, SoeTable.LOGON, data.volumes().logons());
    }

    @Override
    void writeRow(long id, RowRandom r, RowSink sink) throws SQLException {
        sink.integer(id);
        sink.integer(1 + r.nextLong(data.volumes().customers()));
        sink.timestamp(SoeDates.LOAD_END_EPOCH_SECOND - 1 - r.nextLong(SoeDates.YEAR_SECONDS));
    }
}
