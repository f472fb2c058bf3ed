package io.dbbench.it.oracle.grammar;

import io.dbbench.workloads.sql.SqlScript;
import io.dbbench.workloads.sql.SqlStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.util.TablesNamesFinder;

/**
 * The tables (with their columns) and views our Oracle scripts create, plus the Oracle dictionary views our
 * code reads: what a name in a statement our code sends may refer to.
 */
final class ScriptSchema {
    /** Oracle's own, read by the validator, the topology IT and single-row selects. */
    static final Set<String> DICTIONARY = Set.of(
            "dual",
            "user_objects",
            "user_constraints",
            "user_sequences",
            "user_indexes",
            "user_ind_columns",
            "user_ind_expressions",
            "user_ind_partitions",
            "user_ind_subpartitions",
            "v$session",
            "v$sysstat",
            "v$sys_time_model",
            "v$osstat",
            "v$mystat",
            "v$statname");

    private static final Pattern CREATE_TABLE = Pattern.compile("(?is)CREATE\\s+TABLE\\s+(\\w+)\\s*\\((.*)\\)\\s*");
    private static final Pattern CREATE_VIEW =
            Pattern.compile("(?is)CREATE\\s+(OR\\s+REPLACE\\s+)?VIEW\\s+(\\w+)\\b.*");
    private static final Pattern TABLE_CONSTRAINT =
            Pattern.compile("(?i)(CONSTRAINT|PRIMARY|UNIQUE|CHECK|FOREIGN)\\b.*");

    /** Table name -> its columns; a view maps to an empty list (its columns are not checked). */
    static Map<String, List<String>> fromScripts(Map<String, String> scripts) {
        Map<String, List<String>> out = new TreeMap<>();
        scripts.forEach((path, text) -> {
            for (SqlStatement s : SqlScript.parse(path, OracleScripts.withPlaceholdersFilled(text))
                    .statements()) {
                String sql = s.sql().replaceAll("--[^\n]*", "");
                Matcher table = CREATE_TABLE.matcher(sql);
                Matcher view = CREATE_VIEW.matcher(sql);
                if (table.matches()) out.put(table.group(1).toLowerCase(Locale.ROOT), columns(table.group(2)));
                else if (view.matches()) out.put(view.group(2).toLowerCase(Locale.ROOT), List.of());
            }
        });
        return out;
    }

    private static List<String> columns(String definitions) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        StringBuilder item = new StringBuilder();
        for (char c : (definitions + ",").toCharArray()) {
            if (c == ',' && depth == 0) {
                String text = item.toString().strip();
                if (!text.isEmpty() && !TABLE_CONSTRAINT.matcher(text).matches()) {
                    out.add(text.split("\\s+")[0].toLowerCase(Locale.ROOT));
                }
                item.setLength(0);
                continue;
            }
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            item.append(c);
        }
        return List.copyOf(out);
    }

    private static final Pattern DML = Pattern.compile("(?i)\\s*(SELECT|WITH|INSERT|UPDATE|DELETE|MERGE)\\b");

    /**
     * A window frame ({@code ROWS BETWEEN 2 PRECEDING AND CURRENT ROW}): JSqlParser 5.0's TablesNamesFinder
     * throws a NullPointerException on any frame; a frame names no table, so it is left out of the search.
     */
    private static final Pattern WINDOW_FRAME = Pattern.compile("(?i)\\b(?:ROWS|RANGE)\\s+(?:BETWEEN\\s+)?"
            + "(?:UNBOUNDED|CURRENT|\\d+)\\s+(?:PRECEDING|FOLLOWING|ROW)"
            + "(?:\\s+AND\\s+(?:UNBOUNDED|CURRENT|\\d+)\\s+(?:PRECEDING|FOLLOWING|ROW))?");

    /**
     * For a query or DML statement: tables it names that are neither in {@code schema} nor Oracle's
     * dictionary, and columns an INSERT lists that its table lacks. DDL and PL/SQL: nothing (they come from
     * the scripts the schema is read from).
     */
    static List<String> unknownNames(Map<String, List<String>> schema, String sql) {
        List<String> problems = new ArrayList<>();
        if (!DML.matcher(sql).lookingAt()) return problems;
        try {
            for (String table :
                    TablesNamesFinder.findTables(WINDOW_FRAME.matcher(sql).replaceAll(""))) {
                String name = table.toLowerCase(Locale.ROOT);
                if (!schema.containsKey(name) && !DICTIONARY.contains(name))
                    problems.add(sql + ": unknown table " + name);
            }
            if (CCJSqlParserUtil.parse(sql) instanceof Insert insert && insert.getColumns() != null) {
                List<String> columns =
                        schema.getOrDefault(insert.getTable().getName().toLowerCase(Locale.ROOT), List.of());
                for (Column c : insert.getColumns()) {
                    if (!columns.contains(c.getColumnName().toLowerCase(Locale.ROOT))) {
                        problems.add(sql + ": " + insert.getTable().getName() + " has no column " + c.getColumnName());
                    }
                }
            }
        } catch (JSQLParserException e) {
            problems.add(sql + ": JSqlParser: " + e.getMessage()); // the grammar test names it too
        }
        return problems;
    }

    private ScriptSchema() {}
}
