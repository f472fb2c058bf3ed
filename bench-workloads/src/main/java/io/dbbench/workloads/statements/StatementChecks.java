package io.dbbench.workloads.statements;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** Checks both readers share: a statement's placeholders, and the list as a whole. */
final class StatementChecks {
    private StatementChecks() {}

    /** Parameter names to their index, refusing a name declared twice. */
    static Map<String, Integer> indexOf(List<Parameter> parameters, String file, int line, String where)
            throws StatementsFileException {
        Map<String, Integer> index = new LinkedHashMap<>();
        for (int i = 0; i < parameters.size(); i++) {
            if (index.put(parameters.get(i).name(), i) != null) {
                throw new StatementsFileException(
                        file, line, where, "parameter :" + parameters.get(i).name() + " is declared twice");
            }
        }
        return index;
    }

    /**
     * What a statement's SQL and parameters must agree on, refused when the file is read rather than when
     * the statement first runs: every {@code :NAME} is a declared parameter, and a bare (unquoted) string
     * parameter or an integer one that enumerates non-numbers, which stand for SQL text such as a column
     * name, are only in a literal statement: a bind variable would bind them as values.
     */
    static void checkPlaceholders(
            SqlTemplate template, List<Parameter> used, boolean literal, String file, int line, String where)
            throws StatementsFileException {
        String problem = placeholderProblem(template, used, literal);
        if (problem != null) throw new StatementsFileException(file, line, where, problem);
    }

    /** What is wrong with a statement's placeholders, null when nothing. */
    private static String placeholderProblem(SqlTemplate template, List<Parameter> used, boolean literal) {
        if (!template.undeclared().isEmpty()) {
            return ":" + template.undeclared().get(0) + " is in the SQL but no parameter declares it";
        }
        if (literal) return null;
        for (Parameter p : used) {
            if (p.type() == ParameterType.STRING && !p.quote()) {
                return "parameter :" + p.name() + " is bare (inserted as SQL "
                        + "text), which only a literal statement can do; this statement binds its parameters";
            }
            String text = p.nonNumericInteger();
            if (text != null) {
                return "integer parameter :" + p.name() + " enumerates '" + text + "', SQL text (e.g. a column "
                        + "name) that only a literal statement can insert; this statement binds its parameters";
            }
        }
        return null;
    }

    /**
     * The statement kind its type names ({@code statementtype}, {@code -- type:}), or from its first word when
     * the file leaves the type out.
     */
    static StatementKind kind(String typeText, String sql, String file, int line, String where)
            throws StatementsFileException {
        if (typeText == null) return kindFromSql(sql);
        StatementKind kind = StatementKind.parse(typeText);
        if (kind == null) {
            throw new StatementsFileException(
                    file, line, where, "expected Select, Insert, Update, Delete or Procedure, was '" + typeText + "'");
        }
        return kind;
    }

    /** The statement kind from its first word, for files that leave {@code statementtype} out. */
    static StatementKind kindFromSql(String sql) {
        String s = sql.strip()
                .replaceFirst("(?s)^(/\\*.*?\\*/\\s*|--[^\\n]*\\n\\s*)*", "")
                .toLowerCase(Locale.ROOT);
        if (s.startsWith("insert")) return StatementKind.INSERT;
        if (s.startsWith("update") || s.startsWith("merge")) return StatementKind.UPDATE;
        if (s.startsWith("delete")) return StatementKind.DELETE;
        if (s.startsWith("call") || s.startsWith("begin") || s.startsWith("declare") || s.startsWith("do"))
            return StatementKind.CALL;
        return StatementKind.SELECT;
    }

    /** The whole list: at least one enabled statement, ids and short names unique. */
    static List<Statement> checkList(List<Statement> statements, String file) throws StatementsFileException {
        if (statements.isEmpty()) throw new StatementsFileException(file, 0, "file", "no statement in it");
        Set<String> names = new HashSet<>();
        Set<String> ids = new HashSet<>();
        for (Statement s : statements) {
            if (!ids.add(s.id())) {
                throw new StatementsFileException(
                        file,
                        s.line(),
                        "<id>",
                        "'" + s.id() + "' is used by two statements (a statement without <id> takes its position)");
            }
            if (!names.add(s.shortName())) {
                throw new StatementsFileException(
                        file,
                        s.line(),
                        "shortname",
                        "'" + s.shortName() + "' is used by two statements; results are reported per short name");
            }
        }
        if (statements.stream().noneMatch(Statement::enabled)) {
            throw new StatementsFileException(file, 0, "file", "all " + statements.size() + " statements are disabled");
        }
        return List.copyOf(statements);
    }
}
