package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.sql.SqlStatement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a usable Order Entry schema must have whatever its objects are called, read from our own DDL
 * resources (and what our objects are called there, read from them too so both stay in step): the columns of every table, the primary keys (by their columns) and the indexes the
 * transactions rely on (by their columns). A schema SwingBench's wizard built has the same tables,
 * columns and keys under other constraint and index names; the validator matches it by this structure.
 */
record SoeStructure(SoeScripts scripts) {
    /** An index or key: its table and its key columns or expressions, normalized ({@link #normalize}). */
    record Key(String table, List<String> columns) {
        @Override
        public String toString() {
            return table + "(" + String.join(", ", columns) + ")";
        }
    }

    private static final Pattern CREATE_TABLE = Pattern.compile("(?is)CREATE\\s+TABLE\\s+(\\w+)\\s*\\((.*)\\)\\s*");
    private static final Pattern CREATE_INDEX =
            Pattern.compile("(?is)CREATE\\s+(UNIQUE\\s+)?INDEX\\s+\\w+\\s+ON\\s+(\\w+)\\s*\\((.*)\\)\\s*");
    private static final Pattern TABLE_CONSTRAINT =
            Pattern.compile("(?i)(CONSTRAINT|PRIMARY|UNIQUE|CHECK|FOREIGN)\\b.*");

    /** Table -> its columns (lower case), from metadata.sql and tables.sql. */
    Map<String, List<String>> columnsByTable() {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (String file : List.of("metadata.sql", "tables.sql")) {
            for (SqlStatement s : scripts.load(file, Map.of()).statements()) {
                Matcher m = CREATE_TABLE.matcher(withoutLineComments(s.sql()));
                if (!m.matches()) continue;
                List<String> columns = new ArrayList<>();
                for (String item : topLevelItems(m.group(2))) {
                    if (TABLE_CONSTRAINT.matcher(item).matches()) continue;
                    columns.add(item.split("\\s+")[0].toLowerCase(Locale.ROOT));
                }
                out.put(m.group(1).toLowerCase(Locale.ROOT), List.copyOf(columns));
            }
        }
        return out;
    }

    /** The names of our constraints, as constraints.sql names them. */
    List<String> constraintNames() {
        return names("constraints.sql", "ADD\\s+CONSTRAINT\\s+(\\w+)");
    }

    /** The names of our secondary indexes and of the indexes behind the primary keys (named like their constraints). */
    List<String> indexNames() {
        List<String> out = new ArrayList<>(names("keys.sql", "CREATE\\s+UNIQUE\\s+INDEX\\s+(\\w+)"));
        out.addAll(names("indexes.sql", "CREATE\\s+INDEX\\s+(\\w+)"));
        return out;
    }

    List<String> sequenceNames() {
        return names("sequences.sql", "CREATE\\s+SEQUENCE\\s+(\\w+)");
    }

    List<String> viewNames() {
        return names("views.sql", "VIEW\\s+(\\w+)");
    }

    /** The first match of {@code regex}'s group in each statement of {@code file}, lower case. */
    private List<String> names(String file, String regex) {
        Pattern p = Pattern.compile("(?is)" + regex);
        Map<String, String> anyValue = new HashMap<>() {
            @Override
            public String get(Object key) {
                return "1";
            }
        };
        List<String> out = new ArrayList<>();
        for (SqlStatement s : scripts.load(file, anyValue).statements()) {
            Matcher m = p.matcher(s.sql());
            if (m.find()) out.add(m.group(1).toLowerCase(Locale.ROOT));
        }
        return List.copyOf(out);
    }

    /** The primary keys: the unique indexes keys.sql builds for them. */
    List<Key> primaryKeys() {
        return indexes("keys.sql");
    }

    /** The secondary indexes the transactions rely on. */
    List<Key> secondaryIndexes() {
        return indexes("indexes.sql");
    }

    private List<Key> indexes(String file) {
        List<Key> out = new ArrayList<>();
        for (SqlStatement s : scripts.load(file, Map.of()).statements()) {
            Matcher m = CREATE_INDEX.matcher(withoutLineComments(s.sql()));
            if (!m.matches()) throw new IllegalStateException(file + " line " + s.line() + ": not a CREATE INDEX");
            out.add(new Key(
                    m.group(2).toLowerCase(Locale.ROOT),
                    topLevelItems(m.group(3)).stream()
                            .map(SoeStructure::normalize)
                            .toList()));
        }
        return List.copyOf(out);
    }

    /**
     * A key column or expression as both databases' dictionaries can be compared: lower case, no quotes, no
     * spaces, no PostgreSQL casts to text ({@code lower((cust_last_name)::text)} and Oracle's
     * {@code LOWER("CUST_LAST_NAME")} both become {@code lower(cust_last_name)}).
     */
    static String normalize(String columnOrExpression) {
        String s = columnOrExpression.toLowerCase(Locale.ROOT).replace("\"", "").replaceAll("\\s+", "");
        s = s.replaceAll("::(text|charactervarying|varchar)", "");
        // PostgreSQL wraps a cast column in parentheses: lower((x)) -> lower(x)
        s = s.replaceAll("\\(\\((\\w+)\\)\\)", "($1)");
        return s;
    }

    private static String withoutLineComments(String sql) {
        return sql.replaceAll("--[^\n]*", "");
    }

    /** The comma-separated items of a parenthesized list, commas inside nested parentheses kept. */
    static List<String> topLevelItems(String list) {
        List<String> items = new ArrayList<>();
        int depth = 0;
        StringBuilder current = new StringBuilder();
        for (char c : list.toCharArray()) {
            if (c == ',' && depth == 0) {
                items.add(current.toString().strip());
                current.setLength(0);
                continue;
            }
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            current.append(c);
        }
        if (!current.toString().isBlank()) items.add(current.toString().strip());
        return items;
    }
}
