package io.dbbench.core.result.format;

import io.dbbench.core.config.Preferences;
import io.dbbench.core.config.Preferences.StatisticsLevel;
import io.dbbench.core.config.Preferences.TimingUnit;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunLabel;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunTiming;
import io.dbbench.core.result.TpsReading;
import io.dbbench.core.result.TransactionInterval;
import io.dbbench.core.result.TransactionResult;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.HdrHistogram.Histogram;

/**
 * A fixed Order Entry run shared by the format tests: nothing in it depends on the clock, the machine
 * or the JDK, so its outputs can be sealed in golden files.
 *
 * <p>Known values the tests check by hand: 449,862 completed transactions over a 300 s statistics
 * window (1499.54 per second); "Customer Registration" recorded 1..100 ms, 900 times each, so its
 * 10th percentile is 10 ms and its median 50 ms; "Order Products" has failures and rollbacks; the
 * disabled "Process Orders" is in the config but, as in a real run, not among the results.
 */
final class SampleRunResults {
    static final Instant START = Instant.parse("2026-04-23T14:18:01.250Z");
    static final ZoneId ZONE = ZoneOffset.UTC;
    /** Given to the config; must never reach any output. */
    static final String PASSWORD = "s3cr3t-Pa55w0rd";

    static final String NAME = "\"Order Entry (PLSQL) V2\"";
    static final String COMMENT = "nightly <soak> & check";
    static final long TOTAL_COMPLETED = 449_862;

    private static final String PLSQL = "com.dom.benchmarking.swingbench.benchmarks.orderentryplsql.";

    private SampleRunResults() {}

    static RunResult orderEntry(TimingUnit unit, StatisticsLevel level, EndReason endReason) {
        return orderEntry(config(unit, level), endReason);
    }

    static RunResult orderEntry(RunConfig config, EndReason endReason) {
        List<TransactionResult> transactions = List.of(
                new TransactionResult(
                        "Customer Registration",
                        "NCR",
                        PLSQL + "NewCustomerProcess",
                        90_000,
                        0,
                        0,
                        customerRegistration()),
                new TransactionResult(
                        "Browse Products", "BP", PLSQL + "BrowseProducts", 250_000, 3, 0, browseProducts()),
                new TransactionResult(
                        "Order Products", "OP", PLSQL + "NewOrderProcess", 109_862, 17, 1_234, orderProducts()));
        return new RunResult(
                new RunLabel(NAME, COMMENT),
                new RunTiming(START, Duration.ofMillis(300_480), Duration.ofSeconds(300), Duration.ofMillis(1_200)),
                config,
                environment(),
                transactions,
                new DmlTotals(4_498_620, 559_724, 669_586, 0, 451_096, 1_234),
                tpsReadings(),
                intervals(),
                91_337,
                Map.of("ORA-00060", 17L, "CONNECTION_LOST", 3L),
                endReason);
    }

    static RunConfig config(TimingUnit unit, StatisticsLevel level) {
        RunConfig config = RunConfig.builder()
                .name(NAME)
                .comment(COMMENT)
                .connect("//db.example.com:1521/soepdb", "soe", PASSWORD)
                .users(16)
                .intraThinkMillis(10, 20)
                .interThinkMillis(100, 200)
                .runTime(Duration.ofMinutes(5))
                .waitTillAllLogon(true)
                .environment("SOE_NAMESDATA_LOC", "data/names")
                .environment("SOE_NLSDATA_LOC", "data/nls")
                .preferences(
                        new Preferences(unit, level, false, Duration.ofSeconds(1), Set.of("ORA-00060", "40P01"), null))
                .transaction("Customer Registration", "NCR", PLSQL + "NewCustomerProcess", 15)
                .transaction("Browse Products", "BP", PLSQL + "BrowseProducts", 50)
                .transaction("Order Products", "OP", PLSQL + "NewOrderProcess", 40)
                .transaction(new TransactionConfig("Process Orders", "PO", PLSQL + "ProcessOrders", 5, false))
                .build();
        return config.withConnection(config.connection()
                .withDriverType("Oracle jdbc Driver")
                .withProperties(Map.of("StatementCaching", "50", "FetchSize", "20")));
    }

