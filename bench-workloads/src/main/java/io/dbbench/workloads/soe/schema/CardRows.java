package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.RowSink;
import io.dbbench.workloads.soe.SoeData;
import java.sql.SQLException;

/** CARD_DETAILS: key = card id; its owner from {@link OwnedIds}; 12-digit numbers, mostly valid. */
final class CardRows extends OneRowPerKey {
    CardRows(SoeDataGenerator data) {
        super(data, SoeTable.CARD_DETAILS, data.volumes().cards());
    }

    @Override
    void writeRow(long id, RowRandom r, RowSink sink) throws SQLException {
        sink.integer(id);
        sink.integer(data.cardOwners().owner(id));
        sink.text(r.pick(SoeData.CARD_TYPES));
        sink.integer(100_000_000_000L + r.nextLong(900_000_000_000L));
        sink.timestamp(SoeDates.LOAD_END_EPOCH_SECOND - SoeDates.YEAR_SECONDS + r.nextLong(5 * SoeDates.YEAR_SECONDS));
        sink.text(r.percent(95) ? "Y" : "N");
        sink.integer(r.between(100, 999));
    }
}
