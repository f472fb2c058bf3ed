package io.dbbench.report;

import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * results.html: one self-contained file (data, chart library, script and style inlined; nothing fetched)
 * that draws one run, or several side by side. Built from {@link RunResult}s only, so a report from
 * results.json files is the same as the one written after the run.
 */
public final class HtmlReport {

    /** The whole page for {@code runs}, in the order given (the first is the base of comparisons). */
    public String render(List<ReportInput> runs) {
        Objects.requireNonNull(runs, "runs");
        var tree = ReportData.build(runs);
        String data = ReportData.toJson(tree);
        // read per report, not in a static initializer: a broken jar is an exception to report, not an Error
        return fill(
                resource("report.html"),
                Map.of(
                        "TITLE",
                        escapeHtml(tree.get("title").asText()),
                        "CHART_LIBRARY_VERSION",
                        ChartLibrary.version(),
                        "DATA",
                        jsonInScript(data),
                        "CHART_LIBRARY",
                        inScript(ChartLibrary.script()),
                        // the traffic, server and capacity sections first: report.js calls them with its helpers
                        "SCRIPT",
                        inScript(resource("report-traffic.js")
                                + "\n"
                                + resource("report-capacity.js")
                                + "\n"
                                + resource("report.js"))));
    }

    /** Replaces each {@code {{NAME}}} of the template in one pass: a value is never searched for placeholders. */
    static String fill(String template, Map<String, String> values) {
        StringBuilder out = new StringBuilder(template.length()
                + values.values().stream().mapToInt(String::length).sum());
        int from = 0;
        while (true) {
            int start = template.indexOf("{{", from);
            if (start < 0) break;
            int end = template.indexOf("}}", start);
            String value = end < 0 ? null : values.get(template.substring(start + 2, end));
            if (value == null) throw new IllegalStateException("report.html: unknown placeholder at offset " + start);
            out.append(template, from, start).append(value);
            from = end + 2;
        }
        return out.append(template, from, template.length()).toString();
    }

    /** One run. */
    public String render(String label, RunResult run) {
        return render(List.of(new ReportInput(label, run)));
    }

    /**
     * Text inside a script element ends at the first {@code </script}: break every {@code </} (a no-op
     * inside JSON strings and JavaScript strings and regular expressions, where {@code <\/} means {@code </}).
     */
    static String inScript(String text) {
        return text.replace("</", "<\\/").replace("<!--", "<\\!--");
    }

    /**
     * The data section is read with JSON.parse, which rejects {@code inScript}'s escape of {@code <!--}: every
     * {@code <} becomes the JSON escape for U+003C instead (a {@code <} of JSON text only occurs inside strings),
     * so neither {@code </script} nor {@code <!--} reaches the HTML parser and the data parses back unchanged.
     */
    static String jsonInScript(String json) {
        return json.replace("<", "\\u003c");
    }

    static String escapeHtml(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static String resource(String name) {
        try (InputStream in = HtmlReport.class.getResourceAsStream(name)) {
            if (in == null) throw new IllegalStateException(name + " is missing from bench-report's jar");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
