package io.dbbench.workloads.tpcds.schema;

import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.sql.SchemaObjects;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/** The installer's steps that talk to the database: status, DDL, metadata, drop. */
final class TpcdsDatabase {
    private final DataSource dataSource;
    private final String dialect;

    TpcdsDatabase(DataSource dataSource, String dialect) {
        this.dataSource = dataSource;
        this.dialect = dialect;
    }

    /** Every table of the schema, metadata last. */
    static List<String> allTables() {
        List<String> names = new ArrayList<>();
        for (TpcdsTable t : TpcdsTable.values()) names.add(t.tableName());
        names.add(TpcdsDdl.METADATA_TABLE);
        return names;
    }

    SchemaStatus status() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            List<String> present = new ArrayList<>();
            List<String> missing = new ArrayList<>();
            for (String table : allTables()) (SchemaObjects.tableExists(c, table) ? present : missing).add(table);
            if (present.isEmpty()) return new SchemaStatus(SchemaStatus.State.ABSENT, "");
            String loadState = present.contains(TpcdsDdl.METADATA_TABLE)
                    ? metadata(c).get(TpcdsSchemaInstaller.LOAD_STATE_KEY)
                    : null;
            if (!c.getAutoCommit()) c.commit();
            if (loadState != null && !TpcdsSchemaInstaller.LOAD_COMPLETE.equals(loadState)) {
                return new SchemaStatus(SchemaStatus.State.PARTIAL, "load state '" + loadState + "'");
            }
            // no marker: a schema another tool (SwingBench's wizard) built is complete when its tables are there
            List<String> dataMissing = missing.stream()
                    .filter(t -> !t.equals(TpcdsDdl.METADATA_TABLE))
                    .toList();
            if (!dataMissing.isEmpty()) {
                return new SchemaStatus(
                        SchemaStatus.State.PARTIAL, "tables missing: " + String.join(", ", dataMissing));
            }
            return new SchemaStatus(SchemaStatus.State.COMPLETE, loadState == null ? "no load-state marker" : "");
        }
    }

    /** Key (upper case) to value of the metadata table. */
    static Map<String, String> metadata(Connection c) throws SQLException {
        Map<String, String> out = new java.util.HashMap<>();
        try (PreparedStatement ps =
                        c.prepareStatement("SELECT metadata_key, metadata_value FROM " + TpcdsDdl.METADATA_TABLE);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                if (rs.getString(1) != null)
                    out.put(rs.getString(1).trim().toUpperCase(java.util.Locale.ROOT), rs.getString(2));
            }
        }
        return out;
    }

    void execute(List<String> statements) throws SQLException {
        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement()) {
            c.setAutoCommit(true);
            for (String sql : statements) s.execute(sql);
        }
    }

    void writeMetadata(Map<String, String> entries) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            try (PreparedStatement delete =
                            c.prepareStatement("DELETE FROM " + TpcdsDdl.METADATA_TABLE + " WHERE metadata_key = ?");
                    PreparedStatement insert = c.prepareStatement("INSERT INTO " + TpcdsDdl.METADATA_TABLE
                            + " (metadata_key, metadata_value) VALUES (?, ?)")) {
                for (Map.Entry<String, String> e : entries.entrySet()) {
                    delete.setString(1, e.getKey());
                    delete.executeUpdate();
                    insert.setString(1, e.getKey());
                    insert.setString(2, e.getValue());
                    insert.executeUpdate();
                }
                c.commit();
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        }
    }

    /** Drops the tables that exist (keys and indexes go with them); nothing to do is fine. */
    void drop() throws SQLException {
        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement()) {
            c.setAutoCommit(true);
            for (String table : allTables()) {
                if (SchemaObjects.tableExists(c, table)) s.execute(TpcdsDdl.dropTable(table, dialect));
            }
        }
    }

    /** A table's keys, indexes and statistics, on the loader's connection; index builds get more sort memory. */
    void runAfterLoad(Connection c, List<String> statements) throws SQLException {
        c.setAutoCommit(true);
        try (Statement s = c.createStatement()) {
            if ("postgresql".equals(dialect)) s.execute("SET maintenance_work_mem = '256MB'");
            for (String sql : statements) {
                try {
                    s.execute(sql);
                } catch (SQLException e) {
                    throw new SQLException(e.getMessage() + " [" + sql + "]", e.getSQLState(), e.getErrorCode(), e);
                }
            }
        }
    }

    DataSource dataSource() {
        return dataSource;
    }
}
