package io.dbbench.workloads.statements;

import java.util.Locale;

/** The {@code datatype} of a statement parameter. */
public enum ParameterType {
    INTEGER,
    STRING,
    DATE;

    /** Reads the format's spelling ({@code integer}, {@code string}, {@code date}, any case); null if unknown. */
    static ParameterType parse(String text) {
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "integer", "int", "number" -> INTEGER;
            case "string", "varchar", "text" -> STRING;
            case "date" -> DATE;
            default -> null;
        };
    }
}
