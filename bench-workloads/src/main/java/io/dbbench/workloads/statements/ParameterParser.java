package io.dbbench.workloads.statements;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Builds a {@link Parameter} from the texts a statements file gives (either format), refusing what
 * cannot work with a message naming file, line and element.
 */
record ParameterParser(String file) {
    /** A placeholder name as written ({@code :YEAR} or {@code YEAR}) without its colon, checked. */
    String placeholder(String text, int line, String where) throws StatementsFileException {
        if (text == null)
            throw new StatementsFileException(file, line, where, "missing parameter id (the placeholder, e.g. :YEAR)");
        String name = text.startsWith(":") ? text.substring(1) : text;
        if (!name.matches("[A-Za-z_][A-Za-z0-9_$#]*")) {
            throw new StatementsFileException(file, line, where, "'" + text + "' is not a placeholder name like :YEAR");
        }
        return name;
    }

    ParameterType type(String text, int line, String where) throws StatementsFileException {
        if (text == null)
            throw new StatementsFileException(file, line, where, "missing datatype (integer, string or date)");
        ParameterType t = ParameterType.parse(text);
        if (t == null)
            throw new StatementsFileException(
                    file, line, where, "expected integer, string or date, was '" + text + "'");
        return t;
    }

    boolean bool(String text, boolean whenAbsent, int line, String where) throws StatementsFileException {
        if (text == null) return whenAbsent;
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new StatementsFileException(
                    file, line, where, "expected true or false, was '" + text + "'");
        };
    }

    int nonNegativeInt(String text, int whenAbsent, int line, String where) throws StatementsFileException {
        if (text == null) return whenAbsent;
        try {
            int v = Integer.parseInt(text);
            if (v >= 0) return v;
        } catch (NumberFormatException e) {
            // falls through to the message below
        }
        throw new StatementsFileException(
                file, line, where, "expected a whole number of 0 or more, was '" + text + "'");
    }

    /** {@code randomvalues}: integers, or dates as yyyy-MM-dd; both ends included. */
    ValueGenerator range(ParameterType type, String start, String end, int line, String where)
            throws StatementsFileException {
        if (start == null || end == null) {
            throw new StatementsFileException(file, line, where, "randomvalues needs both startvalue and endvalue");
        }
        try {
            if (type == ParameterType.DATE)
                return new ValueGenerator.DateRange(date(start, line, where), date(end, line, where));
            return new ValueGenerator.IntegerRange(integer(start, line, where), integer(end, line, where));
        } catch (IllegalArgumentException e) {
            throw new StatementsFileException(file, line, where, e.getMessage());
        }
    }

    /**
     * {@code enumerationvalues}: a comma-separated list, each value of the parameter's type, except that an
     * integer parameter may list non-numbers (SwingBench's TPC-DS file enumerates column names for ORDER BY
     * as integers): kept as text, inserted raw by a literal statement and refused in a bound one.
     */
    ValueGenerator choices(ParameterType type, String possible, int line, String where) throws StatementsFileException {
        if (possible == null)
            throw new StatementsFileException(
                    file, line, where, "enumerationvalues needs possiblevalues, a comma-separated list");
        List<Object> values = new ArrayList<>();
        for (String part : possible.split(",", -1)) {
            String v = part.strip();
            if (v.isEmpty())
                throw new StatementsFileException(
                        file, line, where, "possiblevalues has an empty entry: '" + possible + "'");
            values.add(
                    switch (type) {
                        case INTEGER -> integerOrText(v);
                        case DATE -> date(v, line, where);
                        case STRING -> v;
                    });
        }
        return new ValueGenerator.Choices(values);
    }

    private static Object integerOrText(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return text;
        }
    }

    private long integer(String text, int line, String where) throws StatementsFileException {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new StatementsFileException(file, line, where, "expected an integer, was '" + text + "'");
        }
    }

    private LocalDate date(String text, int line, String where) throws StatementsFileException {
        try {
            return LocalDate.parse(text.strip());
        } catch (DateTimeParseException e) {
            throw new StatementsFileException(file, line, where, "expected a date as yyyy-MM-dd, was '" + text + "'");
        }
    }
}
