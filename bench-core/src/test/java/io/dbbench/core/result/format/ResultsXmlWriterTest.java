package io.dbbench.core.result.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.Preferences.StatisticsLevel;
import io.dbbench.core.config.Preferences.TimingUnit;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunLabel;
import io.dbbench.core.result.RunResult;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * results.xml: sealed by golden files (regenerate with {@code -Dgolden.update=true}, see
 * {@link GoldenFiles}) and checked value by value against numbers worked out by hand, so a wrong
 * golden file would still be caught.
 */
class ResultsXmlWriterTest {
    private static final String NS = ResultsXmlWriter.NAMESPACE;
    private static final List<String> SIMPLE_RESULT_ELEMENTS = List.of(
            "AverageResponse",
            "MinimumResponse",
            "MaximumResponse",
            "TransactionCount",
            "FailedTransactionCount",
            "RollbackCount",
            "GeometricMean",
            "TenthPrecentile",
            "TwentiethPercentile",
            "ThirtiethPercentile",
            "FortiethPrecentile",
            "FiftythPercentile",
            "SixtiethPercentile",
            "SeventiethPercentile",
            "EightiethPercentile",
            "NinetiethPercentile");
    private static final List<String> FULL_ONLY_ELEMENTS = List.of(
            "NinetyFirstPercentile",
            "NinetySecondPercentile",
            "NinetyThirdPercentile",
            "NinetyFourthPercentile",
            "NinetyFifthPercentile",
            "NinetySixthPercentile",
            "NinetySeventhPercentile",
            "NinetyEigthPercentile",
            "NinetyNinthPercentile");

    private final ResultsXmlWriter writer = new ResultsXmlWriter();

    @Test
    void simpleStatisticsInMillisecondsMatchGolden() throws IOException {
        GoldenFiles.assertMatches("results-simple.xml", bytes(simple()));
    }

    @Test
    void fullStatisticsInMicrosecondsMatchGolden() throws IOException {
        GoldenFiles.assertMatches("results-full.xml", bytes(full()));
    }

    @Test
    void isNamespacedXmlWithDeclarationAndIndentation() throws Exception {
        String xml = GoldenFiles.text(bytes(simple()));
        assertTrue(
                xml.startsWith(
                        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
                                + "<Results xmlns=\"http://www.dominicgiles.com/swingbench/results\">\n    <Overview>\n        <BenchmarkName>"),
                xml);
        assertTrue(xml.endsWith("</BenchmarkMetrics>\n</Results>\n"), xml);
        assertFalse(xml.contains("\r"), "line ends must be \\n on every platform");
        Element root = parse(xml).getDocumentElement();
        assertEquals("Results", root.getLocalName());
        assertEquals(NS, root.getNamespaceURI());
        assertEquals(
                List.of("Overview", "Configuration", "DMLResults", "TransactionResults", "BenchmarkMetrics"),
                childNames(root));
    }

    @Test
    void overviewHoldsSwingBenchFormattedValues() throws Exception {
        Element overview = child(parse(simple()).getDocumentElement(), "Overview");
        assertEquals(
                List.of(
                        "BenchmarkName",
                        "Comment",
                        "TimeOfRun",
                        "TotalRunTime",
                        "TotalLogonTime",
                        "TotalCompletedTransactions",
                        "TotalFailedTransactions",
                        "AverageTransactionsPerSecond",
                        "MaximumTransactionRate"),
                childNames(overview));
        assertEquals("\"Order Entry (PLSQL) V2\"", text(overview, "BenchmarkName"));
        assertEquals("nightly <soak> & check", text(overview, "Comment"), "escaped on write, restored by the parser");
        assertEquals("Apr 23, 2026, 2:18:01 PM", text(overview, "TimeOfRun"));
        assertEquals("0:05:00", text(overview, "TotalRunTime"));
        assertEquals("0:00:01", text(overview, "TotalLogonTime"));
        assertEquals("449862", text(overview, "TotalCompletedTransactions"));
        assertEquals("20", text(overview, "TotalFailedTransactions"));
        assertEquals("1499.54", text(overview, "AverageTransactionsPerSecond"));
        assertEquals("91337", text(overview, "MaximumTransactionRate"));
    }

