package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.RowSink;
import io.dbbench.workloads.soe.SoeData;
import java.sql.SQLException;
import java.util.List;

/** ADDRESSES: key = address id; its owner from {@link OwnedIds}, places from {@link SoeData}. */
final class AddressRows extends OneRowPerKey {
    static final List<String> STREETS = SoeData.commaList(
            """
            High Street, Station Road, Church Lane, Mill Road, Park Avenue, Victoria Road, Green Lane,
            Manor Way, Queen Street, King Street, Bridge Road, Orchard Close, Meadow View, Chapel Street,
            School Lane, Elm Grove
            """);

    AddressRows(SoeDataGenerator data) {
        super(data, SoeTable.ADDRESSES, data.volumes().addresses());
    }

    @Override
    void writeRow(long id, RowRandom r, RowSink sink) throws SQLException {
        sink.integer(id);
        sink.integer(data.addressOwners().owner(id));
        sink.timestamp(SoeDates.LOAD_END_EPOCH_SECOND - r.nextLong(5 * SoeDates.YEAR_SECONDS));
        sink.text(Integer.toString(r.between(1, 999)));
        sink.text(r.pick(STREETS));
        sink.text(r.pick(SoeData.TOWNS));
        sink.text(r.pick(SoeData.COUNTIES));
        sink.text(r.pick(SoeData.COUNTRIES));
        sink.text(postCode(r));
        sink.text(Integer.toString(r.between(10_000, 99_999)));
    }

    /** A UK-style code such as {@code KT12 4QP}. */
    private static String postCode(RowRandom r) {
        char[] c = {letter(r), letter(r), digit(r), digit(r), ' ', digit(r), letter(r), letter(r)};
        return new String(c);
    }

    private static char letter(RowRandom r) {
        return (char) ('A' + r.nextInt(26));
    }

    private static char digit(RowRandom r) {
        return (char) ('0' + r.nextInt(10));
    }
}
