package io.dbbench.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/**
 * Apache ECharts, read from its WebJar on the class path ({@code org.webjars.npm:echarts}) and inlined into
 * every report, so a report opens offline and nothing of the library lives in our sources. The "common"
 * build holds the line and bar charts, log axes, legends and tooltips the report uses, at 2/3 of the full
 * build's size.
 */
final class ChartLibrary {
    private static volatile String script;

    private ChartLibrary() {}

    /** The WebJar's version, from the build (chart-library.properties). */
    static String version() {
        try (InputStream in = ChartLibrary.class.getResourceAsStream("chart-library.properties")) {
            if (in == null)
                throw new IllegalStateException("chart-library.properties is missing from bench-report's jar");
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("echarts.version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The minified library; read once, it is about 650 kB. */
    static String script() {
        String s = script;
        if (s != null) return s;
        String version = version();
        String path = "/META-INF/resources/webjars/echarts/" + version + "/dist/echarts.common.min.js";
        try (InputStream in = ChartLibrary.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("the chart library " + path + " is not on the class path "
                        + "(org.webjars.npm:echarts " + version + " is a dependency of bench-report)");
            }
            s = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the chart library " + path, e);
        }
        script = s;
        return s;
    }
}
