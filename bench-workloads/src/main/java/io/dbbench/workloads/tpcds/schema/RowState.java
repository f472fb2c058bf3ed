package io.dbbench.workloads.tpcds.schema;

import io.dbbench.workloads.bulk.RowSink;
import java.sql.SQLException;

/** What the column writers of one table share while they write one row; one per thread and table. */
final class RowState {
    /** The row's key: 1-based row number of its table. */
    long key;
    /** The row's seed (for a returns row: the return's own seed). */
    long seed;
    /** A sales line: the row itself in a sales table, the line returned in a returns table. */
    final SalesLine line;

    RowState(SalesLine line) {
        this.line = line;
    }

    /** Writes one column of the current row. */
    @FunctionalInterface
    interface Column {
        void write(RowState row, RowSink out) throws SQLException;
    }
}
