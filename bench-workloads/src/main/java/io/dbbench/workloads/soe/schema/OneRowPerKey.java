package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.RowSink;
import java.sql.SQLException;

/**
 * A table with exactly one row per key, the key being the row's own id: the loop, the per-key reseeding
 * that makes rows independent of chunking, and the row framing live here; subclasses say what is in a row.
 */
abstract class OneRowPerKey extends TableRows {
    OneRowPerKey(SoeDataGenerator data, SoeTable table, long keyCount) {
        super(data, table, keyCount);
    }

    @Override
    final long write(long fromKey, long toKeyExclusive, RowSink sink) throws SQLException {
        RowRandom r = new RowRandom();
        for (long id = fromKey; id < toKeyExclusive; id++) {
            r.reseed(data.seed(), table().salt(), id);
            sink.beginRow();
            writeRow(id, r, sink);
            sink.endRow();
        }
        return toKeyExclusive - fromKey;
    }

    /** The columns of row {@code id}, in table order, drawn from {@code r} (already seeded for this id). */
    abstract void writeRow(long id, RowRandom r, RowSink sink) throws SQLException;
}
