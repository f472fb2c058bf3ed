package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class LiveCommitsTest {
    private static final long SECOND = 1_000_000_000L;

    /** Readings given in turn: a count, or a failure (null). */
    private static final class Readings implements LiveCommits.Reader {
        final Deque<Long> counts = new ArrayDeque<>();
        int reads;

        Readings(Long... counts) {
            for (Long c : counts) this.counts.add(c == null ? -1L : c);
        }

        @Override
        public void open() {}

        @Override
        public long commits() throws SQLException {
            reads++;
            long c = counts.removeFirst();
            if (c < 0) throw new SQLException("permission denied for view pg_stat_database\nDetail: secret-free");
            return c;
        }

        @Override
        public void close() {}
    }

    @Test
    void rateBetweenTwoReadings_nanWithoutAnEarlierOne_aResetCounter_orNoTime() {
        assertEquals(150.0, LiveCommits.rate(1_000, 0, 1_300, 2 * SECOND), 1e-9);
        assertEquals(Double.NaN, LiveCommits.rate(-1, 0, 1_300, SECOND));
        assertEquals(Double.NaN, LiveCommits.rate(1_000, 0, 10, SECOND), "statistics reset");
        assertEquals(Double.NaN, LiveCommits.rate(1_000, SECOND, 1_100, SECOND));
        assertEquals(0.0, LiveCommits.rate(1_000, 0, 1_000, SECOND));
    }

    @Test
    void eachTickReadsOnce_theRateOfTheLastTwoReadings() {
        AtomicLong now = new AtomicLong();
        Readings readings = new Readings(100L, 150L, 250L);
        LiveCommits commits = new LiveCommits(readings, Runnable::run, now::get);
        assertEquals(Double.NaN, commits.tick(), "one reading: no rate yet");
        now.addAndGet(SECOND);
        assertEquals(50.0, commits.tick(), 1e-9);
        now.addAndGet(2 * SECOND);
        assertEquals(50.0, commits.tick(), 1e-9, "100 commits over 2 s");
        assertEquals(3, readings.reads);
        assertNull(commits.unavailableOnce());
    }

    @Test
    void theRateSpansTheLastThreeSeconds_soAFlushLateByASecondDoesNotSwingIt() {
        AtomicLong now = new AtomicLong();
        // the database's count as PostgreSQL publishes it: nothing in the first second, two seconds' worth in the next
        Readings readings = new Readings(0L, 0L, 200L, 300L, 300L, 500L);
        LiveCommits commits = new LiveCommits(readings, Runnable::run, now::get);
        commits.tick();
        now.addAndGet(SECOND);
        assertEquals(0.0, commits.tick(), 1e-9);
        now.addAndGet(SECOND);
        assertEquals(100.0, commits.tick(), 1e-9, "200 over 2 s");
        now.addAndGet(SECOND);
        assertEquals(100.0, commits.tick(), 1e-9, "300 over 3 s");
        now.addAndGet(SECOND);
        assertEquals(100.0, commits.tick(), 1e-9, "from the reading 3 s before: 300 over 3 s");
        now.addAndGet(SECOND);
        assertEquals(100.0, commits.tick(), 1e-9, "300 over 3 s again, not 0 nor 200");
    }

    @Test
    void aReadingStillGoing_skipsTheSecond_andAStaleRateIsNotShown() {
        AtomicLong now = new AtomicLong();
        Readings readings = new Readings(100L, 200L);
        List<Runnable> queued = new ArrayList<>();
        LiveCommits commits = new LiveCommits(readings, queued::add, now::get);
        commits.tick();
        commits.tick(); // the first reading hangs: no second one queued behind it
        assertEquals(1, queued.size());
        queued.remove(0).run();
        now.addAndGet(SECOND);
        commits.tick();
        queued.remove(0).run();
        assertEquals(100.0, commits.tick(), 1e-9);
        queued.clear(); // that reading hangs for good
        now.addAndGet(LiveCommits.STALE_NANOS + 1);
        assertEquals(Double.NaN, commits.tick(), "readings stopped: no old rate shown as now's");
        assertTrue(queued.isEmpty(), "never a second reading while one hangs");
    }

    @Test
    void aCounterTheUserMayNotRead_isNotAvailable_saidOnce_andNotReadAgain() {
        AtomicLong now = new AtomicLong();
        Readings readings = new Readings((Long) null, 5L);
        LiveCommits commits = new LiveCommits(readings, Runnable::run, now::get);
        assertEquals(Double.NaN, commits.tick());
        assertEquals(
                "db commits per second not available: permission denied for view pg_stat_database",
                commits.unavailableOnce(),
                "one line");
        assertNull(commits.unavailableOnce(), "said once");
        now.addAndGet(SECOND);
        assertEquals(Double.NaN, commits.tick());
        assertEquals(1, readings.reads, "not read again");
    }

    @Test
    void aReadingLostAfterOthers_skipsARate_andReadsOn() {
        AtomicLong now = new AtomicLong();
        Readings readings = new Readings(100L, null, 300L, 400L);
        LiveCommits commits = new LiveCommits(readings, Runnable::run, now::get);
        commits.tick();
        now.addAndGet(SECOND);
        commits.tick();
        now.addAndGet(SECOND);
        assertEquals(Double.NaN, commits.tick(), "one reading since the lost one");
        now.addAndGet(SECOND);
        assertEquals(100.0, commits.tick(), 1e-9);
        assertNull(commits.unavailableOnce(), "it was read: a lost reading is not 'not available'");
    }

    @Test
    void aDialectWithoutACounter_isNotAvailable() {
        LiveCommits commits = LiveCommits.open("jdbc:h2:mem:x", new java.util.Properties(), "h2");
        assertEquals(Double.NaN, commits.tick());
        assertEquals(
                "db commits per second not available: dbbench reads no commit counter of h2 databases",
                commits.unavailableOnce());
        commits.close();
    }
}
