package io.dbbench.core.internal.capacity.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.capacity.plan.StepCommitCheck.Status;
import org.junit.jupiter.api.Test;

/** A step's database commits against the commits our transactions declared, per transaction. */
class StepCommitCheckTest {
    @Test
    void oneCommitPerTransactionKeepsTheBusiestSecondOfTransactionsAsItsSlack() {
        // Stress Test: every transaction declares one commit; the slack is what it was, 8000 × 1.1 + 50 = 8850
        StepCommitCheck at = StepCommitCheck.of(30_000 + 8850, 30_000, 8000, 100_000, 100_000);
        assertEquals(Status.AGREES, at.status(), at.sentence());
        assertEquals(30_000, at.expected());
        assertEquals(8850, at.slack(), 1e-9);
        StepCommitCheck beyond = StepCommitCheck.of(30_000 + 8851, 30_000, 8000, 100_000, 100_000);
        assertEquals(Status.DIFFERS, beyond.status(), beyond.sentence());
        StepCommitCheck lost = StepCommitCheck.of(30_000 - 8851, 30_000, 8000, 100_000, 100_000);
        assertEquals(Status.DIFFERS, lost.status(), lost.sentence());
        assertEquals(
                "the database committed 21149, our 30000 transactions declared 30000 (1 each), -8851, beyond 8850",
                lost.sentence());
    }

    @Test
    void theSlackIsWholeCommitsRoundedUpAndPrintedAsCompared() {
        // 446 × 1.1 + 50 = 540.6: 541 commits either way is within, 542 beyond; the sentence says the 541 compared
        StepCommitCheck edge = StepCommitCheck.of(10_000 + 541, 10_000, 446, 100_000, 100_000);
        assertEquals(541, edge.slack(), 0);
        assertEquals(Status.AGREES, edge.status(), edge.sentence());
        assertTrue(edge.sentence().endsWith(", +541, within 541"), edge.sentence());
        StepCommitCheck over = StepCommitCheck.of(10_000 - 542, 10_000, 446, 100_000, 100_000);
        assertEquals(Status.DIFFERS, over.status(), over.sentence());
        assertTrue(over.sentence().endsWith(", -542, beyond 541"), over.sentence());
        assertEquals("db 9458, declared 10000 (1 each), -542, beyond 541", over.brief(10_000 - 542, 100_000, 100_000));
        StepCommitCheck soe = StepCommitCheck.of(9319, 8358, 900, 111_000, 100_000);
        assertEquals("db 9319, declared 9277 (1.110 each), +42, within 1149", soe.brief(9319, 111_000, 100_000));
    }

    @Test
    void transactionsThatCommitTwiceAreExpectedToCommitTwice() {
        // every transaction commits twice: the database's 2 × 10 000 is what we declared, not a doubling
        StepCommitCheck twice = StepCommitCheck.of(20_000, 10_000, 1000, 50_000, 25_000);
        assertEquals(Status.AGREES, twice.status(), twice.sentence());
        assertEquals(20_000, twice.expected());
        assertEquals(2 * 1000 * 1.1 + 50, twice.slack(), 1e-9);
        // set against our transactions alone, as before, 20 000 against 10 000 would have read as +10 000 invented
        assertEquals(
                Status.DIFFERS,
                StepCommitCheck.of(10_000, 10_000, 1000, 50_000, 25_000).status());
    }

    @Test
    void aMixOfReadsAndWritesIsExpectedAtItsDeclaredShare() {
        // client-side SOE measured here: 9 319 database commits for 8 358 transactions; declared 1.11 per transaction
        StepCommitCheck soe = StepCommitCheck.of(9319, 8358, 900, 111_000, 100_000);
        assertEquals(Status.AGREES, soe.status(), soe.sentence());
        assertEquals(Math.round(8358 * 1.11), soe.expected());
        assertTrue(soe.sentence().contains("(1.110 each)"), soe.sentence());
        // a workload of which half the transactions only read commits half as often as it runs
        StepCommitCheck half = StepCommitCheck.of(5000, 10_000, 1000, 50_000, 100_000);
        assertEquals(Status.AGREES, half.status(), half.sentence());
        assertEquals(5000, half.expected());
    }

    @Test
    void transactionsThatDeclareNoCommitsAreNotCheckedNorIsAnUnreadCount() {
        StepCommitCheck reads = StepCommitCheck.of(12_345, 10_000, 1000, 0, 100_000);
        assertEquals(Status.NOT_CHECKED, reads.status());
        assertEquals(-1, reads.expected());
        assertTrue(reads.sentence().startsWith("not checked: the transactions declared no commits"), reads.sentence());
        assertEquals(
                Status.NOT_CHECKED,
                StepCommitCheck.of(-1, 10_000, 1000, 100_000, 100_000).status());
        assertEquals(Status.NOT_CHECKED, StepCommitCheck.of(10, 0, 0, 0, 0).status());
    }
}
