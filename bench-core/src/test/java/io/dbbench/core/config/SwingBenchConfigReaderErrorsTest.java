package io.dbbench.core.config;

import static io.dbbench.core.config.ConfigFiles.lineOf;
import static io.dbbench.core.config.ConfigFiles.variant;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.WorkloadRegistry;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every refusal names the file, the line and the element, and says what would have been valid. */
class SwingBenchConfigReaderErrorsTest {
    private final SwingBenchConfigReader reader = new SwingBenchConfigReader(FakeWorkloads.registry());

    /** Reads a broken test file and checks the error points at the line holding {@code needle}. */
    private ConfigException refusedFile(String name, String needle, String element) {
        Path file = ConfigFiles.path(name);
        ConfigException e = assertThrows(ConfigException.class, () -> reader.read(file));
        assertAt(e, file.toString(), lineOf(ConfigFiles.text(name), needle), element);
        return e;
    }

    private static ConfigException refusedXml(String xml, String needle, String element) {
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigFiles.read(xml, "variant.xml"));
        assertAt(e, "variant.xml", lineOf(xml, needle), element);
        return e;
    }

    private static void assertAt(ConfigException e, String file, int line, String element) {
        assertEquals(file, e.file(), e.getMessage());
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(element, e.element(), e.getMessage());
        String prefix = file + ":" + line + ": " + (element == null ? "" : "<" + element + ">: ");
        assertTrue(e.getMessage().startsWith(prefix), "'" + e.getMessage() + "' should start with '" + prefix + "'");
    }

    private static void assertMessageContains(ConfigException e, String... parts) {
        for (String part : parts)
            assertTrue(e.getMessage().contains(part), "'" + part + "' missing from: " + e.getMessage());
    }

    @Test
    void negativeWeight() {
        ConfigException e = refusedFile("negative-weight.xml", "<Weight>-5</Weight>", "Weight");
        assertEquals(
                ConfigFiles.path("negative-weight.xml") + ":" + e.line()
                        + ": <Weight>: weight must not be negative, was -5",
                e.getMessage());
    }

    @Test
    void weightsThatOverflowAnIntAreRefusedAtTheList() {
        String xml =
                ConfigFiles.text("stress-test.xml").replaceAll("<Weight>\\d+</Weight>", "<Weight>2147483647</Weight>");
        ConfigException e = refusedXml(xml, "<TransactionList>", "TransactionList");
        assertMessageContains(e, "weights add up to " + 4L * Integer.MAX_VALUE, "above the limit of 2147483647");
    }

    @Test
    void binaryJunkIsOneErrorAndTheParserPrintsNothing() throws Exception {
        byte[] junk = new byte[3000];
        new java.util.Random(7).nextBytes(junk);
        junk[0] = (byte) 0xC3; // malformed UTF-8 from the first byte: where the JDK parser printed "[Fatal Error]"
        junk[1] = (byte) 0x28;
        java.io.ByteArrayOutputStream stderr = new java.io.ByteArrayOutputStream();
        java.io.PrintStream saved = System.err;
        ConfigException e;
        System.setErr(new java.io.PrintStream(stderr, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            e = assertThrows(
                    ConfigException.class, () -> reader.read(new java.io.ByteArrayInputStream(junk), "junk.xml"));
        } finally {
            System.setErr(saved);
        }
        assertEquals("", stderr.toString(java.nio.charset.StandardCharsets.UTF_8), "nothing printed besides our error");
        assertMessageContains(e, "junk.xml: ", "not a SwingBench configuration", "not text in the file's encoding");
    }

    @Test
    void aDeclaredLatin1ConfigStillReads() throws Exception {
        String xml = ConfigFiles.text("stress-test.xml")
                .replaceFirst("^<\\?xml[^>]*\\?>", "")
                .replace("<Comment>", "<Comment>caf\u00e9 ");
        byte[] latin1 = ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>" + xml)
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        ParsedConfig parsed = reader.read(new java.io.ByteArrayInputStream(latin1), "latin1.xml");
        assertTrue(
                parsed.config().comment().startsWith("caf\u00e9 "),
                parsed.config().comment());
    }

    @Test
    void negativeUsers() {
        ConfigException e = refusedFile("negative-users.xml", "<NumberOfUsers>", "NumberOfUsers");
        assertEquals("number of users must be at least 1, was -4", e.detail());
    }

    @Test
    void noEnabledTransaction() {
        ConfigException e = refusedFile("no-enabled-transaction.xml", "<TransactionList>", "TransactionList");
        assertMessageContains(e, "no transaction is enabled", "2 disabled");
    }

    @Test
    void unparseableRunTime() {
        ConfigException e = refusedFile("bad-runtime.xml", "<RunTime>", "RunTime");
        assertMessageContains(e, "'abc'", "h:m");
    }

    @Test
    void missingTransactionList() {
        ConfigException e = refusedFile("missing-transactionlist.xml", "<Load>", "Load");
        assertMessageContains(e, "missing <TransactionList>");
    }

    @Test
    void malformedXmlCarriesTheParsersLine() {
        ConfigException e = refusedFile("malformed.xml", "</Runtime>", "RunTime");
        assertMessageContains(e, "malformed XML", "RunTime");
    }

    @Test
    void unknownClassNameListsWhatIsKnownByWorkload() {
        ConfigException e = refusedFile("unknown-classname.xml", "StressTestUpsert", "ClassName");
        assertMessageContains(
                e,
                "unknown ClassName 'com.dom.benchmarking.swingbench.stresstest.StressTestUpsert'. Known transactions",
                "Stress Test: StressTestDelete, StressTestInsert, StressTestSelect, StressTestUpdate",
                "com.dom.benchmarking.swingbench.benchmarks.stresstest.",
                "Order Entry (PL/SQL): BrowseAndUpdateOrders, BrowseProducts");
        assertFalse(e.getMessage().contains("Did you mean"), e.getMessage());
        assertTrue(
                e.getMessage().lines().count() <= 5, "a few readable lines, not one per ClassName:\n" + e.getMessage());
    }

    @Test
    void unknownPrefixSuggestsTheKnownNames() {
        String xml = variant(
                "stress-test.xml",
                "com.dom.benchmarking.swingbench.benchmarks.stresstest.StressTestSelect",
                "com.example.bench.stresstestselect");
        ConfigException e = refusedXml(xml, "com.example.bench", "ClassName");
        assertMessageContains(
                e,
                "Did you mean com.dom.benchmarking.swingbench.benchmarks.stresstest.StressTestSelect or "
                        + "com.dom.benchmarking.swingbench.stresstest.StressTestSelect?");
    }

    @Test
    void smallRegistryListsEveryClassName() {
        SwingBenchConfigReader small =
                new SwingBenchConfigReader(new WorkloadRegistry(List.of(FakeWorkloads.stressTest())));
        ConfigException e =
                assertThrows(ConfigException.class, () -> small.read(ConfigFiles.path("unknown-classname.xml")));
        assertMessageContains(
                e, "Known ClassNames: com.dom.benchmarking.swingbench.benchmarks.stresstest.StressTestDelete, ");
    }

    @Test
    void emptyRegistrySaysNoWorkloadIsInstalled() {
        SwingBenchConfigReader none = new SwingBenchConfigReader(new WorkloadRegistry(List.of()));
        ConfigException e = assertThrows(ConfigException.class, () -> none.read(ConfigFiles.path("stress-test.xml")));
        assertMessageContains(e, "no workloads are installed");
    }

    @Test
    void wrongRootElement() {
        String xml = "<?xml version=\"1.0\"?>\n<SwingBenchResults>\n</SwingBenchResults>\n";
        ConfigException e = refusedXml(xml, "<SwingBenchResults>", "SwingBenchResults");
        assertMessageContains(e, "<SwingBenchConfiguration>");
    }

    @Test
    void emptyOrNonXmlInputHasNoRoot() {
        for (String text : List.of("", "just some text\n")) {
            ConfigException e = assertThrows(ConfigException.class, () -> ConfigFiles.read(text, "empty.xml"));
            assertMessageContains(e, "empty.xml", "<SwingBenchConfiguration>");
        }
    }

    @Test
    void missingLoad() {
        String xml = "<SwingBenchConfiguration>\n  <Name>x</Name>\n</SwingBenchConfiguration>\n";
        ConfigException e = refusedXml(xml, "<SwingBenchConfiguration>", "SwingBenchConfiguration");
        assertMessageContains(e, "missing <Load>");
    }

    @Test
    void transactionWithoutIdOrClassNameOrWeight() {
        // these point at the <Transaction> element, the line above the one the edit touched
        String noId = variant("stress-test.xml", "<Id>Update</Id>", "<!-- no Id -->");
        assertEquals(
                "transaction without an <Id>",
                refusedTransaction(noId, "<!-- no Id -->").detail());
        String noClass = variant(
                "stress-test.xml",
                "<ClassName>com.dom.benchmarking.swingbench.benchmarks.stresstest.StressTestDelete</ClassName>",
                "");
        assertEquals(
                "transaction 'Delete' has no <ClassName>",
                refusedTransaction(noClass, "<Id>Delete</Id>").detail());
        String noWeight = variant("stress-test.xml", "<Weight>30</Weight>", "<Weight> </Weight>");
        assertEquals(
                "transaction 'Update' has no <Weight>",
                refusedTransaction(noWeight, "<Id>Update</Id>").detail());
    }

    private static ConfigException refusedTransaction(String xml, String lineAfterTransactionStart) {
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigFiles.read(xml, "variant.xml"));
        assertAt(e, "variant.xml", lineOf(xml, lineAfterTransactionStart) - 1, "Transaction");
        return e;
    }

    @Test
    void duplicateTransactionIds() {
        String xml = variant("stress-test.xml", "<Id>Update</Id>", "<Id>Select</Id><!-- again -->");
        ConfigException e = refusedXml(xml, "<!-- again -->", "Id");
        assertMessageContains(
                e, "duplicate transaction Id 'Select'", "first used at line " + lineOf(xml, "<Id>Select</Id>"));
    }

    @Test
    void nonIntegerNumberAndBadBoolean() {
        String words =
                variant("stress-test.xml", "<NumberOfUsers>8</NumberOfUsers>", "<NumberOfUsers>eight</NumberOfUsers>");
        assertEquals(
                "expected a whole number, was 'eight'",
                refusedXml(words, "<NumberOfUsers>", "NumberOfUsers").detail());
        String yes = variant(
                "stress-test.xml",
                "<WaitTillAllLogon>true</WaitTillAllLogon>",
                "<WaitTillAllLogon>yes</WaitTillAllLogon>");
        assertEquals(
                "expected true or false, was 'yes'",
                refusedXml(yes, "<WaitTillAllLogon>", "WaitTillAllLogon").detail());
        String huge = variant(
                "stress-test.xml", "<QueryTimeout>30</QueryTimeout>", "<QueryTimeout>99999999999</QueryTimeout>");
        refusedXml(huge, "<QueryTimeout>", "QueryTimeout");
    }

    @Test
    void recordValidationErrorsPointAtTheElementTheyName() {
        String delays = variant("stress-test.xml", "<MinDelay>0</MinDelay>", "<MinDelay>10</MinDelay>");
        assertMessageContains(
                refusedXml(
                        ConfigFiles.replaceOnce(delays, "<MaxDelay>0</MaxDelay>", "<MaxDelay>5</MaxDelay>"),
                        "<MaxDelay>",
                        "MaxDelay"),
                "below MinDelay");
        String window = variant(
                "stress-test.xml",
                "<StatsCollectionEnd>0:50</StatsCollectionEnd>",
                "<StatsCollectionEnd>0:05</StatsCollectionEnd>");
        refusedXml(window, "<StatsCollectionEnd>", "StatsCollectionEnd");
        String negativeMax = variant(
                "stress-test.xml", "<MaxTransactions>-1</MaxTransactions>", "<MaxTransactions>-2</MaxTransactions>");
        assertMessageContains(refusedXml(negativeMax, "<MaxTransactions>", "MaxTransactions"), "was -2");
        String pool = variant(
                "soe-client-side-2.6.xml", "<PooledMinLimit>2</PooledMinLimit>", "<PooledMinLimit>20</PooledMinLimit>");
        refusedXml(pool, "<PooledMinLimit>", "PooledMinLimit");
        String negativePool = variant(
                "soe-client-side-2.6.xml",
                "<PooledMaxLimit>16</PooledMaxLimit>",
                "<PooledMaxLimit>-1</PooledMaxLimit>");
        refusedXml(negativePool, "<PooledMaxLimit>", "PooledMaxLimit");
    }

    @Test
    void badPreferences() {
        String refresh =
                variant("soe-client-side-2.6.xml", "<RefreshRate>2</RefreshRate>", "<RefreshRate>0</RefreshRate>");
        refusedXml(refresh, "<RefreshRate>", "RefreshRate");
        String unit = variant(
                "soe-client-side-2.6.xml", "<TimingsIn>milliseconds</TimingsIn>", "<TimingsIn>seconds</TimingsIn>");
        assertMessageContains(
                refusedXml(unit, "<TimingsIn>", "TimingsIn"), "milliseconds or microseconds", "'seconds'");
        String level = variant(
                "soe-client-side-2.6.xml",
                "<StatisticsLevel>simple</StatisticsLevel>",
                "<StatisticsLevel>all</StatisticsLevel>");
        refusedXml(level, "<StatisticsLevel>", "StatisticsLevel");
        String code = variant(
                "soe-client-side-2.6.xml",
                "<ErrorCode Type=\"ORA\">60</ErrorCode>",
                "<ErrorCode Type=\"ORA\">deadlock</ErrorCode>");
        assertMessageContains(refusedXml(code, "deadlock", "ErrorCode"), "'deadlock'");
    }

    @Test
    void propertyWithoutKey() {
        String xml = variant("soe-client-side-2.6.xml", "<Property Key=\"FetchSize\">", "<Property>");
        refusedXml(xml, "<Property>", "Property");
    }

    @Test
    void doctypeIsRefusedAndExternalEntitiesAreNeverRead(@TempDir Path dir) throws Exception {
        Path secret = Files.writeString(dir.resolve("outside.txt"), "MARKER-OUTSIDE-FILE");
        String xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE SwingBenchConfiguration [\n"
                + "  <!ENTITY leak SYSTEM \"" + secret.toUri() + "\">\n]>\n"
                + "<SwingBenchConfiguration><Name>&leak;</Name></SwingBenchConfiguration>\n";
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigFiles.read(xml, "xxe.xml"));
        assertMessageContains(e, "xxe.xml:", "DOCTYPE");
        assertNoSecret(e, "MARKER-OUTSIDE-FILE");
        String undeclared = "<SwingBenchConfiguration>\n<Name>&leak;</Name></SwingBenchConfiguration>\n";
        assertMessageContains(refusedXml(undeclared, "<Name>", "Name"), "leak");
    }

    @Test
    void passwordNeverAppearsInErrors() {
        String broken = variant("stress-test.xml", "<Password>sbtest</Password>", "<Password>Xyzzy&Plugh;</Password>");
        ConfigException e = refusedXml(broken, "<Password>", "Password");
        assertNoSecret(e, "Xyzzy", "Plugh");
        String lessThan = variant("stress-test.xml", "<Password>sbtest</Password>", "<Password>Xyzzy<Plugh</Password>");
        assertNoSecret(refusedXml(lessThan, "<Password>", "Password"), "Xyzzy", "Plugh");
        String later = ConfigFiles.replaceOnce(
                variant("stress-test.xml", "<Password>sbtest</Password>", "<Password>Xyzzy42</Password>"),
                "<Weight>40</Weight>",
                "<Weight>-1</Weight>");
        assertNoSecret(refusedXml(later, "<Weight>-1", "Weight"), "Xyzzy42");
    }

    private static void assertNoSecret(ConfigException e, String... secretParts) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            for (String part : secretParts) {
                assertFalse(String.valueOf(t.getMessage()).contains(part), "secret in: " + t.getMessage());
            }
        }
    }

    @Test
    void messageFormatWithoutLineOrElement() {
        assertEquals("a.xml: <Load>: bad", new ConfigException("a.xml", 0, "Load", "bad").getMessage());
        assertEquals("a.xml:7: bad", new ConfigException("a.xml", 7, null, "bad").getMessage());
        assertEquals("bad", new ConfigException("a.xml", 7, null, "bad").detail());
    }

    @Test
    void streamIsLeftOpenForTheCaller() throws Exception {
        boolean[] closed = {false};
        byte[] bytes = ConfigFiles.text("stress-test.xml").getBytes(StandardCharsets.UTF_8);
        ByteArrayInputStream in = new ByteArrayInputStream(bytes) {
            @Override
            public void close() {
                closed[0] = true;
            }
        };
        reader.read(in, "stress-test.xml");
        assertFalse(closed[0]);
    }
}
