package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.RowSink;
import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.soe.SoeData;
import java.sql.SQLException;
import java.util.List;

/** CUSTOMERS: key = customer id; names from {@link SoeData}, preferred address and card their own first ones. */
final class CustomerRows extends OneRowPerKey {
    static final List<String> EMAIL_DOMAINS =
            List.of("example.com", "example.net", "example.org", "mail.example", "post.example");
    static final List<String> SUGGESTIONS = List.of(
            "Books", "Music", "Electronics", "Garden", "Sports", "Toys", "Clothing", "Kitchen", "Computing", "Travel");

    CustomerRows(SoeDataGenerator data) {
        super(data, SoeTable.CUSTOMERS, data.volumes().customers());
    }

    @Override
    void writeRow(long id, RowRandom r, RowSink sink) throws SQLException {
        String first = r.pick(SoeData.FIRST_NAMES);
        String last = r.pick(SoeData.LAST_NAMES);
        SoeData.NlsSetting nls = r.pick(SoeData.NLS_SETTINGS);
        sink.integer(id);
        sink.text(first);
        sink.text(last);
        sink.text(nls.language());
        sink.text(nls.territory());
        sink.decimal2(100L * r.between(100, 5_000));
        sink.text(first + "." + last + "@" + r.pick(EMAIL_DOMAINS));
        sink.integer(r.between(SoeConstants.MIN_SALES_REP_ID, SoeConstants.MAX_SALES_REP_ID));
        sink.timestamp(SoeDates.LOAD_END_EPOCH_SECOND - SoeDates.YEAR_SECONDS - r.nextLong(9 * SoeDates.YEAR_SECONDS));
        sink.text(data.customerClass(id));
        sink.text(r.pick(SUGGESTIONS));
        sink.timestamp(dayStart(
                SoeDates.LOAD_END_EPOCH_SECOND - 20 * SoeDates.YEAR_SECONDS - r.nextLong(40 * SoeDates.YEAR_SECONDS)));
        sink.text(r.percent(50) ? "Y" : "N");
        sink.text(r.percent(30) ? "Y" : "N");
        sink.integer(data.addressOwners().first(id));
        sink.integer(data.cardOwners().first(id));
    }

    private static long dayStart(long epochSecond) {
        return epochSecond - Math.floorMod(epochSecond, SoeDates.DAY_SECONDS);
    }
}
