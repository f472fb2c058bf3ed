package io.dbbench.workloads.callingcircle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.WorkloadRegistry;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * configs/Calling_Circle.xml is in SwingBench's 2.6+ format and lists the stock config's three transactions
 * (Id, ShortName, ClassName, Weight), every ClassName resolving to this workload.
 */
class CcConfigFileTest {
    private static final String NS = "http://www.dominicgiles.com/swingbench/config";
    private static final Path CONFIG =
            Path.of(System.getProperty("basedir", "."), "..", "configs", "Calling_Circle.xml");

    private static Element root() throws Exception {
        assertTrue(
                Files.isRegularFile(CONFIG),
                "missing " + CONFIG.toAbsolutePath().normalize());
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(CONFIG.toFile()).getDocumentElement();
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
    void hasTheTwoSixHeaderAndShape() throws Exception {
        assertEquals(
                "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>",
                Files.readAllLines(CONFIG, StandardCharsets.UTF_8).get(0));
        Element root = root();
        assertEquals(
                List.of("Name", "Comment", "Connection", "Load", "Preferences"),
                children(root).stream().map(Element::getLocalName).toList());
        assertEquals("Calling Circle", text(root, "Name"));
        assertEquals("-1", text(child(root, "Load"), "MaxTransactions"));
    }

    @Test
    void transactionListIsTheStockMixAndResolves() throws Exception {
        WorkloadRegistry registry = WorkloadRegistry.load();
        List<String> rows = new ArrayList<>();
        for (Element t : children(child(child(root(), "Load"), "TransactionList"))) {
            String className = text(t, "ClassName");
            WorkloadRegistry.Resolved resolved =
                    registry.resolve(className).orElseThrow(() -> new AssertionError("does not resolve: " + className));
            assertEquals(CcProvider.NAME, resolved.provider().name());
            rows.add(text(t, "Id") + "|" + text(t, "ShortName") + "|" + className + "|" + text(t, "Weight") + "|"
                    + text(t, "Enabled"));
        }
        assertEquals(
                List.of(
                        "New Customer|NC|com.mike.CallingCircle.NewCallingCircleProcess|25|true",
                        "Update Customer Details|UCD|com.mike.CallingCircle.UpdateCallingCircleProcess|100|true",
                        "Retrieve Customer Details|RCD|com.mike.CallingCircle.RetrieveHistoryProcess|50|true"),
                rows);
    }
}
