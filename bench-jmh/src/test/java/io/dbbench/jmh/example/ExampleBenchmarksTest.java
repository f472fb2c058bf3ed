package io.dbbench.jmh.example;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The examples are generated into JMH's benchmark list (what {@code benchmarks.jar -l} lists and the
 * Runner finds), with the modes the docs promise. Running them needs a database: src/it JmhStateIT.
 */
class ExampleBenchmarksTest {
    private static String benchmarkList() throws IOException {
        try (InputStream in =
                ExampleBenchmarksTest.class.getClassLoader().getResourceAsStream("META-INF/BenchmarkList")) {
            assertNotNull(in, "META-INF/BenchmarkList: JMH's annotation processor did not run");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void theSoeExampleIsListedInAverageAndSampleTime() throws IOException {
        String list = benchmarkList();
        String soe = SoeTransactionBenchmark.class.getName();
        assertTrue(list.lines().anyMatch(l -> l.contains(soe) && l.contains("S 11 AverageTime")), list);
        assertTrue(list.lines().anyMatch(l -> l.contains(soe) && l.contains("S 10 SampleTime")), list);
    }

    @Test
    void theCustomExampleIsListed() throws IOException {
        assertTrue(benchmarkList().contains(CustomTransactionBenchmark.class.getName() + " "));
    }
}
