package io.dbbench.core.config;

import static io.dbbench.core.config.ConfigFiles.lineOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.Preferences.StatisticsLevel;
import io.dbbench.core.config.Preferences.TimingUnit;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Reading valid files of each SwingBench generation; the refusals are in SwingBenchConfigReaderErrorsTest. */
class SwingBenchConfigReaderTest {
    private final SwingBenchConfigReader reader = new SwingBenchConfigReader(FakeWorkloads.registry());

    @Test
    void readsClientSideOrderEntry26() throws Exception {
        Path file = ConfigFiles.path("soe-client-side-2.6.xml");
        ParsedConfig parsed = reader.read(file);
        RunConfig c = parsed.config();

        assertEquals("Order Entry (jdbc)", c.name());
        assertEquals("Client-side Order Entry, hand-written for dbbench tests", c.comment());
        assertEquals(file.toString(), c.source());
        assertFalse(parsed.passwordEncrypted());

        ConnectionConfig conn = c.connection();
        assertEquals("soe", conn.userName());
        assertEquals("s3cret-pw", conn.password().reveal());
        assertEquals("//dbhost.example:1521/soepdb", conn.connectString());
        assertEquals("Oracle jdbc Driver", conn.driverType());
        assertNull(conn.credentialsFile());
        assertEquals(Map.of("StatementCaching", "40", "FetchSize", "20", "TcpNoDelay", "true"), conn.properties());
        assertEquals(
                List.of(
                        "alter session set optimizer_index_cost_adj = 50",
                        "alter session set nls_date_format = 'YYYY-MM-DD'"),
                conn.initializationCommands());
        assertEquals(new PoolingConfig(4, 2, 16, Duration.ofSeconds(50), Duration.ofSeconds(45)), conn.pooling());

        assertEquals(
                new LoadConfig(
                        16,
                        0,
                        0,
                        50,
                        250,
                        120,
                        -1,
                        Duration.ofMinutes(5),
                        4,
                        100,
                        false,
                        true,
                        Duration.ofMinutes(1),
                        Duration.ofMinutes(4),
                        0),
                c.load());

        assertEquals(
                List.of(
                        new TransactionConfig(
                                "Customer Registration",
                                "NCR",
                                "com.dom.benchmarking.swingbench.transactions.NewCustomerProcess",
                                20,
                                true),
                        new TransactionConfig(
                                "Update Customer Details",
                                "UCD",
                                "com.dom.benchmarking.swingbench.transactions.UpdateCustomerDetails",
                                10,
                                true),
                        new TransactionConfig(
                                "Browse Products",
                                "BP",
                                "com.dom.benchmarking.swingbench.transactions.BrowseProducts",
                                90,
                                true),
                        new TransactionConfig(
                                "Order Products",
                                "OP",
                                "com.dom.benchmarking.swingbench.transactions.NewOrderProcess",
                                50,
                                true),
                        new TransactionConfig(
                                "Process Orders",
                                "PO",
                                "com.dom.benchmarking.swingbench.transactions.ProcessOrders",
                                5,
                                true),
                        new TransactionConfig(
                                "Browse Orders",
                                "BO",
                                "com.dom.benchmarking.swingbench.transactions.BrowseAndUpdateOrders",
                                15,
                                true),
                        new TransactionConfig(
                                "Sales Rep Query",
                                "SQ",
                                "com.dom.benchmarking.swingbench.transactions.SalesRepsOrdersQuery",
                                2,
                                true),
                        new TransactionConfig(
                                "Warehouse Query",
                                "WQ",
                                "com.dom.benchmarking.swingbench.transactions.WarehouseOrdersQuery",
                                1,
                                true),
                        new TransactionConfig(
                                "Warehouse Activity Query",
                                "WA",
                                "com.dom.benchmarking.swingbench.transactions.WarehouseActivityQuery",
                                1,
                                true)),
                c.transactions());

        assertEquals(Map.of("SOE_NAMESDATA_LOC", "data/names.txt", "SOE_NLSDATA_LOC", "data/nls.txt"), c.environment());
        assertEquals(
                new Preferences(
                        TimingUnit.MILLISECONDS,
                        StatisticsLevel.SIMPLE,
                        false,
                        Duration.ofSeconds(2),
                        Set.of("ORA-00060", "ORA-08177", "ORA-04068"),
                        "results00001.xml"),
                c.preferences());

        String xml = ConfigFiles.text("soe-client-side-2.6.xml");
        assertEquals(
                List.of(
                        "ignoring <PooledPropertyCheckInterval> at line " + lineOf(xml, "<PooledPropertyCheckInterval>")
                                + ": dbbench's connection pool has no such setting",
                        "ignoring <PooledAbandonedConnectionTimeout> at line "
                                + lineOf(xml, "<PooledAbandonedConnectionTimeout>")
                                + ": dbbench's connection pool has no such setting",
                        "ignoring GUI-only preference <StartMode>",
                        "ignoring GUI-only preference <Output>",
                        "ignoring GUI-only preference <Charts>"),
                parsed.warnings());
    }

