package io.dbbench.workloads.soe.schema;

import java.sql.Types;

/** What a generated column holds; tells a JDBC sink which type a NULL is bound with. */
enum ColumnKind {
    INTEGER(Types.BIGINT),
    /** A number with two decimals, generated as a whole count of hundredths (cents). */
    DECIMAL2(Types.DECIMAL),
    TEXT(Types.VARCHAR),
    /** Oracle DATE / PostgreSQL timestamp(0): a date with a time of day, no zone. */
    DATE_TIME(Types.TIMESTAMP),
    /** TIMESTAMP WITH LOCAL TIME ZONE / timestamptz: an instant. */
    TIMESTAMP_TZ(Types.TIMESTAMP),
    /** INTERVAL YEAR TO MONTH, generated as a number of months. */
    YEAR_MONTHS(Types.INTEGER);

    private final int sqlType;

    ColumnKind(int sqlType) {
        this.sqlType = sqlType;
    }

    int sqlType() {
        return sqlType;
    }
}
