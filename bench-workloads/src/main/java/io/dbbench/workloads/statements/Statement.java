package io.dbbench.workloads.statements;

import java.util.List;
import java.util.Objects;

/**
 * One entry of a statements file, read and checked.
 *
 * @param shortName           what results and live columns call it, e.g. {@code Q1}
 * @param literal             {@code implmentasliteral}: placeholders are replaced by literal text before the
 *                            statement is prepared (each execution is new SQL); false binds them
 * @param queryTimeoutSeconds its own timeout; 0 = the run's QueryTimeout
 * @param line                where it starts in its file, for messages
 */
public record Statement(
        int id,
        String name,
        String shortName,
        StatementKind kind,
        String sql,
        boolean literal,
        boolean enabled,
        int queryTimeoutSeconds,
        List<Parameter> parameters,
        SqlTemplate template,
        int line) {
    public Statement {
        Objects.requireNonNull(shortName, "shortName");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(sql, "sql");
        parameters = List.copyOf(parameters);
        Objects.requireNonNull(template, "template");
        if (queryTimeoutSeconds < 0) throw new IllegalArgumentException("querytimeout must not be negative");
    }
}
