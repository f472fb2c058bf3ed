package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.result.EndReason;
import org.junit.jupiter.api.Test;

/**
 * The latch the users of a WaitTillAllLogon run wait on: it opens at the last awaited logon, at the common start, or
 * at the stop, so that a waiting user wakes once instead of polling.
 */
class RunStateStartLatchTest {
    @Test
    void opensAtTheLastAwaitedLogon() {
        RunState state = new RunState(3, -1);
        state.firstLogon(10, true);
        state.firstLogon(20, true);
        // a user activated while the run goes on is not awaited
        state.firstLogon(25, false);
        assertEquals(1, state.startOrStopLatch().getCount());

        state.firstLogon(30, true);

        assertEquals(0, state.startOrStopLatch().getCount());
        assertEquals(30, state.allLoggedOnNanos());
    }

    @Test
    void opensAtTheStopWithUsersStillToLogOn() {
        RunState state = new RunState(3, -1);
        state.firstLogon(10, true);

        state.requestStop(EndReason.INTERRUPTED);

        assertEquals(0, state.startOrStopLatch().getCount());
        // the stop is no logon: the run's logon time stays unknown
        assertEquals(Long.MIN_VALUE, state.allLoggedOnNanos());
    }

    @Test
    void opensAtTheCommonStartAfterTheUsers() {
        RunState state = new RunState(2, -1);
        state.firstLogon(10, true);
        assertEquals(1, state.startOrStopLatch().getCount());

        state.openStartGate(40);

        assertEquals(0, state.startOrStopLatch().getCount());
        assertEquals(40, state.allLoggedOnNanos());
    }

    @Test
    void isOpenWhenNoUserIsAwaited() {
        RunState state = new RunState(4, -1);
        state.awaitAtStart(0);

        assertEquals(0, state.startOrStopLatch().getCount());
    }

    @Test
    void aRunBuiltForNoUserStillWaitsForTheUsersItStartsWith() {
        RunState state = new RunState(0, -1);
        state.awaitAtStart(2);
        assertEquals(1, state.startOrStopLatch().getCount());

        state.firstLogon(10, true);
        state.firstLogon(20, true);

        assertEquals(0, state.startOrStopLatch().getCount());
    }

    @Test
    void aRunStoppedBeforeItsStartWaitsForNobody() {
        RunState state = new RunState(0, -1);
        state.requestStop(EndReason.INTERRUPTED);

        state.awaitAtStart(2);

        assertEquals(0, state.startOrStopLatch().getCount());
    }

    @Test
    void aWithdrawnUserCountsAsOn() {
        RunState state = new RunState(2, -1);
        state.firstLogon(10, true);

        state.withdrawnFromStart(15);

        assertEquals(0, state.startOrStopLatch().getCount());
    }
}
