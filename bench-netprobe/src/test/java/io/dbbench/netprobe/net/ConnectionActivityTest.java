package io.dbbench.netprobe.net;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ConnectionActivityTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void idleCountsFromTheLastProgress() {
        ConnectionActivity a = new ConnectionActivity();
        long now = System.nanoTime();
        assertFalse(a.idleLongerThan(SECOND, now));
        assertTrue(a.idleLongerThan(SECOND, now + 2 * SECOND));
        a.touch();
        assertFalse(a.idleLongerThan(SECOND, System.nanoTime() + SECOND / 2));
    }

    @Test
    void aQuietPeriodIsNotIdleAndIdlenessCountsFromItsEnd() {
        ConnectionActivity a = new ConnectionActivity();
        long now = System.nanoTime();
        a.allowQuietUntil(now + 10 * SECOND);
        assertFalse(a.idleLongerThan(SECOND, now + 5 * SECOND));
        assertFalse(a.idleLongerThan(SECOND, now + 10 * SECOND + SECOND / 2));
        assertTrue(a.idleLongerThan(SECOND, now + 12 * SECOND));
        a.endQuiet();
        assertTrue(a.idleLongerThan(SECOND, System.nanoTime() + 2 * SECOND));
    }
}
