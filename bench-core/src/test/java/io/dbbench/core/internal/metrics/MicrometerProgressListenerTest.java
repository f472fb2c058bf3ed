package io.dbbench.core.internal.metrics;

import static io.dbbench.core.internal.metrics.MicrometerProgressListener.LATENCY;
import static io.dbbench.core.internal.metrics.MicrometerProgressListener.LATENCY_MEAN;
import static io.dbbench.core.internal.metrics.MicrometerProgressListener.POOL_WAIT;
import static io.dbbench.core.internal.metrics.MicrometerProgressListener.TRANSACTIONS;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.Topology;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.engine.ProgressSnapshot.TransactionProgress;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.config.MeterFilter;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class MicrometerProgressListenerTest {
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final Tags runTags = MicrometerProgressListener.runTags("nightly", "Order Entry", Topology.parse("8x2"))
            .and("host", "bench-01");
    private final MicrometerProgressListener listener = new MicrometerProgressListener(registry, runTags);

    private static ProgressSnapshot snapshot(
            double tps, int usersOn, boolean inWindow, TransactionProgress... transactions) {
        return new ProgressSnapshot(
                1_700_000_000_000L,
                5_000_000_000L,
                -1,
                usersOn,
                16,
                1200,
                tps,
                0,
                100,
                0,
                77.5,
                inWindow,
                List.of(transactions));
    }

    private double count(String transaction, String outcome) {
        return registry.get(TRANSACTIONS)
                .tags(runTags)
                .tag("transaction", transaction)
                .tag("outcome", outcome)
                .counter()
                .count();
    }

    private double gauge(String name) {
        return registry.get(name).tags(runTags).gauge().value();
    }

    @Test
    void countersAddUpTheIntervalsByTransactionAndOutcome() {
        listener.onInterval(snapshot(
                20,
                8,
                false,
                new TransactionProgress("New Order", "NO", 15, 1, 2_000_000),
                new TransactionProgress("Browse", "BP", 5, 0, 1_000_000)));
        listener.onInterval(snapshot(
                30,
                16,
                true,
                new TransactionProgress("New Order", "NO", 25, 2, 4_000_000),
                new TransactionProgress("Browse", "BP", 0, 3, 0)));

        assertEquals(40, count("New Order", "completed"));
        assertEquals(3, count("New Order", "failed"));
        assertEquals(5, count("Browse", "completed"));
        assertEquals(3, count("Browse", "failed"));
    }

    @Test
    void gaugesHoldTheLastInterval() {
        listener.onInterval(snapshot(20, 8, false, new TransactionProgress("New Order", "NO", 15, 0, 2_000_000)));
        listener.onInterval(snapshot(30, 16, true, new TransactionProgress("New Order", "NO", 25, 0, 4_500_000)));

        assertEquals(30, gauge(MicrometerProgressListener.TPS));
        assertEquals(1200, gauge(MicrometerProgressListener.TPM));
        assertEquals(16, gauge(MicrometerProgressListener.USERS_LOGGED_ON));
        assertEquals(16, gauge(MicrometerProgressListener.USERS_TOTAL));
        assertEquals(77.5, gauge(MicrometerProgressListener.DML_PER_SECOND));
        assertEquals(1, gauge(MicrometerProgressListener.IN_STATISTICS_WINDOW));
        assertEquals(
                4.5,
                registry.get(LATENCY_MEAN)
                        .tags(runTags)
                        .tag("transaction", "New Order")
                        .timeGauge()
                        .value(TimeUnit.MILLISECONDS),
                1e-9);
    }

    @Test
    void anIntervalWithoutCompletedTransactionsHasNoMeanLatency() {
        listener.onInterval(snapshot(1, 1, true, new TransactionProgress("Browse", "BP", 3, 0, 1_000_000)));
        listener.onInterval(snapshot(0, 1, true, new TransactionProgress("Browse", "BP", 0, 2, 0)));

        assertTrue(
                Double.isNaN(registry.get(LATENCY_MEAN)
                        .tag("transaction", "Browse")
                        .timeGauge()
                        .value()),
                "0 would claim the transaction got fast");
    }

    @Test
    void everyMeterCarriesTheRunTags() {
        listener.onInterval(snapshot(1, 1, true, new TransactionProgress("Browse", "BP", 1, 0, 1)));

        List<Meter> meters = registry.getMeters();
        assertEquals(
                6 + 4,
                meters.size(),
                "six run gauges; two counters, a latency gauge and a latency timer per transaction");
        for (Meter m : meters) {
            List<Tag> tags = m.getId().getTags();
            for (Tag t : runTags) assertTrue(tags.contains(t), m.getId() + " lacks " + t);
        }
        assertEquals(
                2,
                registry.get(TRANSACTIONS)
                        .tag("topology", "8x2")
                        .tag("run", "nightly")
                        .tag("workload", "Order Entry")
                        .tag("host", "bench-01")
                        .counters()
                        .size());
    }

    @Test
    void runTagsLeaveOutWhatIsNotKnown() {
        assertEquals(Tags.of("run", "r1"), MicrometerProgressListener.runTags("r1", " ", null));
        assertEquals(
                Tags.of("topology", "16x1", "workload", "Stress Test"),
                MicrometerProgressListener.runTags(null, "Stress Test", new Topology(16, 1)));
    }

    @Test
    void aRegistryThatThrowsNeverReachesTheEngine() {
        MeterRegistry failing = new SimpleMeterRegistry();
        failing.config().meterFilter(new MeterFilter() {
            @Override
            public Meter.Id map(Meter.Id id) {
                if (id.getName().equals(TRANSACTIONS)) throw new IllegalStateException("backend refuses the meter");
                return id;
            }
        });
        MicrometerProgressListener l = new MicrometerProgressListener(failing, Tags.empty());

        assertDoesNotThrow(() -> l.onInterval(snapshot(1, 1, true, new TransactionProgress("Browse", "BP", 1, 0, 1))));
        assertEquals(1, l.publishFailures());
        assertEquals(1, failing.get(MicrometerProgressListener.TPS).gauge().value(), "what could be published was");
    }

    @Test
    void closeRemovesTheGaugesKeepsTheTotalsAndIgnoresLaterIntervals() {
        listener.onInterval(
                snapshot(1, 1, true, new TransactionProgress("Browse", "BP", 1, 0, 1, histogram(1_000_000))));

        listener.close();
        listener.onInterval(
                snapshot(1, 1, true, new TransactionProgress("Browse", "BP", 1, 0, 1, histogram(1_000_000))));

        assertEquals(
                List.of(LATENCY, TRANSACTIONS, TRANSACTIONS),
                registry.getMeters().stream()
                        .map(m -> m.getId().getName())
                        .sorted()
                        .toList(),
                "stale gauges gone; counters and timers keep their final totals");
        assertEquals(1, count("Browse", "completed"));
        assertEquals(
                1, registry.get(LATENCY).tag("transaction", "Browse").timer().count());
    }

    @Test
    void latencyTimersHoldEveryValueOfTheIntervalHistograms() {
        listener.onInterval(snapshot(
                3,
                1,
                true,
                new TransactionProgress("Browse", "BP", 3, 0, 2_000_000, histogram(1_000_000, 2_000_000, 3_000_000))));
        listener.onInterval(snapshot(
                1, 1, true, new TransactionProgress("Browse", "BP", 1, 0, 500_000_000, histogram(500_000_000))));

        Timer timer =
                registry.get(LATENCY).tags(runTags).tag("transaction", "Browse").timer();
        assertEquals(4, timer.count());
        assertEquals(506, timer.totalTime(TimeUnit.MILLISECONDS), 506 * 0.001, "within HdrHistogram's 3 digits");
        // the buckets themselves appear only in registries that publish aggregable histograms (Prometheus):
        // MetricsServerTest in bench-cli scrapes them
        assertEquals(500, timer.max(TimeUnit.MILLISECONDS), 0.5);
    }

    @Test
    void lateTransactionsCountInTheTotalsButLeaveTheGauges() {
        listener.onInterval(snapshot(
                30,
                16,
                true,
                new TransactionProgress("Browse", "BP", 3, 0, 1_000_000, histogram(1_000_000, 1_000_000, 1_000_000))));
        listener.onLateTransactions(snapshot(
                999,
                2,
                true,
                new TransactionProgress("Browse", "BP", 2, 1, 1_000_000, histogram(1_000_000, 1_000_000))));

        assertEquals(5, count("Browse", "completed"));
        assertEquals(1, count("Browse", "failed"));
        assertEquals(
                5, registry.get(LATENCY).tag("transaction", "Browse").timer().count());
        assertEquals(30, gauge(MicrometerProgressListener.TPS), "no interval of their own");
    }

    @Test
    void poolWaitIsATimerWhenTheRunHasATopology() {
        listener.onInterval(snapshot(1, 1, true, new TransactionProgress("Browse", "BP", 1, 0, 1)));
        assertTrue(registry.find(POOL_WAIT).timers().isEmpty(), "no topology, no pool to wait for");

        listener.onInterval(snapshot(1, 1, true, new TransactionProgress("Browse", "BP", 1, 0, 1))
                .withPoolWaitNanos(histogram(50_000, 2_000_000)));
        Timer wait = registry.get(POOL_WAIT).tags(runTags).timer();
        assertEquals(2, wait.count());
        assertEquals(2.05, wait.totalTime(TimeUnit.MILLISECONDS), 0.01);
    }

    @Test
    void statementsHaveMetersOfTheirOwnSoTransactionSumsCountEachExecutionOnce() {
        listener.onInterval(snapshot(
                100,
                1,
                true,
                new TransactionProgress("A", "A", 100, 0, 1_000_000, histogram(1_000_000)),
                new TransactionProgress("SSR", "SSR", 100, 0, 10_000_000, histogram(10_000_000)),
                new TransactionProgress("Q1", "Q1", 100, 1, 9_000_000, histogram(9_000_000), true)));

        double transactions = registry.find(TRANSACTIONS).tag("outcome", "completed").counters().stream()
                .mapToDouble(c -> c.count())
                .sum();
        assertEquals(200, transactions, "A and SSR, not Q1 inside SSR a second time");
        assertTrue(registry.find(LATENCY).tag("transaction", "Q1").timers().isEmpty());
        assertEquals(
                100,
                registry.get(MicrometerProgressListener.STATEMENTS)
                        .tags(runTags)
                        .tag("statement", "Q1")
                        .tag("outcome", "completed")
                        .counter()
                        .count());
        assertEquals(
                1,
                registry.get(MicrometerProgressListener.STATEMENT_LATENCY)
                        .tag("statement", "Q1")
                        .timer()
                        .count());
    }

    private static Histogram histogram(long... nanos) {
        Histogram h = new Histogram(3);
        for (long v : nanos) h.recordValue(v);
        return h;
    }
}
