package io.dbbench.workloads.stresstest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.WorkloadRegistry;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * configs/Stress_Test.xml (shipped at the repository root) is in SwingBench's 2.6+ format and every
 * ClassName in it resolves to this workload.
 */
class StressTestConfigFileTest {
    private static final String NS = "http://www.dominicgiles.com/swingbench/config";
    private static final Path CONFIG = Path.of(System.getProperty("basedir", "."), "..", "configs", "Stress_Test.xml");

    private static Element root() throws Exception {
        assertTrue(
                Files.isRegularFile(CONFIG),
                "missing " + CONFIG.toAbsolutePath().normalize());
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document doc = factory.newDocumentBuilder().parse(CONFIG.toFile());
        return doc.getDocumentElement();
    }

    private static List<Element> children(Element parent) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                assertEquals(NS, e.getNamespaceURI(), e.getTagName());
                out.add(e);
            }
        }
        return out;
    }

    private static Element child(Element parent, String name) {
        return children(parent).stream()
                .filter(e -> e.getLocalName().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError(parent.getLocalName() + " has no " + name));
    }

    private static String text(Element parent, String name) {
        return child(parent, name).getTextContent().trim();
    }

    @Test
    void hasTheTwoSixHeaderAndTheSwingBenchRoot() throws Exception {
        String firstLine = Files.readAllLines(CONFIG, StandardCharsets.UTF_8).get(0);
        assertEquals("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>", firstLine);
        Element root = root();
        assertEquals("SwingBenchConfiguration", root.getLocalName());
        assertEquals(NS, root.getNamespaceURI());
        assertEquals(
                List.of("Name", "Comment", "Connection", "Load", "Preferences"),
                children(root).stream().map(Element::getLocalName).toList());
        assertEquals("Stress Test", text(root, "Name"));
    }

    @Test
    void connectionAndLoadSettings() throws Exception {
        Element connection = child(root(), "Connection");
        assertEquals("bench", text(connection, "UserName"));
        assertEquals("//localhost/soe", text(connection, "ConnectString"));
        assertEquals("Oracle jdbc Driver", text(connection, "DriverType"));
        Map<String, String> properties = new LinkedHashMap<>();
        for (Element p : children(child(connection, "Properties")))
            properties.put(p.getAttribute("Key"), p.getTextContent().trim());
        assertEquals(Map.of("StatementCaching", "50", "FetchSize", "20"), properties);

        Element load = child(root(), "Load");
        assertEquals("4", text(load, "NumberOfUsers"));
        assertEquals("120", text(load, "QueryTimeout"));
        assertEquals("-1", text(load, "MaxTransactions"));
        assertEquals("0:0", text(load, "RunTime"));
        Element preferences = child(root(), "Preferences");
        assertEquals("milliseconds", text(preferences, "TimingsIn"));
        assertEquals("simple", text(preferences, "StatisticsLevel"));
    }

    @Test
    void transactionListIsTheStressTestMixAndResolves() throws Exception {
        WorkloadRegistry registry = WorkloadRegistry.load();
        List<String> rows = new ArrayList<>();
        for (Element t : children(child(child(root(), "Load"), "TransactionList"))) {
            String id = text(t, "Id");
            String className = text(t, "ClassName");
            WorkloadRegistry.Resolved resolved =
                    registry.resolve(className).orElseThrow(() -> new AssertionError("does not resolve: " + className));
            assertEquals(StressTestProvider.NAME, resolved.provider().name());
            assertEquals(id, resolved.transactionName());
            assertTrue(className.startsWith("com.dom.benchmarking.swingbench.benchmarks.stresstest."), className);
            rows.add(id + " " + text(t, "ShortName") + " " + text(t, "Weight") + " " + text(t, "Enabled"));
        }
        assertEquals(
                List.of(
                        "StressTestInsert I 15 true",
                        "StressTestSelect S 40 true",
                        "StressTestUpdate U 30 true",
                        "StressTestDelete D 10 true"),
                rows);
    }
}
