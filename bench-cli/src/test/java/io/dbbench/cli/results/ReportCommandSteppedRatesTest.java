package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.dbbench.cli.CompareRuns;
import io.dbbench.report.ReportInput;
import org.junit.jupiter.api.Test;

/**
 * {@code report results.json} of an open-loop capacity search names its stepped rates as the search's own page does,
 * not the last step's rate its results keep as the run's.
 */
class ReportCommandSteppedRatesTest {
    @Test
    void anOpenLoopSearchsFileNamesItsRatesInSteps() throws Exception {
        String json = "{\"capacity\": {\"loadKind\": \"rate\", \"steps\": [{\"load\": 20}, {\"load\": 40},"
                + " {\"load\": 12.5}]}}";
        ReportInput input = ReportInput.withSectionsOf("r", CompareRuns.run(1, 100), json);
        assertEquals("rates 20,40,12.5/s in steps", ReportCommand.steppedRates(input));
    }

    @Test
    void aClosedLoopSearchOrAnOrdinaryRunHasNoSteppedRates() throws Exception {
        String users = "{\"capacity\": {\"loadKind\": \"users\", \"steps\": [{\"load\": 1}]}}";
        assertNull(ReportCommand.steppedRates(ReportInput.withSectionsOf("r", CompareRuns.run(1, 100), users)));
        assertNull(ReportCommand.steppedRates(ReportInput.withSectionsOf("r", CompareRuns.run(1, 100), "{}")));
    }
}
