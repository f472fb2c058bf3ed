package io.dbbench.workloads.bulk;

import java.sql.Types;

/**
 * What a loaded column holds, as the sinks must send it: integers in their PostgreSQL width (binary COPY
 * sends exactly that many bytes), two-decimal numbers, text, dates, timestamps, year-month intervals and
 * JSON. {@link #code()} is the column's type in a {@link BulkTable#parse} spec.
 */
public enum ColumnType {
    SMALLINT("I2", Types.BIGINT),
    INTEGER("I4", Types.BIGINT),
    BIGINT("I8", Types.BIGINT),
    /** A number with two decimals, generated as a whole count of hundredths (cents). */
    DECIMAL2("D", Types.DECIMAL),
    TEXT("T", Types.VARCHAR),
    /** A date without time of day, generated as days since 1970-01-01. */
    DATE("DATE", Types.DATE),
    /** Oracle DATE / PostgreSQL timestamp: a date with a time of day, no zone. */
    TIMESTAMP("DT", Types.TIMESTAMP),
    /** TIMESTAMP WITH LOCAL TIME ZONE / timestamptz: an instant. */
    TIMESTAMP_TZ("TZ", Types.TIMESTAMP),
    /** INTERVAL YEAR TO MONTH, generated as a number of months. */
    YEAR_MONTHS("YM", Types.INTEGER),
    /** A JSON document: jsonb on PostgreSQL, its text elsewhere. */
    JSON("JSON", Types.VARCHAR);

    private final String code;
    private final int nullSqlType;

    ColumnType(String code, int nullSqlType) {
        this.code = code;
        this.nullSqlType = nullSqlType;
    }

    public String code() {
        return code;
    }

    /** The {@link Types} code a JDBC sink binds a NULL of this column with. */
    int nullSqlType() {
        return nullSqlType;
    }

    static ColumnType ofCode(String code) {
        for (ColumnType t : values()) if (t.code.equals(code)) return t;
        throw new IllegalArgumentException("unknown column type " + code);
    }
}
