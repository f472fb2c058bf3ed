package io.dbbench.workloads.lio;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.workloads.sql.CountQuery;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * Creates, finds and drops the test's tables: {@code lio_t1..lio_tN} of the same row count, and the small
 * {@code lio_scan} table the scan operations read.
 */
public record LioSchema(LioSql sql) {
    public static final int MIN_ROWS = 100;

    /** @throws UnsupportedOperationException for a database other than PostgreSQL and Oracle */
    public static LioSchema forDialect(Dialect dialect) {
        return new LioSchema(LioSql.forDialect(dialect));
    }

    /** What is there: the data tables (in order) and the row count of the first; empty when none. */
    public record Status(List<String> tables, long rows, boolean hasScanTable) {
        public boolean exists() {
            return !tables.isEmpty();
        }
    }

    public Status status(Connection c) throws SQLException {
        List<String> all = allTables(c);
        List<String> data = new ArrayList<>();
        for (int i = 1; all.contains("lio_t" + i); i++) data.add("lio_t" + i);
        // MAX gives one row, NULL (read as 0) for an empty table
        long rows = data.isEmpty() ? 0 : CountQuery.count(c, sql.statement("max-key.sql", data.get(0)));
        return new Status(List.copyOf(data), rows, all.contains(LioSql.SCAN_TABLE));
    }

    /** Every lio_ table there is, data, scan or stray (a table left from a larger create), by name. */
    public List<String> allTables(Connection c) throws SQLException {
        List<String> all = new ArrayList<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql.statement("list-tables.sql", "lio_table"))) {
            while (rs.next()) all.add(rs.getString(1));
        }
        return List.copyOf(all);
    }

    /**
     * A table's keys: how many rows, how many distinct keys, the least and the greatest (create loads
     * keys 1..rows, each once).
     */
    public record Keys(long rows, long distinct, long min, long max) {
        /** True when the table holds keys 1..rows, each once. */
        public boolean contiguousFromOne() {
            return rows > 0 && distinct == rows && min == 1 && max == rows;
        }
    }

    public Keys keys(Connection c, String table) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql.statement("key-counts.sql", table))) {
            rs.next();
            return new Keys(rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getLong(4));
        }
    }

    /**
     * Creates {@code tables} tables of {@code rows} rows and the scan table of {@code scanRows} rows.
     *
     * @param onTableDone called with the number of data tables done so far (for progress)
     * @throws IllegalStateException when tables are there already (drop them first)
     */
    public void create(Connection c, int tables, long rows, long scanRows, IntConsumer onTableDone)
            throws SQLException {
        if (tables < 1) throw new IllegalArgumentException("tables must be >= 1, was " + tables);
        if (rows < MIN_ROWS || scanRows < MIN_ROWS) {
            throw new IllegalArgumentException(
                    "tables need at least " + MIN_ROWS + " rows, were " + rows + " and " + scanRows);
        }
        if (status(c).exists() || status(c).hasScanTable()) {
            throw new IllegalStateException("logical-I/O tables are there already: drop them first (lio drop)");
        }
        boolean autoCommit = c.getAutoCommit();
        c.setAutoCommit(true);
        try {
            createTable(c, LioSql.SCAN_TABLE, scanRows);
            for (int t = 1; t <= tables; t++) {
                createTable(c, "lio_t" + t, rows);
                onTableDone.accept(t);
            }
        } finally {
            c.setAutoCommit(autoCommit);
        }
    }

    private void createTable(Connection c, String table, long rows) throws SQLException {
        for (String statement : sql.script("create-table.sql", table)) {
            if (statement.contains("?") || statement.contains(":row_count")) {
                try (PreparedStatement ps = c.prepareStatement(statement)) {
                    ps.setLong(1, rows);
                    ps.executeUpdate();
                }
            } else if (!statement.equalsIgnoreCase("COMMIT")) {
                try (Statement s = c.createStatement()) {
                    s.execute(statement);
                }
            }
        }
    }

    /** Drops every lio_ table there is; returns how many. Fine when there are none. */
    public int drop(Connection c) throws SQLException {
        List<String> all = allTables(c);
        for (String table : all) {
            try (Statement s = c.createStatement()) {
                s.execute(sql.statement("drop-table.sql", table));
            }
        }
        if (!c.getAutoCommit()) c.commit();
        return all.size();
    }
}
