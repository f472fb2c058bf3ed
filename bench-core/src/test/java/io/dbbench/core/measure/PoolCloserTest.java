package io.dbbench.core.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.engine.ConnectionSource;
import java.sql.Connection;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Issue 35: closing a run's connections on a hung database (pgjdbc's close waits for the lock of a session stuck
 * in a socket read) held the run's end for ever; it is abandoned after a limit, said in one line.
 */
class PoolCloserTest {
    /** A source whose close ends only when {@code released} opens (never, for a hung database). */
    private static ConnectionSource closingWhen(CountDownLatch released, AtomicInteger closed) {
        return new ConnectionSource() {
            @Override
            public Connection acquire() {
                throw new UnsupportedOperationException();
            }

            @Override
            public void release(Connection connection) {}

            @Override
            public void discard(Connection connection) {}

            @Override
            public DataSource dataSource() {
                return null;
            }

            @Override
            public void close() {
                while (released.getCount() > 0) {
                    try {
                        released.await();
                    } catch (InterruptedException e) {
                        // a close blocked on the driver's lock ignores interrupts
                    }
                }
                closed.incrementAndGet();
            }
        };
    }

    @Test
    void sourcesThatCloseAreClosedAndNothingIsSaid() throws Exception {
        AtomicInteger closed = new AtomicInteger();
        CountDownLatch open = new CountDownLatch(0);
        assertEquals(
                Optional.empty(),
                PoolCloser.closeWithin(
                        List.of(closingWhen(open, closed), closingWhen(open, closed)), Duration.ofSeconds(30)));
        assertEquals(2, closed.get());
    }

    @Test
    void aCloseThatHangsIsAbandonedAfterTheLimitAndSaidSo() {
        CountDownLatch never = new CountDownLatch(1);
        try {
            Optional<String> notice = assertTimeoutPreemptively(
                    Duration.ofSeconds(30),
                    () -> PoolCloser.closeWithin(
                            List.of(closingWhen(never, new AtomicInteger())), Duration.ofMillis(200)));
            assertTrue(notice.isPresent());
            assertEquals("closing the run's connections abandoned: the database did not answer in 0.2 s", notice.get());
        } finally {
            never.countDown();
        }
    }
}
