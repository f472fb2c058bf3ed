package io.dbbench.core.result.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.dbbench.core.result.IterationResult;
import io.dbbench.core.stats.SampleRuns;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A step's iterations on one line and back, as a capacity replica hands them to its parent. */
class IterationsJsonTest {
    @Test
    void iterationsComeBackWithTheirCountsAndHistograms() throws Exception {
        List<IterationResult> sent = SampleRuns.run(100, 250).details().iterations();
        String line = IterationsJson.write(sent);
        assertFalse(line.contains("\n"), "one line");
        List<IterationResult> read = IterationsJson.read(line);
        assertEquals(sent.size(), read.size());
        for (int k = 0; k < sent.size(); k++) {
            assertEquals(sent.get(k).phase(), read.get(k).phase());
            assertEquals(sent.get(k).index(), read.get(k).index());
            assertEquals(sent.get(k).duration(), read.get(k).duration());
            assertEquals(sent.get(k).completed(), read.get(k).completed());
            for (int t = 0; t < sent.get(k).transactions().size(); t++)
                assertEquals(
                        sent.get(k).transactions().get(t).latencyNanos(),
                        read.get(k).transactions().get(t).latencyNanos());
        }
    }

    @Test
    void aBrokenLineIsRefusedNotGuessed() {
        assertThrows(MalformedResultsException.class, () -> IterationsJson.read("[{\"phase\":"));
        assertThrows(MalformedResultsException.class, () -> IterationsJson.read("[{\"phase\":\"later\"}]"));
    }
}
