package io.dbbench.workloads.tpcds.schema;

import io.dbbench.workloads.sql.SqlErrors;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/** The installer's steps that talk to the database: DDL, metadata, each table's keys after its load. */
record TpcdsDatabase(DataSource dataSource, String dialect) {
    /** Every table of the schema, metadata last. */
    static List<String> allTables() {
        List<String> names = new ArrayList<>();
        for (TpcdsTable t : TpcdsTable.values()) names.add(t.tableName());
        names.add(TpcdsDdl.METADATA_TABLE);
        return names;
    }

    void execute(List<String> statements) throws SQLException {
        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement()) {
            c.setAutoCommit(true);
            for (String sql : statements) s.execute(sql);
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
                    throw SqlErrors.withMessage(e.getMessage() + " [" + sql + "]", e);
                }
            }
        }
    }
}
