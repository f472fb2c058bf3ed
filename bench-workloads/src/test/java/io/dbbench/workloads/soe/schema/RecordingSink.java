package io.dbbench.workloads.soe.schema;

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
    public void dateTime(long epochSecond) {
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
