package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.soe.SoeData;

import java.sql.SQLException;
import java.util.List;

/** CUSTOMERS: key = customer id; names from {@link SoeData}, preferred address and card their own first ones. */
final class CustomerRows implements TableRows {
    static final List<String> EMAIL_DOMAINS = List.of("example.com", "example.net", "example.org", "mail.example",
            "post.example");
    static final List<String> SUGGESTIONS = List.of("Books", "Music", "Electronics", "Garden", "Sports", "Toys",
            "Clothing", "Kitchen", "Computing", "Travel");

    private final SoeDataGenerator data;

    CustomerRows(SoeDataGenerator data) {
        this.data = data;
    }

    @Override
    public SoeTable table() {
        return SoeTable.CUSTOMERS;
    }

    @Override
    public long keyCount() {
        return data.volumes().customers();
    }

    @Override
    public double rowsPerKey() {
        return 1;
    }

    @Override
    public long write(long fromKey, long toKeyExclusive, RowSink sink) throws SQLException {
        RowRandom r = new RowRandom();
        for (long id = fromKey; id < toKeyExclusive; id++) {
            r.reseed(data.seed(), SoeTable.CUSTOMERS.salt(), id);
            String first = r.pick(SoeData.firstNames());
            String last = r.pick(SoeData.lastNames());
            SoeData.NlsSetting nls = r.pick(SoeData.nlsSettings());
            sink.beginRow();
            sink.integer(id);
            sink.text(first);
            sink.text(last);
            sink.text(nls.language());
            sink.text(nls.territory());
            sink.decimal2(100L * r.between(100, 5_000));
            sink.text(first + "." + last + "@" + r.pick(EMAIL_DOMAINS));
            sink.integer(r.between(SoeConstants.MIN_SALES_REP_ID, SoeConstants.MAX_SALES_REP_ID));
            sink.dateTime(SoeDates.LOAD_END_EPOCH_SECOND - SoeDates.YEAR_SECONDS - r.nextLong(9 * SoeDates.YEAR_SECONDS));
            sink.text(data.customerClass(id));
            sink.text(r.pick(SUGGESTIONS));
            sink.dateTime(dayStart(SoeDates.LOAD_END_EPOCH_SECOND - 20 * SoeDates.YEAR_SECONDS
                    - r.nextLong(40 * SoeDates.YEAR_SECONDS)));
            sink.text(r.percent(50) ? "Y" : "N");
            sink.text(r.percent(30) ? "Y" : "N");
            sink.integer(data.addressOwners().first(id));
            sink.integer(data.cardOwners().first(id));
            sink.endRow();
        }
        return toKeyExclusive - fromKey;
    }

    private static long dayStart(long epochSecond) {
        return epochSecond - Math.floorMod(epochSecond, SoeDates.DAY_SECONDS);
    }
}
