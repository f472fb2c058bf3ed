package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.RowSink;
import java.util.ArrayList;
import java.util.List;

/** Keeps generated rows as lists of values (Long, String, null; decimals as cents; dates as epoch seconds). */
class RecordingSink implements RowSink {
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
        row.add(hundredths);
    }

    @Override
    public void text(String value) {
        row.add(value);
    }

    @Override
    public void timestamp(long epochSecond) {
        row.add(epochSecond);
    }

    @Override
    public void timestampTz(long epochSecond) {
        row.add(epochSecond);
    }

    @Override
    public void yearMonths(int months) {
        row.add((long) months);
    }

    @Override
    public void date(long epochDay) {
        throw new AssertionError("Order Entry has no DATE-only column");
    }

    @Override
    public void json(String document) {
        throw new AssertionError("Order Entry has no JSON column");
    }

    @Override
    public void nullValue() {
        row.add(null);
    }

    @Override
    public void endRow() {
        rows.add(row);
        row = null;
    }

    static List<List<Object>> all(TableRows rows) throws Exception {
        RecordingSink sink = new RecordingSink();
        rows.write(1, rows.keyCount() + 1, sink);
        return sink.rows;
    }
}
