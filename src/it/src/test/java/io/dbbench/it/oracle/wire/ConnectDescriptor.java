package io.dbbench.it.oracle.wire;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the parts the wire test asserts from a connect descriptor: the address's host and port, and the connect data. */
record ConnectDescriptor(String text) {
    /** The value of {@code (NAME=value)} inside the first {@code (SECTION=...)} section, case-insensitive. */
    Optional<String> value(String section, String name) {
        String upper = text.toUpperCase(Locale.ROOT);
        Matcher start = Pattern.compile("\\(\\s*" + section + "\\s*=").matcher(upper);
        if (!start.find()) return Optional.empty();
        int depth = 1;
        int end = start.end();
        while (end < text.length() && depth > 0) {
            char c = text.charAt(end++);
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
        }
        String body = text.substring(start.end(), end);
        // the top level of the section only: CONNECT_DATA's CID also holds a HOST (the client's)
        Matcher m = Pattern.compile("(?i)\\(\\s*" + name + "\\s*=\\s*([^()]*?)\\s*\\)")
                .matcher(body);
        while (m.find()) {
            if (depthAt(body, m.start()) == 0) return Optional.of(m.group(1));
        }
        return Optional.empty();
    }

    private static int depthAt(String s, int index) {
        int depth = 0;
        for (int i = 0; i < index; i++) depth += s.charAt(i) == '(' ? 1 : s.charAt(i) == ')' ? -1 : 0;
        return depth;
    }
}
