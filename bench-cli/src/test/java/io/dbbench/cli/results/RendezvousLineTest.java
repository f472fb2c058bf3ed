package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.dbbench.cli.CompareRuns;
import io.dbbench.core.result.ReplicaRun;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.StartRendezvous;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class RendezvousLineTest {
    private static final Instant START = Instant.parse("2026-11-29T10:00:02Z");

    private static RunResult replica(int index, StartRendezvous rv) {
        RunResult r = CompareRuns.run(1, 100, 110);
        return r.withDetails(r.details().withReplica(new ReplicaRun(index, 3, START, rv)));
    }

    @Test
    void namesTheKeyTheSpreadAndTheReplicasClocksAgainstTheDatabase() {
        String line = RendezvousLine.of(List.of(
                replica(0, new StartRendezvous("job-1", 2947, -12, 1)),
                replica(1, new StartRendezvous("job-1", 2947, 3, 2)),
                replica(2, null)));
        // offsets are the database's clock minus a replica's: the line says the replicas' clocks minus the database's
        assertEquals(
                "Common start found in the database by 2 of 3 replicas (run key job-1): arrivals spread 2947 ms;"
                        + " their clocks minus the database's -3..+12 ms (+/- 2 ms)",
                line);
    }

    @Test
    void nothingWhenNoReplicaMetInTheDatabaseOrAFileWasUnreadable() {
        assertNull(RendezvousLine.of(List.of(replica(0, null), replica(1, null))));
        assertNull(RendezvousLine.of(Arrays.asList(null, replica(1, null))));
    }
}
