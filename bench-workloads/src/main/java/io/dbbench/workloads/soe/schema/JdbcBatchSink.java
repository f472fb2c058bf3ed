package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.JdbcBatch;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Calendar;
import java.util.List;
import java.util.TimeZone;

/** Order Entry rows bound to a committed JDBC batch insert ({@link JdbcBatch}). */
final class JdbcBatchSink implements RowSink {
    private final JdbcBatch batch;
    private final List<SoeTable.Column> columns;
    private final Calendar utc = Calendar.getInstance(TimeZone.getTimeZone("UTC"));

    JdbcBatchSink(JdbcBatch batch, SoeTable table) {
        this.batch = batch;
        this.columns = table.columns();
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
    public void dateTime(long epochSecond) throws SQLException {
        batch.statement()
                .setTimestamp(
                        batch.next(), Timestamp.valueOf(LocalDateTime.ofEpochSecond(epochSecond, 0, ZoneOffset.UTC)));
    }

    @Override
    public void timestampTz(long epochSecond) throws SQLException {
        batch.statement().setTimestamp(batch.next(), new Timestamp(epochSecond * 1000), utc);
    }

    @Override
    public void yearMonths(int months) throws SQLException {
        batch.statement().setInt(batch.next(), months);
    }

    @Override
    public void nullValue() throws SQLException {
        batch.nullValue(columns.get(batch.column()).kind().sqlType());
    }

    @Override
    public void endRow() throws SQLException {
        batch.endRow();
    }
}
