package io.dbbench.core.internal.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class WireCountsTest {
    @Test
    void aRequestInSeveralWritesAndAResponseInSeveralReadsIsOneTurn() {
        WireCounts c = new WireCounts();
        c.sent(10);
        c.sent(5);
        c.received(7);
        c.received(3);
        assertEquals(15, c.bytesSent());
        assertEquals(10, c.bytesReceived());
        assertEquals(1, c.roundTrips());
    }

    @Test
    void eachWriteThenReadIsATurn() {
        WireCounts c = new WireCounts();
        for (int i = 0; i < 3; i++) {
            c.sent(4);
            c.received(2);
        }
        assertEquals(3, c.roundTrips());
    }

    @Test
    void bytesReadWithoutARequestAndEmptyReadsAreNoTurn() {
        WireCounts c = new WireCounts();
        c.received(8); // a notice the server sent on its own
        c.sent(4);
        c.received(-1); // end of stream
        c.received(0);
        assertEquals(0, c.roundTrips());
        assertEquals(8, c.bytesReceived());
        c.received(1);
        assertEquals(1, c.roundTrips());
    }
}
