package io.dbbench.core.internal.connect;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The aliases a tnsnames.ora defines, so a misspelt alias fails here with the list of real ones
 * instead of later as an unexplained ORA-12154 from the driver.
 *
 * <p>Only the top level matters: {@code alias[, alias2] = (DESCRIPTION = ...)}; {@code #} starts a
 * comment. {@code IFILE = path} pulls in other files this reader does not follow, so callers must not
 * conclude an alias is missing when {@link #includesOtherFiles()} is true.
 */
record TnsNames(Set<String> aliasesUpperCase, boolean includesOtherFiles) {
    static final String FILE_NAME = "tnsnames.ora";

    static TnsNames read(Path file) throws IOException {
        // ISO-8859-1 decodes any byte, and aliases are ASCII; a stray byte elsewhere must not fail the read
        return parse(Files.readString(file, StandardCharsets.ISO_8859_1));
    }

    static TnsNames parse(String content) {
        String text = content.replaceAll("#[^\\r\\n]*", "");
        TreeSet<String> aliases = new TreeSet<>();
        boolean includes = false;
        StringBuilder names = new StringBuilder();
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (depth > 0) {
                depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            } else if (c == '(') {
                depth = 1;
            } else if (c == '=') {
                for (String name : names.toString().split(",")) {
                    String alias = name.strip().toUpperCase(Locale.ROOT);
                    if (alias.equals("IFILE")) {
                        includes = true;
                    } else if (!alias.isEmpty()) {
                        aliases.add(alias);
                    }
                }
                names.setLength(0);
                int next = skipBlanks(text, i + 1);
                if (next < text.length() && text.charAt(next) != '(') {
                    // an unparenthesised value (IFILE = /path/file.ora) runs to the end of its line
                    int eol = text.indexOf('\n', next);
                    i = eol < 0 ? text.length() : eol;
                }
            } else {
                names.append(c);
            }
        }
        return new TnsNames(Collections.unmodifiableSortedSet(aliases), includes);
    }

    boolean defines(String alias) {
        return aliasesUpperCase.contains(alias.toUpperCase(Locale.ROOT));
    }

    private static int skipBlanks(String text, int from) {
        int i = from;
        while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }
}
