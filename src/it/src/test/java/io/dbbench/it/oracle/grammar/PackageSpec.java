package io.dbbench.it.oracle.grammar;

import io.dbbench.workloads.sql.SqlScript;
import io.dbbench.workloads.sql.SqlStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The subprograms a PL/SQL package specification declares, read from the script we install (whose
 * grammar {@link OracleScriptGrammarTest} checks): name, parameter count, return type (null for a procedure).
 */
record PackageSpec(String packageName, List<Subprogram> subprograms) {
    record Subprogram(String name, int parameters, String returnType) {}

    private static final Pattern SPEC =
            Pattern.compile("(?is)CREATE\\s+(OR\\s+REPLACE\\s+)?PACKAGE\\s+(?!BODY\\b)(\\w+)\\s+(AS|IS)\\b.*");
    private static final Pattern SUBPROGRAM =
            Pattern.compile("(?is)\\b(FUNCTION|PROCEDURE)\\s+(\\w+)\\s*(\\(([^)]*)\\))?\\s*(RETURN\\s+(\\w+))?\\s*;");

    /** The first package specification in the script. */
    static PackageSpec fromScript(String source, String text) {
        for (SqlStatement s : SqlScript.parse(source, text).statements()) {
            Matcher spec = SPEC.matcher(s.sql());
            if (!spec.matches()) continue;
            List<Subprogram> out = new ArrayList<>();
            Matcher m = SUBPROGRAM.matcher(s.sql());
            while (m.find()) {
                String params = m.group(4);
                int count = params == null || params.isBlank() ? 0 : params.split(",").length;
                out.add(new Subprogram(
                        m.group(2).toLowerCase(Locale.ROOT),
                        count,
                        m.group(6) == null ? null : m.group(6).toUpperCase(Locale.ROOT)));
            }
            return new PackageSpec(spec.group(2).toLowerCase(Locale.ROOT), List.copyOf(out));
        }
        throw new IllegalArgumentException(source + ": no package specification");
    }

    /** The subprograms of this name (overloads) taking this many parameters. */
    List<Subprogram> find(String name, int parameters) {
        return subprograms.stream()
                .filter(p -> p.name().equalsIgnoreCase(name) && p.parameters() == parameters)
                .toList();
    }
}
