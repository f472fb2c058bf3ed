package io.dbbench.cli.webconsole;

import java.util.Locale;

/** The few bits of JSON the console writes: strings escaped, numbers finite. */
final class Json {
    private Json() {}

    static StringBuilder string(StringBuilder out, String s) {
        out.append('"');
        if (s != null) {
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                switch (c) {
                    case '"' -> out.append("\\\"");
                    case '\\' -> out.append("\\\\");
                    case '\n' -> out.append("\\n");
                    case '\r' -> out.append("\\r");
                    case '\t' -> out.append("\\t");
                        // '<' too: a string in the page can never close a script element
                    case '<' -> out.append("\\u003c");
                    default -> {
                        if (c < 0x20) out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                        else out.append(c);
                    }
                }
            }
        }
        return out.append('"');
    }

    static String quote(String s) {
        return string(new StringBuilder(), s).toString();
    }

    /** A number with at most 3 decimals; null (not NaN, which JSON lacks) when it is not finite. */
    static StringBuilder number(StringBuilder out, double v) {
        if (!Double.isFinite(v)) return out.append("null");
        if (v == Math.rint(v) && Math.abs(v) < 1e15) return out.append((long) v);
        return out.append(String.format(Locale.ROOT, "%.3f", v));
    }
}
