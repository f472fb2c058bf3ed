package io.dbbench.workloads.soe.schema;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Dictionary questions the validator asks, per dialect: which objects of a kind exist in the current
 * schema, and whether they are usable (Oracle's USER_OBJECTS.STATUS; PostgreSQL has no invalid objects).
 * Names come back lower case.
 */
record SoeCatalog(String dialect) {
    enum Kind {
        TABLE,
        CONSTRAINT,
        SEQUENCE,
        VIEW
    }

    /** Name -> status ("VALID" where the database keeps none). */
    Map<String, String> objects(Connection c, Kind kind) throws SQLException {
        return query(c, "oracle".equals(dialect) ? oracleSql(kind) : postgresSql(kind));
    }

    /** Server-side code: Oracle's ORDERENTRY package (spec and body), PostgreSQL's functions of those names. */
    Map<String, String> serverCode(Connection c) throws SQLException {
        if ("oracle".equals(dialect)) {
            return query(
                    c,
                    "SELECT object_type, status FROM user_objects WHERE object_name = 'ORDERENTRY'"
                            + " AND object_type IN ('PACKAGE', 'PACKAGE BODY')");
        }
        return query(
                c,
                "SELECT DISTINCT n.nspname || '.' || p.proname, 'VALID' FROM pg_proc p"
                        + " JOIN pg_namespace n ON n.oid = p.pronamespace"
                        + " WHERE (n.nspname = 'orderentry' OR n.oid = current_schema()::regnamespace)"
                        + " AND p.proname IN ('neworder', 'browseproducts', 'newcustomer', 'processorders')");
    }

    private static String oracleSql(Kind kind) {
        return switch (kind) {
            case TABLE, SEQUENCE, VIEW -> "SELECT object_name, status FROM user_objects WHERE object_type = '"
                    + kind.name() + "'";
            case CONSTRAINT -> "SELECT constraint_name, CASE WHEN status = 'ENABLED' THEN 'VALID' ELSE status END"
                    // a system-named C is a NOT NULL; a key keeps its SYS_C name when created unnamed
                    + " FROM user_constraints WHERE (constraint_type = 'P' OR constraint_type IN ('C', 'U')"
                    + " AND constraint_name NOT LIKE 'SYS%') AND table_name IN (" + soeTables(true) + ")";
        };
    }

    private static String postgresSql(Kind kind) {
        return switch (kind) {
            case TABLE -> "SELECT tablename, 'VALID' FROM pg_tables WHERE schemaname = current_schema()";
            case CONSTRAINT -> "SELECT conname, CASE WHEN convalidated THEN 'VALID' ELSE 'NOT VALIDATED' END"
                    + " FROM pg_constraint WHERE connamespace = current_schema()::regnamespace AND contype IN ('p', 'c', 'u')"
                    + " AND conrelid IN (SELECT oid FROM pg_class WHERE relnamespace = current_schema()::regnamespace"
                    + " AND relname IN (" + soeTables(false) + "))";
            case SEQUENCE -> "SELECT sequencename, 'VALID' FROM pg_sequences WHERE schemaname = current_schema()";
            case VIEW -> "SELECT viewname, 'VALID' FROM pg_views WHERE schemaname = current_schema()";
        };
    }

    /** The Order Entry tables as a SQL list: other tables' constraints in the schema are not ours to judge. */
    private static String soeTables(boolean upper) {
        return String.join(
                ", ",
                SoeSchemaInstaller.TABLES.stream()
                        .map(t -> "'" + (upper ? t.toUpperCase(Locale.ROOT) : t) + "'")
                        .toList());
    }

    /** The value the sequence hands out next, at least (Oracle: LAST_NUMBER, which is past any cached values). */
    long sequenceNext(Connection c, String sequence) throws SQLException {
        String sql = "oracle".equals(dialect)
                ? "SELECT last_number FROM user_sequences WHERE sequence_name = UPPER(?)"
                : "SELECT COALESCE(last_value + increment_by, start_value) FROM pg_sequences"
                        + " WHERE schemaname = current_schema() AND sequencename = LOWER(?)";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, sequence);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : -1;
            }
        }
    }

    private static Map<String, String> query(Connection c, String sql) throws SQLException {
        Map<String, String> out = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement(sql);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) out.put(rs.getString(1).toLowerCase(Locale.ROOT), rs.getString(2));
        }
        return out;
    }
}
