package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CompareRuns;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsXmlWriter;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** A capacity search's results record its ceiling as the run's users, not its first step's. */
class CapacitySearchRunTest {
    @Test
    void theResultsSayTheCeilingAndKeepTheFigures() throws Exception {
        RunResult run = CompareRuns.run(1.0, 100, 100);
        RunResult recorded = CapacitySearchRun.withUsers(run, 8);

        assertEquals(8, recorded.config().load().users());
        assertEquals(run.totalCompleted(), recorded.totalCompleted());
        assertEquals(run.intervals(), recorded.intervals());
        assertEquals(run.details(), recorded.details());
        ByteArrayOutputStream xml = new ByteArrayOutputStream();
        new ResultsXmlWriter().write(recorded, ZoneOffset.UTC, xml);
        String text = xml.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("<NumberOfUsers>8</NumberOfUsers>"), text);
    }
}
