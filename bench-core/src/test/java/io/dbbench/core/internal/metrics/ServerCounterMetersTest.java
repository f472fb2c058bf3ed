package io.dbbench.core.internal.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.internal.server.CounterSnapshot;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ServerCounterMetersTest {
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final Tags tags = Tags.of("run", "nightly");
    private final ServerCounterMeters meters = new ServerCounterMeters(registry, tags);

    private double count(String meterName) {
        return registry.get(meterName).tags(tags).counter().count();
    }

    @Test
    void countersStartAtZeroAndAddWhatTheServerCountedBetweenReadings() {
        meters.accept(new CounterSnapshot(Map.of("commits", 1_000L, "log bytes", 50_000L), 0));
        assertEquals(0, count("dbbench.server.commits"), "the server's count before the run is not the run's");

        meters.accept(new CounterSnapshot(Map.of("commits", 1_200L, "log bytes", 90_000L), 1));
        meters.accept(new CounterSnapshot(Map.of("commits", 1_250L, "log bytes", 90_000L), 2));

        assertEquals(250, count("dbbench.server.commits"));
        assertEquals(40_000, count("dbbench.server.log.bytes"));
    }

    @Test
    void aCounterThatWentBackwardsAddsNothingForThatStepAndCountsOnFromThere() {
        meters.accept(new CounterSnapshot(Map.of("commits", 1_000L), 0));
        meters.accept(new CounterSnapshot(Map.of("commits", 10L), 1)); // pg_stat_reset()
        meters.accept(new CounterSnapshot(Map.of("commits", 30L), 2));

        assertEquals(20, count("dbbench.server.commits"));
    }

    @Test
    void namesAreTheCountersWordsUnderDbbenchServer() {
        assertEquals("dbbench.server.commits", ServerCounterMeters.meterName("commits"));
        assertEquals("dbbench.server.log.bytes", ServerCounterMeters.meterName("log bytes"));
        assertEquals(
                "dbbench.server.buffers.written.by.checkpoints",
                ServerCounterMeters.meterName("buffers written by checkpoints"));
        assertEquals("dbbench.server.process.write.bytes", ServerCounterMeters.meterName("server process write bytes"));
        assertEquals("dbbench.server.db.cpu.seconds", ServerCounterMeters.meterName("db cpu micros"));
    }

    @Test
    void microAndCentisecondsArePublishedInSeconds() {
        meters.accept(new CounterSnapshot(Map.of("server process cpu micros", 0L, "host busy centiseconds", 0L), 0));
        meters.accept(new CounterSnapshot(
                Map.of("server process cpu micros", 2_500_000L, "host busy centiseconds", 150L), 1));

        assertEquals(2.5, count("dbbench.server.process.cpu.seconds"), 1e-9);
        assertEquals(1.5, count("dbbench.server.host.busy.seconds"), 1e-9);
    }
}
