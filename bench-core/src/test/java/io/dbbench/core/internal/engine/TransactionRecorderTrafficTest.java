package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.result.TrafficTotals;
import org.junit.jupiter.api.Test;

class TransactionRecorderTrafficTest {
    @Test
    void aDrainTakesWhatEverySessionsCellAddedSinceTheLastDrain() {
        TransactionRecorder recorder = new TransactionRecorder();
        TrafficCell first = recorder.newTrafficCell();
        TrafficCell second = recorder.newTrafficCell();
        first.add(100, 300, 2);
        second.add(10, 30, 1);
        first.add(1, 3, 1);

        assertEquals(new TrafficTotals(111, 333, 4), recorder.drain().traffic());

        second.add(5, 7, 1);
        assertEquals(new TrafficTotals(5, 7, 1), recorder.drain().traffic(), "only what came after the last drain");
        assertEquals(TrafficTotals.ZERO, recorder.drain().traffic());
    }

    @Test
    void aCellAddedAfterADrainCountsFromZero() {
        TransactionRecorder recorder = new TransactionRecorder();
        recorder.newTrafficCell().add(50, 60, 1);
        recorder.drain();
        recorder.newTrafficCell().add(7, 8, 1);

        assertEquals(new TrafficTotals(7, 8, 1), recorder.drain().traffic());
    }
}
