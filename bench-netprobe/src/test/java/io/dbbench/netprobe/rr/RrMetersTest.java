package io.dbbench.netprobe.rr;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RrMetersTest {
    @Test
    void nothingRecordedIsNothingToSample() {
        assertFalse(new RrMeters().unsampled());
    }

    @Test
    void bytesWhoseMessageWasSampledAlreadyStillNeedASample() {
        RrMeters m = new RrMeters();
        m.acknowledged(1_000, 0, 512, false);
        m.messages.sumThenReset(); // a sample took the count before the bytes were added
        assertTrue(m.unsampled());
        m.bytes.sumThenReset();
        assertFalse(m.unsampled());
    }
}
