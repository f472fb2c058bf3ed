package io.dbbench.workloads.lio;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.workloads.sql.SqlScript;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The logical-I/O test's SQL for one database, read from {@code lio/<dialect>/*.sql}. The files name the
 * table {@code lio_table}; {@link #forTable} renames it. Binds are positional ({@code ?} on PostgreSQL,
 * {@code :name} on Oracle, which its driver also binds by position).
 */
record LioSql(String dialect) {
    private static final Pattern TABLE = Pattern.compile("(?i)\\blio_table");
    static final String SCAN_TABLE = "lio_scan";

    /** @throws UnsupportedOperationException for a database the test has no SQL for */
    static LioSql forDialect(Dialect dialect) {
        String name = dialect.name();
        if (!name.equals("postgresql") && !name.equals("oracle")) {
            throw new UnsupportedOperationException(
                    "the logical-I/O test has no SQL for " + name + " (PostgreSQL and Oracle only)");
        }
        return new LioSql(name);
    }

    /** The statements of a file, in order, with lio_table renamed to {@code table}. */
    List<String> script(String file, String table) {
        return SqlScript.load(LioSql.class, dialect + "/" + file).sqlTexts().stream()
                .map(s -> forTable(s, table))
                .toList();
    }

    /** The statements of a file this database may not need (none when it has no such file). */
    List<String> optionalScript(String file, String table) {
        String resource = LioSql.class.getPackageName().replace('.', '/') + "/" + dialect + "/" + file;
        return LioSql.class.getClassLoader().getResource(resource) == null ? List.of() : script(file, table);
    }

    /** The single statement of a file, with lio_table renamed to {@code table}. */
    String statement(String file, String table) {
        List<String> statements = script(file, table);
        if (statements.size() != 1)
            throw new IllegalStateException("lio/" + dialect + "/" + file + " must hold one statement");
        return statements.get(0);
    }

    /** True when the database needs an explicit statistics flush before its counters are exact. */
    boolean hasFlush() {
        return dialect.equals("postgresql");
    }

    boolean isPostgres() {
        return dialect.equals("postgresql");
    }

    static String forTable(String sql, String table) {
        if (!table.matches("[a-z][a-z0-9_]*")) throw new IllegalArgumentException("not a table name: " + table);
        return TABLE.matcher(sql).replaceAll(Matcher.quoteReplacement(table));
    }
}
