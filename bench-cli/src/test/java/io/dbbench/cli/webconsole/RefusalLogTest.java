package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class RefusalLogTest {
    @Test
    void oneLineThenQuietForAWhile_thenOneSayingHowManyWereNotSaid() {
        List<String> lines = new ArrayList<>();
        AtomicLong now = new AtomicLong();
        RefusalLog log = new RefusalLog(lines::add, now::get);
        InetSocketAddress from = new InetSocketAddress("127.0.0.1", 5000);
        log.refused("/api/stop", from);
        for (int i = 0; i < 100; i++) log.refused("/api/users", from);
        assertEquals(1, lines.size());
        now.addAndGet(RefusalLog.EVERY_NANOS);
        log.refused("/api/stop", from);
        assertEquals(2, lines.size());
        assertTrue(lines.get(1).endsWith("(and 100 more refused since the last such line)"), lines.get(1));
    }
}