    @Test
    void readsServerSideV2Config27() throws Exception {
        ParsedConfig parsed = reader.read(ConfigFiles.path("soe-server-side-v2-2.7.xml"));
        RunConfig c = parsed.config();

        assertEquals("\"Order Entry (PLSQL) V2\"", c.name(), "literal double quotes in Name are kept");
        assertEquals("Order Entry (PLSQL) V2", c.displayName(), "shown without them");
        assertEquals("soe", c.connection().password().reveal());
        assertEquals("//localhost/soe", c.connection().connectString());
        assertEquals(
                List.of("select 1 from dual"),
                c.connection().initializationCommands(),
                "correct spelling accepted too");
        assertEquals("3", c.connection().properties().get("MaximumTxRetries"));
        assertEquals(PoolingConfig.DEFAULT, c.connection().pooling());
        assertEquals(4, c.load().users());
        assertEquals(100_000, c.load().maxTransactions());
        assertEquals(Duration.ofMinutes(90), c.load().runTime());
        assertEquals(Duration.ZERO, c.load().statsCollectionStart());
        assertEquals(Duration.ZERO, c.load().statsCollectionEnd());

        List<String> ids = c.transactions().stream().map(TransactionConfig::id).toList();
        assertEquals(
                List.of(
                        "Customer Registration",
                        "Update Customer Details",
                        "Browse Products",
                        "Order Products",
                        "Process Orders",
                        "Browse Orders",
                        "Sales Rep Query",
                        "Warehouse Query",
                        "Warehouse Activity Query"),
                ids);
        assertEquals(
                List.of(15, 10, 50, 40, 5, 5, 2, 2, 2),
                c.transactions().stream().map(TransactionConfig::weight).toList());
        assertEquals(
                List.of("NCR", "UCD", "BP", "OP", "PO", "BO"),
                c.enabledTransactions().stream()
                        .map(TransactionConfig::shortName)
                        .toList(),
                "SQ, WQ, WA ship disabled");
        assertTrue(c.transactions()
                .get(0)
                .className()
                .startsWith("com.dom.benchmarking.swingbench.benchmarks.orderentryplsql."));

        assertEquals(
                Map.of("SOE_PRODUCTSDATA_LOC", "data/productids.txt", "STATEMENTS_CONFIG_FILE", "soe-statements.xml"),
                c.environment());
        Preferences p = c.preferences();
        assertEquals(TimingUnit.MICROSECONDS, p.timingsIn());
        assertEquals(StatisticsLevel.FULL, p.statisticsLevel());
        assertTrue(p.timingsIncludeSleep());
        assertEquals(Preferences.DEFAULT.refreshRate(), p.refreshRate(), "RefreshRate missing: default");
        assertEquals("results.xml", p.outputFile());
        assertEquals(Set.of("ORA-04068", "40P01"), p.allowedErrorCodes(), "non-ORA codes kept as written");

        String xml = ConfigFiles.text("soe-server-side-v2-2.7.xml");
        assertEquals(
                List.of(
                        "ignoring unknown element <Foo> at line " + lineOf(xml, "<Foo>") + " (and 1 more)",
                        "ignoring GUI-only preference <StartMode>",
                        "ignoring GUI-only preference <Output>"),
                parsed.warnings(),
                "each unknown name warned once, with a count");
    }

