package io.dbbench.workloads.statements;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A statement's SQL cut at its {@code :NAME} placeholders. Only names of declared parameters are
 * placeholders. A bound statement ({@link #parse}) has them only outside quoted text (including
 * PostgreSQL's dollar-quoted bodies, {@code $$...$$} and {@code $tag$...$tag$}) and comments, so
 * PostgreSQL casts ({@code ::date}), PL/SQL assignments ({@code :=}) and colons in literals are left
 * alone: a bind variable cannot stand inside a literal. A literal statement ({@link #parseLiteral}) is
 * plain text substitution, as SwingBench does it, so {@code to_date(':YEAR-08-01', 'YYYY-MM-DD')} works.
 * Either way a {@code :NAME} outside quotes and comments that no parameter declares is kept as
 * {@link #undeclared()}, for the readers to refuse. Immutable.
 */
public final class SqlTemplate {
    /** Text between placeholders: one more than there are placeholders. */
    private final List<String> texts;
    /** Per placeholder occurrence, the index of its parameter. */
    private final int[] parameterAt;

    private final String bindSql;
    private final List<String> undeclared;

    private SqlTemplate(List<String> texts, int[] parameterAt, List<String> undeclared) {
        this.texts = List.copyOf(texts);
        this.parameterAt = parameterAt;
        this.undeclared = List.copyOf(undeclared);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < parameterAt.length; i++) b.append(texts.get(i)).append('?');
        this.bindSql = b.append(texts.get(parameterAt.length)).toString();
    }

    /** A literal statement's template ({@link #parseLiteral}) or a bound one's ({@link #parse}). */
    public static SqlTemplate of(String sql, boolean literal, Map<String, Integer> parameterIndex) {
        return literal ? parseLiteral(sql, parameterIndex) : parse(sql, parameterIndex);
    }

    /**
     * Cuts a bound statement's SQL at its placeholders outside quotes and comments.
     *
     * @param parameterIndex placeholder name (without colon) to parameter index
     */
    public static SqlTemplate parse(String sql, Map<String, Integer> parameterIndex) {
        List<String> texts = new ArrayList<>();
        List<Integer> at = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        int n = sql.length();
        int textStart = 0;
        int i = 0;
        while (i < n) {
            char c = sql.charAt(i);
            if (c == '\'' || c == '"') {
                i = closing(sql, i + 1, c);
            } else if (c == '$' && (i == 0 || !isNamePart(sql.charAt(i - 1))) && dollarTag(sql, i) > 0) {
                String tag = sql.substring(i, dollarTag(sql, i));
                int end = sql.indexOf(tag, i + tag.length());
                i = end < 0 ? n : end + tag.length();
            } else if (c == '-' && i + 1 < n && sql.charAt(i + 1) == '-') {
                int eol = sql.indexOf('\n', i);
                i = eol < 0 ? n : eol + 1;
            } else if (c == '/' && i + 1 < n && sql.charAt(i + 1) == '*') {
                int end = sql.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
            } else if (c == ':' && i + 1 < n && sql.charAt(i + 1) == ':') {
                i += 2;
            } else if (c == ':' && (i == 0 || !isNamePart(sql.charAt(i - 1)))) {
                int end = i + 1;
                while (end < n && isNamePart(sql.charAt(end))) end++;
                String name = sql.substring(i + 1, end);
                Integer p = parameterIndex.get(name);
                if (p != null) {
                    texts.add(sql.substring(textStart, i));
                    at.add(p);
                    textStart = end;
                } else if (!name.isEmpty() && !Character.isDigit(name.charAt(0)) && !unknown.contains(name)) {
                    unknown.add(name);
                }
                i = Math.max(end, i + 1);
            } else {
                i++;
            }
        }
        texts.add(sql.substring(textStart));
        return new SqlTemplate(texts, at.stream().mapToInt(Integer::intValue).toArray(), unknown);
    }

    /**
     * Cuts a literal statement's SQL at every {@code :NAME} of a declared parameter, wherever it stands
     * (inside quoted text and comments too). The name must end there ({@code :YEAR} is not the start of
     * {@code :YEARS}; of two declared names the longer that fits is taken), and a {@code ::} is a cast,
     * not a placeholder.
     */
    public static SqlTemplate parseLiteral(String sql, Map<String, Integer> parameterIndex) {
        List<String> names = new ArrayList<>(parameterIndex.keySet());
        names.sort((a, b) -> b.length() - a.length());
        List<String> texts = new ArrayList<>();
        List<Integer> at = new ArrayList<>();
        int textStart = 0;
        int i = 0;
        while (i < sql.length()) {
            String name =
                    sql.charAt(i) == ':' && (i == 0 || sql.charAt(i - 1) != ':') ? nameAt(sql, i + 1, names) : null;
            if (name == null) {
                i++;
                continue;
            }
            texts.add(sql.substring(textStart, i));
            at.add(parameterIndex.get(name));
            i += 1 + name.length();
            textStart = i;
        }
        texts.add(sql.substring(textStart));
        List<String> undeclared = parse(sql, parameterIndex).undeclared;
        return new SqlTemplate(texts, at.stream().mapToInt(Integer::intValue).toArray(), undeclared);
    }

    /** The longest of {@code names} that starts at {@code from} and is not followed by a name character. */
    private static String nameAt(String sql, int from, List<String> longestFirst) {
        for (String name : longestFirst) {
            int end = from + name.length();
            if (sql.startsWith(name, from) && (end == sql.length() || !isNamePart(sql.charAt(end)))) return name;
        }
        return null;
    }

    /**
     * The end (exclusive) of a dollar-quote opening tag at {@code from} ({@code $$} or {@code $tag$}, the tag
     * an identifier without {@code $}), or -1 when there is none there (e.g. a positional {@code $1}).
     */
    private static int dollarTag(String sql, int from) {
        int i = from + 1;
        if (i < sql.length() && Character.isDigit(sql.charAt(i))) return -1;
        while (i < sql.length() && (Character.isLetterOrDigit(sql.charAt(i)) || sql.charAt(i) == '_')) i++;
        return i < sql.length() && sql.charAt(i) == '$' ? i + 1 : -1;
    }

    private static int closing(String sql, int from, char quote) {
        int i = from;
        while (i < sql.length()) {
            if (sql.charAt(i) == quote) {
                // a doubled quote is an escaped one inside the literal
                if (i + 1 < sql.length() && sql.charAt(i + 1) == quote) i += 2;
                else return i + 1;
            } else {
                i++;
            }
        }
        return i;
    }

    private static boolean isNamePart(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$' || c == '#';
    }

    /** {@code :NAME}s outside quotes and comments that no parameter declares, in order of appearance. */
    public List<String> undeclared() {
        return undeclared;
    }

    /** The SQL with a {@code ?} per placeholder occurrence, to prepare once and bind (bound statements). */
    public String bindSql() {
        return bindSql;
    }

    /** How many placeholder occurrences; a parameter used twice is bound twice. */
    public int placeholderCount() {
        return parameterAt.length;
    }

    /** The parameter index of occurrence {@code i}. */
    public int parameterAt(int i) {
        return parameterAt[i];
    }

    /** Whether parameter {@code p} occurs at all. */
    public boolean uses(int p) {
        for (int at : parameterAt) if (at == p) return true;
        return false;
    }

    /** The SQL with every placeholder replaced by {@code literals[parameter index]}. */
    public String render(String[] literals) {
        StringBuilder b = new StringBuilder(bindSql.length() + 16 * parameterAt.length);
        for (int i = 0; i < parameterAt.length; i++) b.append(texts.get(i)).append(literals[parameterAt[i]]);
        return b.append(texts.get(parameterAt.length)).toString();
    }
}
