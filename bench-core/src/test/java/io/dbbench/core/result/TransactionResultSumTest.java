package io.dbbench.core.result;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class TransactionResultSumTest {
    private static TransactionResult result(String className, long completed, long failed) {
        return new TransactionResult("t", "t", className, completed, failed, 0, new Histogram(3));
    }

    @Test
    void sumsLeaveAStatementRunnersStatementsOut() {
        List<TransactionResult> entries = List.of(
                result("a.NewOrder", 10, 1),
                result("a.NewOrder" + TransactionResult.STATEMENT_MARK + "insert", 30, 3),
                result("a.Browse", 5, 2));
        assertEquals(15, TransactionResult.sumOverTransactions(entries, TransactionResult::completed));
        IterationResult iteration = new IterationResult(Phase.MEASUREMENT, 0, 0, Duration.ofSeconds(1), entries);
        assertEquals(15, iteration.completed());
        assertEquals(3, iteration.failed());
    }
}
