package io.dbbench.it.oracle.grammar;

/**
 * JDBC's {@code ?} placeholders, found as the driver finds them: outside string literals, quoted
 * identifiers and comments.
 */
final class BindMarkers {
    private BindMarkers() {}

    static int count(String sql) {
        int[] n = {0};
        walk(sql, null, n);
        return n[0];
    }

    /** The text with each {@code ?} replaced by Oracle's named form {@code :b1, :b2, ...}. */
    static String toOracleNames(String sql) {
        StringBuilder out = new StringBuilder(sql.length() + 16);
        walk(sql, out, new int[] {0});
        return out.toString();
    }

    private static void walk(String sql, StringBuilder out, int[] markers) {
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            char next = i + 1 < sql.length() ? sql.charAt(i + 1) : '\0';
            int end;
            if (c == '\'' || c == '"') {
                end = sql.indexOf(c, i + 1);
                end = end < 0 ? sql.length() : end + 1;
            } else if (c == '-' && next == '-') {
                end = sql.indexOf('\n', i);
                end = end < 0 ? sql.length() : end;
            } else if (c == '/' && next == '*') {
                end = sql.indexOf("*/", i + 2);
                end = end < 0 ? sql.length() : end + 2;
            } else if (c == '?') {
                markers[0]++;
                if (out != null) out.append(":b").append(markers[0]);
                i++;
                continue;
            } else {
                end = i + 1;
            }
            if (out != null) out.append(sql, i, end);
            i = end;
        }
    }
}