    @Test
    void configurationAndDmlComeFromTheRun() throws Exception {
        Element root = parse(simple()).getDocumentElement();
        Element config = child(root, "Configuration");
        assertEquals(
                List.of(
                        "NumberOfUsers",
                        "MinimumInterThinkTime",
                        "MaximumInterThinkTime",
                        "MinimumIntraThinkTime",
                        "MaximumIntraThinkTime",
                        "ConnectString",
                        "TimingsIn",
                        "WaitTillAllLogon",
                        "Driver"),
                childNames(config));
        assertEquals(
                List.of(
                        "16",
                        "100",
                        "200",
                        "10",
                        "20",
                        "//db.example.com:1521/soepdb",
                        "milliseconds",
                        "true",
                        "Oracle jdbc Driver"),
                childTexts(config));
        Element dml = child(root, "DMLResults");
        assertEquals(
                List.of(
                        "SelectStatements",
                        "InsertStatements",
                        "UpdateStatements",
                        "DeleteStatements",
                        "CommitStatements",
                        "RollbackStatements"),
                childNames(dml));
        assertEquals(List.of("4498620", "559724", "669586", "0", "451096", "1234"), childTexts(dml));
    }

    @Test
    void resultsAreTheRunsTransactionsInConfigOrderWithSwingBenchSpellings() throws Exception {
        List<Element> results = children(child(parse(simple()).getDocumentElement(), "TransactionResults"));
        assertEquals(
                List.of("Customer Registration", "Browse Products", "Order Products"),
                results.stream().map(r -> r.getAttribute("id")).toList(),
                "the disabled Process Orders is not reported");
        for (Element result : results) {
            assertEquals("Result", result.getLocalName());
            assertEquals(SIMPLE_RESULT_ELEMENTS, childNames(result));
        }
        List<String> full = new ArrayList<>(SIMPLE_RESULT_ELEMENTS);
        full.addAll(FULL_ONLY_ELEMENTS);
        for (Element result : children(child(parse(full()).getDocumentElement(), "TransactionResults"))) {
            assertEquals(full, childNames(result));
        }
    }

    @Test
    void responseTimesOfAKnownHistogramInMilliseconds() throws Exception {
        // Customer Registration: 1..100 ms, 900 each
        Element ncr = children(child(parse(simple()).getDocumentElement(), "TransactionResults"))
                .get(0);
        assertEquals("10", text(ncr, "TenthPrecentile"));
        assertEquals("50", text(ncr, "FiftythPercentile"));
        assertEquals("90", text(ncr, "NinetiethPercentile"));
        assertEquals("1", text(ncr, "MinimumResponse"));
        assertEquals("100", text(ncr, "MaximumResponse"));
        assertEquals(50.5, Double.parseDouble(text(ncr, "AverageResponse")), 0.05);
        // geometric mean of 1..100 = (100!)^(1/100) = 37.99
        assertEquals(37.99, Double.parseDouble(text(ncr, "GeometricMean")), 0.05);
        assertEquals("90000", text(ncr, "TransactionCount"));
        Element op = children(child(parse(simple()).getDocumentElement(), "TransactionResults"))
                .get(2);
        assertEquals("17", text(op, "FailedTransactionCount"));
        assertEquals("1234", text(op, "RollbackCount"));
    }

    @Test
    void responseTimesOfAKnownHistogramInMicroseconds() throws Exception {
        Element ncr = children(child(parse(full()).getDocumentElement(), "TransactionResults"))
                .get(0);
        // HdrHistogram, 3 digits: 10 ms lies in a bucket of 8192 ns whose highest value is 10,002,431 ns
        assertEquals("10002", text(ncr, "TenthPrecentile"));
        // 99 ms: bucket of 65,536 ns, highest value 99,024,895 ns
        assertEquals("99025", text(ncr, "NinetyNinthPercentile"));
        // 1 ms: lowest value of its bucket is 999,936 ns
        assertEquals("1000", text(ncr, "MinimumResponse"));
        assertEquals(50_500, Double.parseDouble(text(ncr, "AverageResponse")), 50);
        // sub-millisecond Browse Products: 0 in milliseconds, visible in microseconds
        Element bp = children(child(parse(full()).getDocumentElement(), "TransactionResults"))
                .get(1);
        assertEquals("250", text(bp, "MinimumResponse"));
        assertEquals("microseconds", text(child(parse(full()).getDocumentElement(), "Configuration"), "TimingsIn"));
    }

