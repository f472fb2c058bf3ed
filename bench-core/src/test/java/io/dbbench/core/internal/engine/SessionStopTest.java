package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SessionStopTest {
    private static final List<String> TWO_BUSY =
            List.of("dbbench-session-0 running Insert Txn for 3.0 s", "dbbench-session-1 running Select Txn for 3.0 s");

    @Test
    void theUsersStillBusyAreNamedWithTheGraceLeft() {
        assertEquals(
                Optional.of(
                        "the run has ended; waiting up to 0.5 s more (the stop grace) for 2 user(s): "
                                + "dbbench-session-0 running Insert Txn for 3.0 s, dbbench-session-1 running Select Txn for 3.0 s"),
                SessionStop.waitingNotice(TWO_BUSY, 500_000_000L));
    }

    /** A stopping thread that woke late on a loaded machine still says who held the end, not nothing. */
    @Test
    void theUsersAreNamedAlsoWhenTheNamingPointCameAfterTheGrace() {
        assertEquals(
                Optional.of(
                        "the run has ended; waiting up to 0.0 s more (the stop grace) for 2 user(s): "
                                + "dbbench-session-0 running Insert Txn for 3.0 s, dbbench-session-1 running Select Txn for 3.0 s"),
                SessionStop.waitingNotice(TWO_BUSY, -2_000_000_000L));
    }

    /** Thousands of users thinking or queued for their logon at the end: ten named, the rest counted. */
    @Test
    void manyUsersAreNamedUpToTenAndTheRestCounted() {
        List<String> busy = java.util.stream.IntStream.range(0, 1000)
                .mapToObj(i -> "dbbench-session-" + i + " between transactions")
                .toList();
        String notice = SessionStop.waitingNotice(busy, 500_000_000L).orElseThrow();
        assertEquals(
                "the run has ended; waiting up to 0.5 s more (the stop grace) for 1000 user(s): "
                        + String.join(", ", busy.subList(0, 10)) + " and 990 more",
                notice);
        assertEquals(String.join(", ", busy.subList(0, 10)), SessionStop.named(busy.subList(0, 10)));
        assertEquals(busy.get(0) + ", " + busy.get(1), SessionStop.named(busy.subList(0, 2)));
    }

    @Test
    void nobodyBusyNoNotice() {
        assertEquals(Optional.empty(), SessionStop.waitingNotice(List.of(), 500_000_000L));
    }
}
