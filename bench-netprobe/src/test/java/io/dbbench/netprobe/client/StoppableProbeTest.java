package io.dbbench.netprobe.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.netprobe.EndReason;
import org.junit.jupiter.api.Test;

class StoppableProbeTest {
    private static final class Probe extends StoppableProbe<String, Runnable> {
        Probe() {
            super("config", () -> {});
        }

        EndReason end() {
            return endReason();
        }
    }

    @Test
    void aProbeCompletesUnlessStoppedAndKeepsItsConfig() {
        Probe probe = new Probe();
        assertEquals("config", probe.config);
        assertEquals(EndReason.COMPLETED, probe.end());
        probe.stop();
        assertEquals(EndReason.STOPPED, probe.end());
    }
}