    /**
     * The same run as a 4x2 topology (two services of 4 connections), one warm-up and two measurement
     * iterations, open loop at 1500 per second, its traffic counted: every part of format version 2.
     */
    static RunResult withDetails(RunResult r) {
        List<io.dbbench.core.result.ServiceResult> services = List.of(
                new io.dbbench.core.result.ServiceResult(
                        "dbbench-4x2-s1", 4, 3, 250_000, 12, customerRegistration(), poolWait(3)),
                new io.dbbench.core.result.ServiceResult(
                        "dbbench-4x2-s2", 4, 2, 199_862, 0, orderProducts(), poolWait(1)));
        List<io.dbbench.core.result.IterationResult> iterations = List.of(
                iteration(io.dbbench.core.result.Phase.WARMUP, 0, r, 1),
                iteration(io.dbbench.core.result.Phase.MEASUREMENT, 0, r, 2),
                iteration(io.dbbench.core.result.Phase.MEASUREMENT, 1, r, 3));
        return r.withDetails(new io.dbbench.core.result.RunDetails("4x2", services, iterations, 1500, poolWait(7))
                .withTraffic(traffic(r))
                .withServer(new io.dbbench.core.result.ServerSummary(serverCounters(), 300_000_000_000L, null)));
    }

    /** The server's counters in the order a PostgreSQL reading on this host gives them. */
    static java.util.Map<String, Long> serverCounters() {
        java.util.Map<String, Long> counters = new java.util.LinkedHashMap<>();
        counters.put("commits", 450_001L);
        counters.put("log bytes", 123_456_789L);
        counters.put("server process cpu micros", 61_234_567L);
        return counters;
    }

    /** Made-up but consistent traffic: per execution 200 + 40·i bytes out, 900 + 300·i in, i + 1 turns. */
    static io.dbbench.core.result.RunTraffic traffic(RunResult r) {
        List<io.dbbench.core.result.TransactionTraffic> out = new java.util.ArrayList<>();
        for (int i = 0; i < r.transactions().size(); i++) {
            io.dbbench.core.result.TransactionResult t = r.transactions().get(i);
            long n = t.completed() + t.failed();
            out.add(new io.dbbench.core.result.TransactionTraffic(
                    t.id(),
                    n,
                    new io.dbbench.core.result.TrafficTotals((200 + 40L * i) * n, (900 + 300L * i) * n, (i + 1) * n)));
        }
        return new io.dbbench.core.result.RunTraffic(out);
    }

    private static io.dbbench.core.result.IterationResult iteration(
            io.dbbench.core.result.Phase phase, int index, RunResult r, int scale) {
        List<io.dbbench.core.result.TransactionResult> txs = new java.util.ArrayList<>();
        for (io.dbbench.core.result.TransactionResult t : r.transactions()) {
            Histogram h = new Histogram(3);
            h.recordValueWithCount(1_000_000L * scale, 100L * scale);
            h.recordValueWithCount(9_000_000L, 3);
            txs.add(new io.dbbench.core.result.TransactionResult(
                    t.id(), t.shortName(), t.className(), h.getTotalCount(), scale - 1, 0, h));
        }
        return new io.dbbench.core.result.IterationResult(phase, 0, index, java.time.Duration.ofSeconds(60), txs);
    }

    private static Histogram poolWait(int microsPerStep) {
        Histogram h = new Histogram(3);
        h.recordValueWithCount(1_000L * microsPerStep, 1_000);
        h.recordValueWithCount(250_000L * microsPerStep, 10);
        return h;
    }

    /** 1, 2, ... 100 ms, 900 times each. */
    static Histogram customerRegistration() {
        Histogram h = new Histogram(3);
        for (long ms = 1; ms <= 100; ms++) {
            h.recordValueWithCount(ms * 1_000_000, 900);
        }
        return h;
    }

    /** Mostly sub-millisecond: shows why microseconds exist. */
    static Histogram browseProducts() {
        Histogram h = new Histogram(3);
        h.recordValueWithCount(250_000, 50_000);
        h.recordValueWithCount(800_000, 100_000);
        h.recordValueWithCount(2_500_000, 80_000);
        h.recordValueWithCount(40_000_000, 20_000);
        return h;
    }

    static Histogram orderProducts() {
        Histogram h = new Histogram(3);
        h.recordValueWithCount(5_000_000, 60_000);
        h.recordValueWithCount(12_000_000, 40_000);
        h.recordValueWithCount(55_000_000, 9_000);
        h.recordValueWithCount(450_000_000, 862);
        return h;
    }

    static final String STATEMENT_RUNNER =
            "com.dom.benchmarking.swingbench.benchmarks.statementrunner.SQLStatementRunner";