    @Test
    void readsStressTestWithoutNamespaceOrPreferences() throws Exception {
        ParsedConfig parsed = reader.read(ConfigFiles.path("stress-test.xml"));
        RunConfig c = parsed.config();

        assertEquals("Stress Test", c.name());
        assertEquals("jdbc:postgresql://127.0.0.1:5433/bench", c.connection().connectString());
        assertEquals("thin", c.connection().driverType());
        assertEquals(
                new LoadConfig(
                        8,
                        0,
                        0,
                        0,
                        0,
                        30,
                        -1,
                        Duration.ofHours(1),
                        2,
                        500,
                        false,
                        true,
                        Duration.ofMinutes(10),
                        Duration.ofMinutes(50),
                        1000),
                c.load());
        assertEquals(
                List.of("I", "S", "U", "D"),
                c.transactions().stream().map(TransactionConfig::shortName).toList());
        assertEquals(
                List.of(15, 40, 30, 10),
                c.transactions().stream().map(TransactionConfig::weight).toList());
        assertEquals(
                "com.dom.benchmarking.swingbench.benchmarks.stresstest.StressTestDelete",
                c.transactions().get(3).className());
        assertEquals(Preferences.DEFAULT, c.preferences());
        assertEquals(Map.of(), c.environment());
        assertEquals(List.of(), parsed.warnings());
    }

    @Test
    void maxTransactionsZeroMeansNoLimitAsInTheStockStressTestConfig() throws Exception {
        ParsedConfig parsed = reader.read(ConfigFiles.path("stress-test-max-zero.xml"));

        assertEquals(-1, parsed.config().load().maxTransactions());
        assertEquals(-1, parsed.config().load().withMaxTransactions(0).maxTransactions());
        assertEquals(7, parsed.config().load().withMaxTransactions(7).maxTransactions());
        assertEquals(List.of(), parsed.warnings());
    }

    @Test
    void readsOld25FileWithDatabaseBlockAndMissingElements() throws Exception {
        ParsedConfig parsed = reader.read(ConfigFiles.path("soe-2.5-database-block.xml"));
        RunConfig c = parsed.config();

        assertEquals("", c.comment());
        assertEquals("dbhost:1521:ORCL", c.connection().connectString());
        assertEquals("Oracle10g Type IV jdbc driver (thin)", c.connection().driverType());
        assertEquals(5, c.load().users());
        assertEquals(10, c.load().minDelayMillis());
        assertEquals(100, c.load().maxDelayMillis());
        assertEquals(Duration.ZERO, c.load().runTime(), "0:0 = until stopped");
        assertEquals(Defaults.LOGON_GROUP_COUNT, c.load().logonGroupCount());
        assertEquals(Defaults.STATS_COLLECTION_START, c.load().statsCollectionStart());
        assertEquals(Defaults.STATS_COLLECTION_END, c.load().statsCollectionEnd());
        assertEquals(Defaults.CONNECTION_REFRESH, c.load().connectionRefresh());
        assertEquals(2, c.enabledTransactions().size());
        assertEquals(Preferences.DEFAULT, c.preferences());

        String xml = ConfigFiles.text("soe-2.5-database-block.xml");
        assertEquals(
                List.of(
                        "ignoring <Database> at line " + lineOf(xml, "<Database>")
                                + " (a SwingBench 2.5 block with no effect here)",
                        "ignoring GUI-only preference <StartMode>",
                        "ignoring GUI-only preference <Output>"),
                parsed.warnings());
    }

