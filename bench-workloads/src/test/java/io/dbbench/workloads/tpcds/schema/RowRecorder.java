package io.dbbench.workloads.tpcds.schema;

import io.dbbench.workloads.bulk.RowSink;
import java.util.ArrayList;
import java.util.List;

/** A sink that keeps every row as a list of values (Long, String, LocalDate epoch day as "date:n", null). */
final class RowRecorder implements RowSink {
    final List<List<Object>> rows = new ArrayList<>();
    private List<Object> row;

    @Override
    public void beginRow() {
        row = new ArrayList<>();
    }

    @Override
    public void integer(long value) {
        row.add(value);
    }

    @Override
    public void decimal2(long hundredths) {
        row.add(java.math.BigDecimal.valueOf(hundredths, 2));
    }

    @Override
    public void text(String value) {
        row.add(value);
    }

    @Override
    public void date(long epochDay) {
        row.add("date:" + epochDay);
    }

    @Override
    public void timestamp(long epochSecond) {
        throw new AssertionError("TPC-DS-like tables have no timestamp column");
    }

    @Override
    public void timestampTz(long epochSecond) {
        throw new AssertionError("TPC-DS-like tables have no timestamp column");
    }

    @Override
    public void yearMonths(int months) {
        throw new AssertionError("TPC-DS-like tables have no interval column");
    }

    @Override
    public void json(String document) {
        throw new AssertionError("TPC-DS-like tables have no JSON column");
    }

    @Override
    public void nullValue() {
        row.add(null);
    }

    @Override
    public void endRow() {
        rows.add(row);
    }

    static RowRecorder all(TpcdsGenerator g, TpcdsTable t) throws java.sql.SQLException {
        RowRecorder r = new RowRecorder();
        g.write(t, 1, g.volumes().rows(t) + 1, r);
        return r;
    }
}
