package io.dbbench.workloads.statements;

import java.time.LocalDate;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * One {@code parameter} of a statement.
 *
 * @param name  the placeholder without its colon, e.g. {@code YEAR} for {@code :YEAR}
 * @param quote literal statements only: whether a string or date is wrapped in single quotes ({@code quotestring});
 *              false inserts it bare, e.g. a column name
 */
public record Parameter(String name, ParameterType type, boolean quote, ValueGenerator generator) {
    public Parameter {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(generator, "generator");
    }

    /**
     * The next value, of the parameter's type: a string parameter drawn from an integer range is the
     * integer's digits as a string, so it is quoted as a literal and bound with setString (PostgreSQL
     * refuses {@code varchar = integer}).
     */
    public Object next(RandomGenerator random) {
        Object value = generator.next(random);
        return type == ParameterType.STRING && !(value instanceof String) ? value.toString() : value;
    }

    /**
     * The first value of an integer parameter's enumeration that is not a number (SwingBench's TPC-DS
     * file lists column names for ORDER BY that way), or null when every value is a number.
     */
    public String nonNumericInteger() {
        if (type != ParameterType.INTEGER || !(generator instanceof ValueGenerator.Choices c)) return null;
        for (Object v : c.values()) if (v instanceof String s) return s;
        return null;
    }

    /**
     * A value as SQL text, for statements whose placeholders are replaced before they are prepared: an
     * integer as its raw text (digits, or a column name an integer enumeration lists), a string or date
     * ({@code yyyy-MM-dd}) in single quotes with quotes inside doubled, or bare when {@link #quote} is false.
     */
    public String literal(Object value) {
        if (type == ParameterType.INTEGER) return value.toString();
        String text = value instanceof LocalDate d ? d.toString() : value.toString();
        return quote ? "'" + text.replace("'", "''") + "'" : text;
    }
}
