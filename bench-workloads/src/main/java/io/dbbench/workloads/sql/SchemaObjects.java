package io.dbbench.workloads.sql;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;

/** Questions about a schema asked through JDBC metadata, so they need no vendor SQL or error codes. */
public final class SchemaObjects {
    private SchemaObjects() {}

    /**
     * True when a table of this (unquoted) name exists in the connection's current schema. The name is
     * folded the way the database folds unquoted identifiers (upper case on Oracle, lower on PostgreSQL).
     */
    public static boolean tableExists(Connection connection, String unquotedName) throws SQLException {
        try (ResultSet tables = connection
                .getMetaData()
                .getTables(
                        connection.getCatalog(),
                        schemaPattern(connection),
                        namePattern(connection, unquotedName),
                        new String[] {"TABLE"})) {
            return tables.next();
        }
    }

    /** True when a function of this (unquoted) name exists in the connection's current schema, folded as for tables. */
    public static boolean functionExists(Connection connection, String unquotedName) throws SQLException {
        try (ResultSet functions = connection
                .getMetaData()
                .getFunctions(
                        connection.getCatalog(), schemaPattern(connection), namePattern(connection, unquotedName))) {
            return functions.next();
        }
    }

    /**
     * The name as the database stores an unquoted identifier: upper case on Oracle, lower on PostgreSQL. Metadata
     * calls that take a name, not a pattern (primary keys, indexes), take it so.
     */
    public static String folded(Connection connection, String unquotedName) throws SQLException {
        DatabaseMetaData meta = connection.getMetaData();
        if (meta.storesUpperCaseIdentifiers()) return unquotedName.toUpperCase(Locale.ROOT);
        return meta.storesLowerCaseIdentifiers() ? unquotedName.toLowerCase(Locale.ROOT) : unquotedName;
    }

    /** A metadata pattern that matches the connection's current schema alone. */
    public static String schemaPattern(Connection connection) throws SQLException {
        return literalPattern(connection.getSchema(), connection.getMetaData().getSearchStringEscape());
    }

    /** A metadata pattern that matches this (unquoted) name alone, {@link #folded} first. */
    public static String namePattern(Connection connection, String unquotedName) throws SQLException {
        return literalPattern(
                folded(connection, unquotedName), connection.getMetaData().getSearchStringEscape());
    }

    /** Metadata arguments are LIKE patterns: escape '_' and '%' so ORDER_ITEMS matches only itself. */
    static String literalPattern(String name, String escape) {
        if (name == null || escape == null || escape.isEmpty()) return name;
        StringBuilder out = new StringBuilder(name.length() + 4);
        for (char c : name.toCharArray()) {
            if (c == '_' || c == '%' || escape.indexOf(c) >= 0) out.append(escape);
            out.append(c);
        }
        return out.toString();
    }
}
