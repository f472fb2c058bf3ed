package io.dbbench.workloads.sql;

import java.util.Objects;

/**
 * One statement of a SQL script, ready for JDBC (no trailing ';' except the {@code END;} a PL/SQL
 * block needs).
 *
 * @param sql  the statement text, trimmed
 * @param line 1-based line of the script the statement starts on: for error messages
 */
public record SqlStatement(String sql, int line) {
    public SqlStatement {
        Objects.requireNonNull(sql, "sql");
        if (sql.isBlank()) throw new IllegalArgumentException("a SQL statement must not be blank");
        if (line < 1) throw new IllegalArgumentException("line must be >= 1, got " + line);
    }
}