    @Test
    void tpsReadingsArePairsWithTrailingComma() throws Exception {
        String readings = text(child(parse(simple()).getDocumentElement(), "BenchmarkMetrics"), "TPSReadings");
        long first = SampleRunResults.START.toEpochMilli() + 1000;
        assertTrue(readings.startsWith(first + ", 1480," + (first + 1000) + ", 1502,"), readings);
        assertTrue(readings.endsWith((first + 4000) + ", 1495,"), readings);
        assertEquals(10, readings.split(",").length);
    }

    @Test
    void neverWritesThePasswordNorANarrowNoBreakSpace() throws IOException {
        String xml = GoldenFiles.text(bytes(full()));
        assertFalse(xml.contains(SampleRunResults.PASSWORD));
        assertFalse(xml.contains("\u202F"), "JDK 20+ CLDR puts U+202F before PM in localized times");
    }

    @Test
    void controlCharactersInNamesStillGiveWellFormedXml() throws Exception {
        RunResult result = simple();
        RunResult odd = new RunResult(
                new RunLabel("bad\u0001name", "tab\there"),
                result.timing(),
                result.config(),
                result.environment(),
                result.transactions(),
                result.dmlTotals(),
                result.tpsReadings(),
                result.intervals(),
                result.maxTransactionsPerMinute(),
                result.errorsByCode(),
                result.endReason());
        Element overview = child(parse(odd).getDocumentElement(), "Overview");
        assertEquals("bad\uFFFDname", text(overview, "BenchmarkName"));
        assertEquals("tab\there", text(overview, "Comment"));
    }

    @Test
    void writerAndStreamOverloadsWriteTheSameDocument() throws IOException {
        StringWriter out = new StringWriter();
        writer.write(simple(), SampleRunResults.ZONE, out);
        assertEquals(out.toString(), GoldenFiles.text(bytes(simple())));
    }

    @Test
    void aStatementRunnersRunMatchesGolden() throws Exception {
        byte[] xml = bytes(SampleRunResults.statementRun());
        GoldenFiles.assertMatches("statement-run-results.xml", xml);
        String text = GoldenFiles.text(xml);
        assertTrue(text.contains("<Result id=\"Q1\">"), text);
        assertTrue(
                text.contains("<TotalCompletedTransactions>200</TotalCompletedTransactions>"),
                "the statements are not added");
    }

    private static RunResult simple() {
        return SampleRunResults.orderEntry(TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.RUN_TIME);
    }

    private static RunResult full() {
        return SampleRunResults.orderEntry(TimingUnit.MICROSECONDS, StatisticsLevel.FULL, EndReason.RUN_TIME);
    }

    private byte[] bytes(RunResult result) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writer.write(result, SampleRunResults.ZONE, out);
        return out.toByteArray();
    }

    private Document parse(RunResult result) throws Exception {
        return parse(GoldenFiles.text(bytes(result)));
    }

    private static Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<Element> children(Element parent) {
        List<Element> elements = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                assertEquals(NS, e.getNamespaceURI(), "every element is in the results namespace");
                elements.add(e);
            }
        }
        return elements;
    }

    private static List<String> childNames(Element parent) {
        return children(parent).stream().map(Element::getLocalName).toList();
    }

    private static List<String> childTexts(Element parent) {
        return children(parent).stream().map(Element::getTextContent).toList();
    }

    private static Element child(Element parent, String name) {
        return children(parent).stream()
                .filter(e -> e.getLocalName().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no <" + name + "> in <" + parent.getLocalName() + ">"));
    }

    private static String text(Element parent, String name) {
        return child(parent, name).getTextContent();
    }
}
