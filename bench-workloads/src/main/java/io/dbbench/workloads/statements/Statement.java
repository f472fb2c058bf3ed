package io.dbbench.workloads.statements;

import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * One entry of a statements file, read and checked.
 *
 * @param id                  the file's {@code <id>}: any text, unique in the file ({@code 14.1} in SwingBench's
 *                            TPC-DS file); a statement without one, and every statement of a .sql file, has
 *                            its position
 * @param shortName           what results and live columns call it, e.g. {@code Q1}
 * @param literal             {@code implmentasliteral}: placeholders are replaced by literal text before the
 *                            statement is prepared (each execution is new SQL); false binds them
 * @param queryTimeoutSeconds its own timeout; 0 = the run's QueryTimeout
 * @param line                where it starts in its file, for messages
 */
public record Statement(
        String id,
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
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(shortName, "shortName");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(sql, "sql");
        parameters = List.copyOf(parameters);
        Objects.requireNonNull(template, "template");
        if (queryTimeoutSeconds < 0) throw new IllegalArgumentException("querytimeout must not be negative");
    }

    /**
     * A literal statement's SQL for one execution: a value drawn for each parameter, in declaration order,
     * and put in place of every occurrence of its placeholder as {@link Parameter#literal} text.
     */
    public String literalSql(RandomGenerator random) {
        String[] literals = new String[parameters.size()];
        for (int p = 0; p < literals.length; p++) {
            Parameter param = parameters.get(p);
            literals[p] = param.literal(param.next(random));
        }
        return template.render(literals);
    }
}
