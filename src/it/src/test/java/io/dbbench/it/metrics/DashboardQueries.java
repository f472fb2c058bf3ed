package io.dbbench.it.metrics;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Grafana dashboard under deploy/ as Prometheus sees it: every panel target's PromQL with the
 * dashboard's variables filled in as Grafana fills them, and the {@code label_values(metric, label)}
 * queries of its variables.
 */
final class DashboardQueries {
    /** A panel's query. */
    record Query(String panel, String refId, String expr) {
        @Override
        public String toString() {
            return "'" + panel + "' " + refId + ": " + expr;
        }
    }

    /** A variable whose values are {@code label_values(metric, label)}. */
    record Variable(String name, String metric, String label) {}

    private static final Pattern LABEL_VALUES =
            Pattern.compile("label_values\\(\\s*([a-zA-Z_:][\\w:]*)\\s*,\\s*(\\w+)\\s*\\)");
    private static final Pattern REFERENCE = Pattern.compile("\\$\\{?(\\w+)}?");

    private final List<Query> queries = new ArrayList<>();
    private final List<Variable> variables = new ArrayList<>();

    DashboardQueries(Path dashboard) throws IOException {
        JsonNode root = new ObjectMapper().readTree(dashboard.toFile());
        for (JsonNode panel : root.path("panels"))
            for (JsonNode target : panel.path("targets"))
                queries.add(new Query(
                        panel.path("title").asText(),
                        target.path("refId").asText(),
                        target.path("expr").asText()));
        for (JsonNode v : root.path("templating").path("list")) {
            if (!"query".equals(v.path("type").asText())) continue; // the data source picker is no query
            String definition = v.path("definition").asText();
            Matcher m = LABEL_VALUES.matcher(definition);
            if (!m.matches())
                throw new IllegalArgumentException("variable " + v.path("name").asText()
                        + ": not a label_values(metric, label) query: " + definition);
            variables.add(new Variable(v.path("name").asText(), m.group(1), m.group(2)));
        }
    }

    static Path shipped() {
        return Path.of(System.getProperty("bench.configs.dir", "../../configs"))
                .resolveSibling("deploy/grafana/dbbench-dashboard.json")
                .toAbsolutePath()
                .normalize();
    }

    List<Query> queries() {
        return queries;
    }

    List<Variable> variables() {
        return variables;
    }

    /**
     * {@code expr} with each {@code $name} or {@code ${name}} replaced as Grafana does for one selected value
     * inside {@code =~"..."}: the value with regex characters escaped, then escaped for a PromQL string.
     *
     * @param values     variable name to the selected value; {@code __rate_interval} to a range, e.g. {@code 1m}
     * @throws IllegalArgumentException for a variable {@code values} does not have: a new one must be given a
     *                                  value here, never left for Prometheus to reject
     */
    static String substitute(String expr, Map<String, String> values) {
        Matcher m = REFERENCE.matcher(expr);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String name = m.group(1);
            String value = values.get(name);
            if (value == null) throw new IllegalArgumentException("no value for $" + name + " in " + expr);
            String replacement = name.startsWith("__") ? value : promqlString(regexEscaped(value));
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The value as a regex matching only itself, its special characters backslashed (Grafana's way). */
    static String regexEscaped(String value) {
        return value.replaceAll("([\\\\.+*?()|\\[\\]{}^$])", "\\\\$1");
    }

    private static String promqlString(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
