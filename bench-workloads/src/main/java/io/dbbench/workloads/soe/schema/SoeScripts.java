package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.sql.SqlScript;
import io.dbbench.workloads.sql.SqlStatement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Order Entry SQL resources of one dialect: {@code io/dbbench/workloads/soe/<dialect>/<file>}, with
 * {@code ${name}} placeholders filled in.
 */
record SoeScripts(String dialect) {
    /** Server-side code, written by the server-side workload; optional here. */
    static final String SERVER_CODE = "orderentry.sql";

    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([a-z_]+)}");
    /** The table a DDL statement works on: ALTER TABLE t, CREATE INDEX ... ON t, ANALYZE t, GATHER_TABLE_STATS(USER, 'T'). */
    private static final Pattern TABLE_OF_STATEMENT = Pattern.compile(
            "(?is).*?(?:ALTER\\s+TABLE|\\sON|ANALYZE|GATHER_TABLE_STATS\\s*\\(\\s*USER\\s*,\\s*')\\s*([A-Za-z_][A-Za-z_0-9]*).*");

    String resourcePath(String fileName) {
        return SoeConstants.class.getPackageName().replace('.', '/') + "/" + dialect + "/" + fileName;
    }

    boolean exists(String fileName) {
        return SoeScripts.class.getClassLoader().getResource(resourcePath(fileName)) != null;
    }

    /** The script, split, then {@code ${name}} placeholders filled in each statement (they hold numbers only). */
    SqlScript load(String fileName, Map<String, String> placeholders) {
        SqlScript script = SqlScript.load(SoeConstants.class, dialect + "/" + fileName);
        return new SqlScript(
                script.source(),
                script.statements().stream()
                        .map(s -> new SqlStatement(fill(script.source(), s.sql(), placeholders), s.line()))
                        .toList());
    }

    static String fill(String source, String text, Map<String, String> placeholders) {
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = placeholders.get(m.group(1));
            if (value == null) throw new IllegalStateException(source + ": no value for placeholder " + m.group());
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The statements of these scripts grouped by table (lower case), each group in file order. */
    Map<String, List<SqlStatement>> statementsByTable(List<String> fileNames) {
        Map<String, List<SqlStatement>> groups = new LinkedHashMap<>();
        for (String file : fileNames) {
            for (SqlStatement s : load(file, Map.of()).statements()) {
                groups.computeIfAbsent(tableOf(resourcePath(file), s), t -> new ArrayList<>())
                        .add(s);
            }
        }
        return groups;
    }

    static String tableOf(String source, SqlStatement statement) {
        Matcher m = TABLE_OF_STATEMENT.matcher(statement.sql());
        if (!m.matches()) {
            throw new IllegalStateException(
                    source + " line " + statement.line() + ": cannot tell which table the statement is for");
        }
        return m.group(1).toLowerCase(Locale.ROOT);
    }
}
