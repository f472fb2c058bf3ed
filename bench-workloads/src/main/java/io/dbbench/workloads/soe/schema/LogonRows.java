package io.dbbench.workloads.soe.schema;

import java.sql.SQLException;

/** LOGON: key = logon id; a random customer in the year before the load's end. */
final class LogonRows implements TableRows {
    private final SoeDataGenerator data;

    LogonRows(SoeDataGenerator data) {
        this.data = data;
    }

    @Override
    public SoeTable table() {
        return SoeTable.LOGON;
    }

    @Override
    public long keyCount() {
        return data.volumes().logons();
    }

    @Override
    public double rowsPerKey() {
        return 1;
    }

    @Override
    public long write(long fromKey, long toKeyExclusive, RowSink sink) throws SQLException {
        RowRandom r = new RowRandom();
        for (long id = fromKey; id < toKeyExclusive; id++) {
            r.reseed(data.seed(), SoeTable.LOGON.salt(), id);
            sink.beginRow();
            sink.integer(id);
            sink.integer(1 + r.nextLong(data.volumes().customers()));
            sink.dateTime(SoeDates.LOAD_END_EPOCH_SECOND - 1 - r.nextLong(SoeDates.YEAR_SECONDS));
            sink.endRow();
        }
        return toKeyExclusive - fromKey;
    }
}
