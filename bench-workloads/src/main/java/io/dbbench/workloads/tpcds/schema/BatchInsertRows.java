package io.dbbench.workloads.tpcds.schema;

import io.dbbench.workloads.bulk.JdbcBatch;
import java.sql.Date;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDate;
import java.util.List;

/** Oracle: TPC-DS-like rows bound to a committed JDBC batch insert of {@link #BATCH_ROWS} ({@link JdbcBatch}). */
final class BatchInsertRows implements TpcdsSink {
    static final int BATCH_ROWS = 5_000;

    private final JdbcBatch batch;
    private final List<TpcdsColumn> columns;

    BatchInsertRows(JdbcBatch batch, TpcdsTable table) {
        this.batch = batch;
        this.columns = table.columns();
    }

    static String insertSql(TpcdsTable table) {
        return "INSERT INTO " + table.tableName() + " (" + table.columnList() + ") VALUES ("
                + String.join(
                        ", ", java.util.Collections.nCopies(table.columns().size(), "?")) + ")";
    }

    @Override
    public void beginRow() {
        batch.beginRow();
    }

    @Override
    public void integer(long value) throws SQLException {
        batch.integer(value);
    }

    @Override
    public void decimal2(long hundredths) throws SQLException {
        batch.decimal2(hundredths);
    }

    @Override
    public void text(String value) throws SQLException {
        batch.text(value);
    }

    @Override
    public void date(long epochDay) throws SQLException {
        batch.statement().setDate(batch.next(), Date.valueOf(LocalDate.ofEpochDay(epochDay)));
    }

    @Override
    public void nullValue() throws SQLException {
        batch.nullValue(
                switch (columns.get(batch.column()).type()) {
                    case INTEGER -> Types.BIGINT;
                    case DECIMAL -> Types.DECIMAL;
                    case DATE -> Types.DATE;
                    case CHAR, VARCHAR -> Types.VARCHAR;
                });
    }

    @Override
    public void endRow() throws SQLException {
        batch.endRow();
    }
}
