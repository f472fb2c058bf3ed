package io.dbbench.cli.webconsole;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** ECharts from the WebJar in the jar (bench-report's results.html inlines the same build): no internet needed. */
final class ChartScript {
    private static volatile byte[] bytes;

    private ChartScript() {}

    /** The minified library, read once (about 650 kB), or null when the jar lacks it. */
    static byte[] bytes() {
        byte[] b = bytes;
        if (b != null) return b;
        try (InputStream p = ChartScript.class.getResourceAsStream("/io/dbbench/report/chart-library.properties")) {
            if (p == null) return null;
            Properties props = new Properties();
            props.load(p);
            String path = "/META-INF/resources/webjars/echarts/" + props.getProperty("echarts.version")
                    + "/dist/echarts.common.min.js";
            try (InputStream in = ChartScript.class.getResourceAsStream(path)) {
                if (in == null) return null;
                b = in.readAllBytes();
            }
        } catch (IOException e) {
            return null;
        }
        bytes = b;
        return b;
    }
}