    @Test
    void encryptedPasswordIsNotUsableAndFlagged() throws Exception {
        ParsedConfig parsed = reader.read(ConfigFiles.path("encrypted-password.xml"));

        assertTrue(parsed.passwordEncrypted());
        assertEquals(Secret.none(), parsed.config().connection().password());
        assertEquals("sbtest", parsed.config().connection().userName());
        assertFalse(parsed.config().toString().contains("Qm9n"), "the obfuscated value is not kept anywhere");
        assertFalse(String.join("\n", parsed.warnings()).contains("Qm9n"));
    }

    @Test
    void streamAndPathGiveTheSameConfig() throws Exception {
        Path file = ConfigFiles.path("soe-server-side-v2-2.7.xml");
        ParsedConfig fromPath = reader.read(file);
        ParsedConfig fromStream = ConfigFiles.read(ConfigFiles.text("soe-server-side-v2-2.7.xml"), file.toString());
        assertEquals(fromPath, fromStream);
    }

    @Test
    void oracleErrorCodesAreNormalisedWhateverTheirForm() throws Exception {
        String codes = "<ErrorCode Type=\"ORA\">60</ErrorCode><ErrorCode Type=\"ora\">ORA-60</ErrorCode>"
                + "<ErrorCode Type=\"ORA\"> ora-00060 </ErrorCode><ErrorCode Type=\"ORA\">ORA12899</ErrorCode>"
                + "<ErrorCode Type=\"ORA\">00001</ErrorCode><ErrorCode>custom-1</ErrorCode>"
                + "<ErrorCode Type=\"PG\">40001</ErrorCode><ErrorCode Type=\"ORA\">4068</ErrorCode>";
        String xml =
                ConfigFiles.variant("soe-server-side-v2-2.7.xml", "<ErrorCode Type=\"ORA\">4068</ErrorCode>", codes);
        Set<String> allowed =
                ConfigFiles.read(xml, "codes.xml").config().preferences().allowedErrorCodes();
        assertEquals(Set.of("ORA-00060", "ORA-12899", "ORA-00001", "custom-1", "40001", "ORA-04068", "40P01"), allowed);
    }

    @Test
    void blankOptionalElementsTakeDefaults() throws Exception {
        String xml = ConfigFiles.variant("stress-test.xml", "<QueryTimeout>30</QueryTimeout>", "<QueryTimeout/>");
        assertEquals(
                Defaults.QUERY_TIMEOUT_SECONDS,
                ConfigFiles.read(xml, "blank.xml").config().load().queryTimeoutSeconds());
    }

    @Test
    void missingShortNameFallsBackToIdWithAWarning() throws Exception {
        String xml = ConfigFiles.variant("stress-test.xml", "<ShortName>S</ShortName>", "");
        ParsedConfig parsed = ConfigFiles.read(xml, "noshort.xml");
        assertEquals("Select", parsed.config().transactions().get(1).shortName());
        assertEquals(1, parsed.warnings().size());
        assertTrue(
                parsed.warnings().get(0).contains("'Select'"), parsed.warnings().toString());
    }

    @Test
    void repeatedElementUsesTheFirstAndWarns() throws Exception {
        String xml = ConfigFiles.variant(
                "stress-test.xml",
                "<NumberOfUsers>8</NumberOfUsers>",
                "<NumberOfUsers>8</NumberOfUsers>\n<NumberOfUsers>99</NumberOfUsers>");
        ParsedConfig parsed = ConfigFiles.read(xml, "repeat.xml");
        assertEquals(8, parsed.config().load().users());
        assertEquals(
                List.of("ignoring repeated <NumberOfUsers> at line " + lineOf(xml, "<NumberOfUsers>99")
                        + "; using the one at line " + lineOf(xml, "<NumberOfUsers>8")),
                parsed.warnings());
    }

