package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.soe.SoeData;

import java.sql.SQLException;

/** CARD_DETAILS: key = card id; its owner from {@link OwnedIds}; 12-digit numbers, mostly valid. */
final class CardRows implements TableRows {
    private final SoeDataGenerator data;

    CardRows(SoeDataGenerator data) {
        this.data = data;
    }

    @Override
    public SoeTable table() {
        return SoeTable.CARD_DETAILS;
    }

    @Override
    public long keyCount() {
        return data.volumes().cards();
    }

    @Override
    public double rowsPerKey() {
        return 1;
    }

    @Override
    public long write(long fromKey, long toKeyExclusive, RowSink sink) throws SQLException {
        RowRandom r = new RowRandom();
        for (long id = fromKey; id < toKeyExclusive; id++) {
            r.reseed(data.seed(), SoeTable.CARD_DETAILS.salt(), id);
            sink.beginRow();
            sink.integer(id);
            sink.integer(data.cardOwners().owner(id));
            sink.text(r.pick(SoeData.cardTypes()));
            sink.integer(100_000_000_000L + r.nextLong(900_000_000_000L));
            sink.dateTime(SoeDates.LOAD_END_EPOCH_SECOND - SoeDates.YEAR_SECONDS + r.nextLong(5 * SoeDates.YEAR_SECONDS));
            sink.text(r.percent(95) ? "Y" : "N");
            sink.integer(r.between(100, 999));
            sink.endRow();
        }
        return toKeyExclusive - fromKey;
    }
}
