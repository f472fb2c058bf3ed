package io.dbbench.it.embedding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * docs/library.md's "Benchmark your own code" test is the example project's test, verbatim: the example is
 * built and run by scripts/ci-test.sh against the installed artifacts, so the page shows code that compiles and passes. Its
 * minimal pom is a subset of the example's, with the same versions, so a user who copies it gets a build
 * the example proves.
 */
class LibraryDocExampleIT {
    private static final Path ROOT = Path.of(System.getProperty("bench.configs.dir", "../../configs"))
            .toAbsolutePath()
            .getParent();
    private static final Path PAGE = ROOT.resolve("docs/library.md");
    private static final Path EXAMPLE_POM = ROOT.resolve("examples/checkout/pom.xml");
    private static final String SECTION = "## Benchmark your own code";

    @Test
    void thePageShowsTheExampleTestVerbatim() throws IOException {
        String page = Files.readString(PAGE);
        int section = page.indexOf(SECTION);
        assertTrue(section >= 0, PAGE + " has a section '" + SECTION + "'");
        int start = page.indexOf("```java\n", section);
        assertTrue(start >= 0, "the section has a java block");
        start += "```java\n".length();
        int end = page.indexOf("```", start);
        String example = Files.readString(
                ROOT.resolve("examples/checkout/src/test/java/com/example/checkout/CheckoutBenchmarkTest.java"));
        assertEquals(example, page.substring(start, end));
    }

    @Test
    void thePagesPomUsesTheExamplesArtifactsAndIncludesJUnit() throws IOException {
        String block = pomBlock();
        String examplePom = Files.readString(EXAMPLE_POM);
        Matcher artifact = Pattern.compile("<artifactId>([^<]+)</artifactId>").matcher(block);
        List<String> artifacts = new ArrayList<>();
        while (artifact.find()) artifacts.add(artifact.group(1));
        // the example test needs JUnit 5, which bench-embedded leaves optional: a copied pom must bring it
        assertTrue(artifacts.contains("junit-jupiter"), "the page's pom " + artifacts + " names junit-jupiter");
        for (String a : artifacts) {
            assertTrue(
                    examplePom.contains("<artifactId>" + a + "</artifactId>"),
                    "the example project uses " + a + " too");
        }
    }

    /** Debian's Maven 3.8.7 compiles for Java 5 and runs a surefire that skips JUnit 5 unless the pom says otherwise. */
    @Test
    void thePagesPomPinsTheExamplesCompilerAndSurefireAndVersions() throws Exception {
        Document page = parse(pomBlock());
        Document example = parse(Files.readString(EXAMPLE_POM));
        Map<String, String> plugins = versions(page, "plugin");
        assertTrue(
                plugins.keySet()
                        .containsAll(List.of(
                                "org.apache.maven.plugins:maven-compiler-plugin",
                                "org.apache.maven.plugins:maven-surefire-plugin")),
                "the page's pom pins " + plugins.keySet());
        Map<String, String> examplePlugins = versions(example, "plugin");
        plugins.forEach((plugin, version) ->
                assertEquals(examplePlugins.get(plugin), version, plugin + " as in " + EXAMPLE_POM));
        Map<String, String> exampleDependencies = versions(example, "dependency");
        versions(page, "dependency").forEach((dependency, version) -> {
            if (version.isEmpty()) return; // left to the BOM, as in the example
            String exampleVersion = exampleDependencies.getOrDefault(dependency, "");
            // the example may leave it to a BOM of the same family (junit-jupiter to org.junit:junit-bom)
            if (exampleVersion.isEmpty()) exampleVersion = bomVersion(exampleDependencies, dependency);
            assertEquals(exampleVersion, version, dependency + " as in " + EXAMPLE_POM);
        });
        assertEquals(
                property(example, "maven.compiler.release"),
                property(page, "maven.compiler.release"),
                "maven.compiler.release");
        assertFalse(property(page, "maven.compiler.release").isEmpty(), "the page's pom sets maven.compiler.release");
    }

    private static String pomBlock() throws IOException {
        String page = Files.readString(PAGE);
        int start = page.indexOf("```xml\n", page.indexOf(SECTION));
        assertTrue(start >= 0, "the section has an xml block");
        return page.substring(start + "```xml\n".length(), page.indexOf("```", start + 6));
    }

    private static Document parse(String xml) throws Exception {
        return DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    /** groupId:artifactId to version (resolved from the pom's properties; empty when the pom leaves it to a BOM). */
    private static Map<String, String> versions(Document pom, String element) {
        Map<String, String> out = new LinkedHashMap<>();
        NodeList nodes = pom.getElementsByTagName(element);
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            String version = child(e, "version");
            Matcher property = Pattern.compile("\\$\\{([^}]+)}").matcher(version);
            if (property.matches()) version = property(pom, property.group(1));
            out.putIfAbsent(child(e, "groupId") + ":" + child(e, "artifactId"), version);
        }
        return out;
    }

    /** The version of the example's BOM whose groupId the dependency's groupId starts with; empty without one. */
    private static String bomVersion(Map<String, String> exampleDependencies, String dependency) {
        String group = dependency.substring(0, dependency.indexOf(':'));
        return exampleDependencies.entrySet().stream()
                .filter(e -> e.getKey().endsWith("-bom")
                        && group.startsWith(e.getKey().substring(0, e.getKey().indexOf(':'))))
                .map(Map.Entry::getValue)
                .findFirst()
                .orElse("");
    }

    private static String property(Document pom, String name) {
        NodeList nodes = pom.getElementsByTagName(name);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().strip();
    }

    private static String child(Element parent, String name) {
        NodeList nodes = parent.getElementsByTagName(name);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().strip();
    }
}