    @Test
    void aFileFullOfJunkElementsWarnsOncePerNameWithACount() throws Exception {
        StringBuilder junk = new StringBuilder();
        for (int i = 0; i < 100_000; i++) junk.append("<Junk/>");
        for (int i = 0; i < 30; i++)
            junk.append("<Other").append(i).append("/><Other").append(i).append("/>");
        junk.append("<NumberOfUsers>1</NumberOfUsers><NumberOfUsers>2</NumberOfUsers><NumberOfUsers>3</NumberOfUsers>");
        String xml = ConfigFiles.variant(
                "stress-test.xml", "<NumberOfUsers>8</NumberOfUsers>", "<NumberOfUsers>8</NumberOfUsers>" + junk);
        List<String> warnings = ConfigFiles.read(xml, "junk.xml").warnings();
        assertEquals(ConfigReadContext.MAX_NAMED + 1, warnings.size(), String.join("\n", warnings));
        assertTrue(warnings.get(0).startsWith("ignoring unknown element <Junk> at line "), warnings.get(0));
        assertTrue(warnings.get(0).endsWith(" (and 99999 more)"), warnings.get(0));
        assertTrue(warnings.get(1).startsWith("ignoring unknown element <Other0> at line ")
                && warnings.get(1).endsWith("(and 1 more)"));
        // 19 names after <Junk>: Other0..Other18; Other19..Other29 (2 each) and the repeated NumberOfUsers (3) are
        // summed up
        assertEquals(
                "ignoring 25 more unknown or repeated element(s) with 12 other name(s)",
                warnings.get(warnings.size() - 1));
    }

    @Test
    void repeatsOfOneElementAreCountedNotListed() throws Exception {
        String xml = ConfigFiles.variant(
                "stress-test.xml",
                "<NumberOfUsers>8</NumberOfUsers>",
                "<NumberOfUsers>8</NumberOfUsers>\n<NumberOfUsers>99</NumberOfUsers>"
                        + "<NumberOfUsers>7</NumberOfUsers>".repeat(1000));
        List<String> warnings = ConfigFiles.read(xml, "repeat.xml").warnings();
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).endsWith("(and 1000 more)"), warnings.get(0));
    }

    @Test
    void utf16WithByteOrderMarkAndWithoutReadsLikeUtf8() throws Exception {
        String xml = ConfigFiles.variant("stress-test.xml", "encoding=\"UTF-8\"", "encoding=\"UTF-16\"")
                .replace("<Comment>Simple", "<Comment>Caf\u00e9 \u65e5\u672c Simple");
        RunConfig expected = ConfigFiles.read(xml, "utf8.xml").config();
        byte[] le = xml.getBytes(java.nio.charset.StandardCharsets.UTF_16LE);
        byte[] leWithBom = new byte[le.length + 2];
        leWithBom[0] = (byte) 0xFF;
        leWithBom[1] = (byte) 0xFE;
        System.arraycopy(le, 0, leWithBom, 2, le.length);
        byte[] beWithoutBom = xml.getBytes(java.nio.charset.StandardCharsets.UTF_16BE);
        for (byte[] bytes : List.of(leWithBom, beWithoutBom)) {
            try (var in = new java.io.ByteArrayInputStream(bytes)) {
                RunConfig c = reader.read(in, "utf16.xml").config();
                assertEquals(expected.comment(), c.comment());
                assertEquals(expected.load(), c.load());
                assertEquals(expected.connection().userName(), c.connection().userName());
            }
        }
    }

    @Test
    void missingFileIsAnIOExceptionNotAConfigError() {
        assertThrows(IOException.class, () -> reader.read(Path.of("no-such-dir", "missing.xml")));
    }
}