    /**
     * A serial_once statement-runner run: every user ran its statements once and logged off (end reason
     * USERS_FINISHED). The transaction "Statement Runner" (SSR, 200 executions) is followed by its
     * statements Q1 (100 at 5 ms) and Q2 (1..100 ms once each), reported beside it: the totals
     * are the transaction's 200, never 400.
     */
    static RunResult statementRun() {
        RunConfig config = RunConfig.builder()
                .name("Statement Runner")
                .connect("//localhost:5433/tpcds", "tpcds", PASSWORD)
                .users(2)
                .runTime(Duration.ofMinutes(1))
                .environment("STATEMENTS_CONFIG_FILE", "../configs/tpcds_statements.xml")
                .environment("STATEMENTS_RUN_MODE", "serial_once")
                .transaction("Statement Runner", "SSR", STATEMENT_RUNNER, 100)
                .build();
        Histogram q1 = new Histogram(3);
        q1.recordValueWithCount(5_000_000, 100);
        Histogram q2 = new Histogram(3);
        for (long ms = 1; ms <= 100; ms++) q2.recordValue(ms * 1_000_000);
        Histogram ssr = q1.copy();
        ssr.add(q2);
        List<TransactionResult> entries = List.of(
                new TransactionResult("Statement Runner", "SSR", STATEMENT_RUNNER, 200, 1, 0, ssr),
                new TransactionResult(
                        "Q1", "Q1", STATEMENT_RUNNER + TransactionResult.STATEMENT_MARK + "Q1", 100, 0, 0, q1),
                new TransactionResult(
                        "Q2", "Q2", STATEMENT_RUNNER + TransactionResult.STATEMENT_MARK + "Q2", 100, 1, 0, q2));
        Map<String, TransactionInterval> byTransaction = new LinkedHashMap<>();
        byTransaction.put(
                "Statement Runner",
                new TransactionInterval(200, 1, 50_500_000, 100_007_935, 50_003_967, 90_046_463, 99_024_895));
        return new RunResult(
                new RunLabel("Statement Runner", ""),
                new RunTiming(START, Duration.ofMillis(4_250), Duration.ofSeconds(4), Duration.ofMillis(80)),
                config,
                environment(),
                entries,
                new DmlTotals(0, 0, 0, 0, 200, 0),
                List.of(new TpsReading(START.toEpochMilli() + 1000, 50)),
                List.of(new IntervalSample(START.toEpochMilli() + 1000, 1000, 2, byTransaction)),
                200,
                Map.of("42P01", 1L),
                EndReason.USERS_FINISHED);
    }

    /** A PostgreSQL run's environment fingerprint: machine, JVM, database and two of its settings. */
    static io.dbbench.core.result.EnvironmentFingerprint fingerprint() {
        return io.dbbench.core.result.EnvironmentFingerprint.of(Map.ofEntries(
                Map.entry("cpu.model", "AMD EPYC 7B13 64-Core Processor"),
                Map.entry("cpu.count", "2"),
                Map.entry("memory.totalGiB", "24"),
                Map.entry("os.name", "Linux"),
                Map.entry("os.arch", "amd64"),
                Map.entry("os.kernel", "6.1.0-18-amd64"),
                Map.entry("jvm.vendor", "Debian"),
                Map.entry("jvm.version", "17.0.15"),
                Map.entry("db.product", "PostgreSQL"),
                Map.entry("db.version", "15.8 (Debian 15.8-0+deb12u1)"),
                Map.entry("db.setting.shared_buffers", "128MB"),
                Map.entry("db.setting.synchronous_commit", "on"),
                Map.entry("jvm.maxHeapBytes", "6320816128")));
    }

    private static Map<String, String> environment() {
        return Map.of(
                "os.name",
                "Linux",
                "java.version",
                "17.0.15",
                "availableProcessors",
                "2",
                "hostName",
                "bench01",
                "dbbench.version",
                "0.1.0-SNAPSHOT");
    }

    private static List<TpsReading> tpsReadings() {
        long[] tps = {1480, 1502, 1499, 1511, 1495};
        List<TpsReading> readings = new ArrayList<>();
        for (int i = 0; i < tps.length; i++) {
            readings.add(new TpsReading(START.toEpochMilli() + 1000L * (i + 1), tps[i]));
        }
        return readings;
    }

    private static List<IntervalSample> intervals() {
        List<IntervalSample> samples = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            Map<String, TransactionInterval> byTransaction = new LinkedHashMap<>();
            // with the interval's p50, p90 and p99 (what the engine writes since they were kept)
            byTransaction.put(
                    "Customer Registration",
                    new TransactionInterval(
                            300 + i,
                            0,
                            50_500_000.25 * i,
                            100_007_935,
                            30_015_487L + 10_000_000L * i,
                            90_046_463,
                            100_007_935));
            // a mean with no short decimal form: must still come back bit for bit
            byTransaction.put(
                    "Browse Products",
                    new TransactionInterval(
                            833 + i,
                            i == 2 ? 1 : 0,
                            1.0e7 / 3 * i,
                            40_009_727,
                            2_500_607L * i,
                            20_004_863,
                            40_009_727));
            byTransaction.put(
                    "Order Products",
                    new TransactionInterval(
                            366, i == 3 ? 2 : 0, 9_876_543.5, 450_363_391, 7_000_447, 20_000_767, 450_363_391));
            samples.add(
                    new IntervalSample(START.toEpochMilli() + 1000L * i, 1000L * i, i == 1 ? 12 : 16, byTransaction));
        }
        return samples;
    }
}
