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

    @Test
    void nobodyBusyNoNotice() {
        assertEquals(Optional.empty(), SessionStop.waitingNotice(List.of(), 500_000_000L));
    }
}
