package io.dbbench.core.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.dbbench.core.config.Topology;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The options record keeps the constructor library code was compiled against before virtual threads. */
class BenchmarkOptionsTest {
    @Test
    void theSevenArgumentConstructorMeansPlatformThreadsAndKeepsEverythingElse() {
        List<Topology> topologies = List.of(new Topology(2, 1));
        BenchmarkOptions old = new BenchmarkOptions(topologies, 3, null, 5.0, 42L, Duration.ofSeconds(4), null);
        assertFalse(old.virtualThreads());
        assertEquals(new BenchmarkOptions(topologies, 3, null, 5.0, 42L, Duration.ofSeconds(4), null, false), old);
    }
}
