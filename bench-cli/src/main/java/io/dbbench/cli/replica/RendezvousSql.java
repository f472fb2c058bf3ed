package io.dbbench.cli.replica;

import java.util.List;

/**
 * The rendezvous table's SQL in the databases dbbench runs against: one row per replica that arrived, its
 * arrival in epoch milliseconds read from the database's own clock (so replicas on hosts whose clocks differ
 * compare arrivals on one clock).
 *
 * @param createTable creates the table; run by every replica at once, so it must succeed when it exists
 *                    already (PostgreSQL: IF NOT EXISTS, and a lost race is caught by the caller; Oracle: a
 *                    block that swallows ORA-00955 only)
 * @param nowMillis   the database's clock in epoch milliseconds, as one SELECT
 * @param insert      this replica's arrival: run key, index, count, and its --start-timeout in milliseconds (the
 *                    arrival is the database's clock; the give-up time is the arrival plus the timeout)
 * @param arrivals    every arrival of one run key: index, count, arrival, give-up time
 * @param deleteOld   rows of other run keys older than the given epoch millisecond
 * @param deleteMine  this replica's row (run key, index): taken back when it gives up
 */
public record RendezvousSql(
        String createTable, String nowMillis, String insert, String arrivals, String deleteOld, String deleteMine) {
    static final String TABLE = "dbbench_rendezvous";

    /** The SQL of the dialect named {@code dialect} ({@code postgresql}, {@code oracle}); null for another. */
    public static RendezvousSql of(String dialect) {
        return switch (dialect) {
            case "postgresql" -> postgres();
            case "oracle" -> oracle();
            default -> null;
        };
    }

    /** Every statement, as it goes to the driver (for grammar checks). */
    public List<String> statements() {
        return List.of(createTable, nowMillis, insert, arrivals, deleteOld, deleteMine);
    }

    private static RendezvousSql postgres() {
        String now = "CAST(ROUND(EXTRACT(EPOCH FROM clock_timestamp()) * 1000) AS BIGINT)";
        return new RendezvousSql(
                "CREATE TABLE IF NOT EXISTS " + TABLE
                        + " (run_key VARCHAR(64) NOT NULL, replica_index INTEGER NOT NULL,"
                        + " replicas INTEGER NOT NULL, arrived_at_millis BIGINT NOT NULL,"
                        + " gives_up_at_millis BIGINT NOT NULL,"
                        + " PRIMARY KEY (run_key, replica_index))",
                "SELECT " + now,
                insert(now, ""),
                arrivalsSql(),
                deleteOldSql(),
                deleteMineSql());
    }

    private static RendezvousSql oracle() {
        // the UTC instant as Julian day (2440588 is 1970-01-01), seconds past midnight and milliseconds: format
        // models only, so nothing is rounded; SYSTIMESTAMP is read once per statement, so the three agree
        String utc = "SYS_EXTRACT_UTC(SYSTIMESTAMP)";
        String now = "((TO_NUMBER(TO_CHAR(" + utc + ", 'J')) - 2440588) * 86400000 + TO_NUMBER(TO_CHAR(" + utc
                + ", 'SSSSS')) * 1000 + TO_NUMBER(TO_CHAR(" + utc + ", 'FF3')))";
        return new RendezvousSql(
                "BEGIN\n"
                        + "  EXECUTE IMMEDIATE 'CREATE TABLE " + TABLE
                        + " (run_key VARCHAR2(64) NOT NULL, replica_index NUMBER(10) NOT NULL,"
                        + " replicas NUMBER(10) NOT NULL, arrived_at_millis NUMBER(19) NOT NULL,"
                        + " gives_up_at_millis NUMBER(19) NOT NULL,"
                        + " CONSTRAINT " + TABLE + "_pk PRIMARY KEY (run_key, replica_index))';\n"
                        + "EXCEPTION\n"
                        + "  WHEN OTHERS THEN\n"
                        + "    IF SQLCODE != -955 THEN RAISE; END IF;\n"
                        + "END;",
                "SELECT " + now + " FROM dual",
                insert(now, " FROM dual"),
                arrivalsSql(),
                deleteOldSql(),
                deleteMineSql());
    }

    private static String insert(String now, String from) {
        // one statement reads the clock once for both: the give-up time is exactly the arrival plus the timeout
        return "INSERT INTO " + TABLE + " (run_key, replica_index, replicas, arrived_at_millis, gives_up_at_millis)"
                + " SELECT ?, ?, ?, t.now_millis, t.now_millis + ? FROM (SELECT " + now + " AS now_millis" + from
                + ") t";
    }

    private static String arrivalsSql() {
        return "SELECT replica_index, replicas, arrived_at_millis, gives_up_at_millis FROM " + TABLE
                + " WHERE run_key = ?";
    }

    private static String deleteMineSql() {
        return "DELETE FROM " + TABLE + " WHERE run_key = ? AND replica_index = ?";
    }

    private static String deleteOldSql() {
        return "DELETE FROM " + TABLE + " WHERE run_key <> ? AND arrived_at_millis < ?";
    }
}
