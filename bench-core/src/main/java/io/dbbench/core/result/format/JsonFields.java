package io.dbbench.core.result.format;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One JSON object of a results.json being read, with its path from the root, so that every complaint
 * names the field: "invalid results.json: transactions[1].latencyNanos: missing field 'histogram'".
 */
final class JsonFields {
    /** How Jackson writes non-finite doubles (as strings); a mean over an empty interval may be one. */
    private static final Set<String> NON_FINITE = Set.of("NaN", "Infinity", "-Infinity");

    private final JsonNode node;
    private final String path;

    private JsonFields(JsonNode node, String path) {
        this.node = node;
        this.path = path;
    }

    static JsonFields root(JsonNode node) throws MalformedResultsException {
        if (node == null || !node.isObject()) {
            throw new MalformedResultsException("invalid results.json: the document is not a JSON object");
        }
        return new JsonFields(node, "");
    }

    String path() {
        return path.isEmpty() ? "(root)" : path;
    }

    /** Whether the field is present and not JSON null: for fields a file may leave out. */
    boolean has(String name) {
        JsonNode value = node.get(name);
        return value != null && !value.isNull();
    }

    JsonFields object(String name) throws MalformedResultsException {
        return typed(name, JsonNode::isObject, "an object", value -> new JsonFields(value, childPath(name)));
    }

    List<JsonFields> objects(String name) throws MalformedResultsException {
        JsonNode value = required(name);
        if (!value.isArray()) throw wrongType(name, "an array", value);
        List<JsonFields> elements = new ArrayList<>(value.size());
        for (int i = 0; i < value.size(); i++) {
            JsonNode element = value.get(i);
            String elementPath = childPath(name) + "[" + i + "]";
            if (!element.isObject()) {
                throw new MalformedResultsException(
                        "invalid results.json: " + elementPath + " must be an object, found " + element.getNodeType());
            }
            elements.add(new JsonFields(element, elementPath));
        }
        return elements;
    }

    /** The fields of an object, in file order. */
    Map<String, JsonFields> objectsByName(String name) throws MalformedResultsException {
        return valuesByName(name, JsonFields::object);
    }

    String text(String name) throws MalformedResultsException {
        return typed(name, JsonNode::isTextual, "a string", JsonNode::textValue);
    }

    /** An ISO-8601 instant such as {@code 2026-04-23T14:18:01Z}. */
    Instant instant(String name) throws MalformedResultsException {
        String text = text(name);
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw invalid(name, "not an ISO-8601 instant such as 2026-04-23T14:18:01Z: '" + text + "'", e);
        }
    }

    /** A string that may be null (or absent, for files written before the field existed). */
    String textOrNull(String name) throws MalformedResultsException {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) return null;
        if (!value.isTextual()) throw wrongType(name, "a string or null", value);
        return value.textValue();
    }

    long longValue(String name) throws MalformedResultsException {
        return typed(name, v -> v.isIntegralNumber() && v.canConvertToLong(), "a whole number", JsonNode::longValue);
    }

    int intValue(String name) throws MalformedResultsException {
        return typed(
                name, v -> v.isIntegralNumber() && v.canConvertToInt(), "a whole number (int)", JsonNode::intValue);
    }

    boolean bool(String name) throws MalformedResultsException {
        return typed(name, JsonNode::isBoolean, "true or false", JsonNode::booleanValue);
    }

    /** A double, read from its decimal text so that it comes back bit for bit; "NaN"/"Infinity" strings accepted. */
    double doubleValue(String name) throws MalformedResultsException {
        JsonNode value = required(name);
        if (value.isNumber())
            return Double.parseDouble(
                    value.isBigDecimal() ? value.decimalValue().toString() : value.asText());
        if (value.isTextual() && NON_FINITE.contains(value.textValue())) {
            return Double.parseDouble(value.textValue());
        }
        throw wrongType(name, "a number", value);
    }

    /** A duration written as decimal milliseconds ({@link JsonNumbers#millis}). */
    Duration millis(String name) throws MalformedResultsException {
        JsonNode value = required(name);
        if (!value.isNumber()) throw wrongType(name, "a number of milliseconds", value);
        try {
            return JsonNumbers.duration(value.decimalValue());
        } catch (ArithmeticException e) {
            throw new MalformedResultsException(
                    "invalid results.json: " + childPath(name) + " must be milliseconds with at most 6 decimals, found "
                            + value.asText(),
                    e);
        }
    }

    /** A string-to-string object, in file order. */
    Map<String, String> stringMap(String name) throws MalformedResultsException {
        return valuesByName(name, JsonFields::text);
    }

    /** A whole-number-valued object, in file order. */
    Map<String, Long> longMap(String name) throws MalformedResultsException {
        return valuesByName(name, JsonFields::longValue);
    }

    List<String> strings(String name) throws MalformedResultsException {
        JsonNode value = required(name);
        if (!value.isArray()) throw wrongType(name, "an array of strings", value);
        List<String> strings = new ArrayList<>(value.size());
        for (int i = 0; i < value.size(); i++) {
            if (!value.get(i).isTextual()) {
                throw new MalformedResultsException("invalid results.json: " + childPath(name) + "[" + i
                        + "] must be a string, found " + value.get(i).getNodeType());
            }
            strings.add(value.get(i).textValue());
        }
        return strings;
    }

    MalformedResultsException invalid(String name, String problem, Throwable cause) {
        return new MalformedResultsException("invalid results.json: " + childPath(name) + ": " + problem, cause);
    }

    /** One field's value read by {@code field}, a path-naming complaint when it is not what that expects. */
    @FunctionalInterface
    private interface FieldReader<T> {
        T read(JsonFields fields, String name) throws MalformedResultsException;
    }

    /** Every field of the object {@code name}, each read by {@code field}, in file order. */
    private <T> Map<String, T> valuesByName(String name, FieldReader<T> field) throws MalformedResultsException {
        JsonFields container = object(name);
        Map<String, T> values = new LinkedHashMap<>();
        for (Iterator<String> it = container.node.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            values.put(key, field.read(container, key));
        }
        return values;
    }

    /** The field {@code name}, which must be there and be {@code expected} (as {@code isExpected} tells). */
    private <T> T typed(String name, Predicate<JsonNode> isExpected, String expected, Function<JsonNode, T> read)
            throws MalformedResultsException {
        JsonNode value = required(name);
        if (!isExpected.test(value)) throw wrongType(name, expected, value);
        return read.apply(value);
    }

    private JsonNode required(String name) throws MalformedResultsException {
        JsonNode value = node.get(name);
        if (value == null) {
            throw new MalformedResultsException("invalid results.json: " + path() + ": missing field '" + name + "'");
        }
        return value;
    }

    private MalformedResultsException wrongType(String name, String expected, JsonNode found) {
        return new MalformedResultsException("invalid results.json: " + childPath(name) + " must be " + expected
                + ", found " + found.getNodeType() + (found.isValueNode() ? " " + found.asText() : ""));
    }

    private String childPath(String name) {
        return path.isEmpty() ? name : path + "." + name;
    }
}
