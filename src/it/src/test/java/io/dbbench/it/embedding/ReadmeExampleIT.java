package io.dbbench.it.embedding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's "Benchmark your own code" test is the example project's test, verbatim: the example is
 * built and run by scripts/ci-test.sh against the installed artifacts, so the README shows code that
 * compiles and passes.
 */
class ReadmeExampleIT {
    private static final Path ROOT = Path.of(System.getProperty("bench.configs.dir", "../../configs"))
            .toAbsolutePath()
            .getParent();
    private static final String SECTION = "## Benchmark your own code";

    @Test
    void readmeShowsTheExampleTestVerbatim() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        int section = readme.indexOf(SECTION);
        assertTrue(section >= 0, "README has a section '" + SECTION + "'");
        int start = readme.indexOf("```java\n", section);
        assertTrue(start >= 0, "the section has a java block");
        start += "```java\n".length();
        int end = readme.indexOf("```", start);
        String example = Files.readString(
                ROOT.resolve("examples/checkout/src/test/java/com/example/checkout/CheckoutBenchmarkTest.java"));
        assertEquals(example, readme.substring(start, end));
    }

    @Test
    void readmeDependenciesAreTheExamplesAndIncludeJUnit() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        int start = readme.indexOf("```xml\n", readme.indexOf(SECTION));
        String block = readme.substring(start, readme.indexOf("```", start + 6));
        String examplePom = Files.readString(ROOT.resolve("examples/checkout/pom.xml"));
        Matcher artifact = Pattern.compile("<artifactId>([^<]+)</artifactId>").matcher(block);
        List<String> artifacts = new ArrayList<>();
        while (artifact.find()) artifacts.add(artifact.group(1));
        // the example test needs JUnit 5, which bench-embedded leaves optional: a copied block must bring it
        assertTrue(
                artifacts.contains("junit-jupiter"), "the README's dependencies " + artifacts + " name junit-jupiter");
        for (String a : artifacts) {
            assertTrue(
                    examplePom.contains("<artifactId>" + a + "</artifactId>"),
                    "the example project uses " + a + " too");
        }
    }
}
