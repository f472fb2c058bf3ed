package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class EventStreamsTest {
    private static byte[] m(int i) {
        return Integer.toString(i).getBytes(StandardCharsets.US_ASCII);
    }

    @Test
    void aNewStreamStartsWithTheBoundedHistory() throws Exception {
        EventStreams streams = new EventStreams(4, 2, 3, 0, Long.MAX_VALUE);
        for (int i = 0; i < 5; i++) streams.publishSample(m(i));
        assertEquals(3, streams.history().size());
        EventStreams.Stream s = streams.open(null);
        for (int i = 2; i < 5; i++) assertArrayEquals(m(i), s.next(0));
        assertNull(s.next(0), "nothing more yet");
        streams.publishSample(m(5));
        assertArrayEquals(m(5), s.next(0));
    }

    @Test
    void aStreamThatFallsBehindByMoreThanItsQueueIsDropped_andTheQueueDoesNotGrow() throws Exception {
        EventStreams streams = new EventStreams(4, 2, 3, 0, Long.MAX_VALUE);
        EventStreams.Stream lagging = streams.open(null);
        EventStreams.Stream keeping = streams.open(null);
        for (int i = 0; i < 5; i++) {
            streams.publishSample(m(i)); // the queue holds history (3) + lag (2): the 6th message drops it
            assertArrayEquals(m(i), keeping.next(0));
        }
        assertEquals(0, streams.dropped());
        streams.publishSample(m(5));
        assertEquals(1, streams.dropped());
        assertSame(EventStreams.END, lagging.next(0), "its writer ends the stream");
        assertArrayEquals(m(5), keeping.next(0));
        streams.publishSample(m(6));
        assertEquals(1, streams.dropped(), "counted once");
    }

    @Test
    void theSamplesKeptWeighAtMostTheCap_theOldestGoFirst_theNewestStays_eventsAreNotCut() throws Exception {
        // 10-byte samples under a 35-byte cap: three are kept however many the count would allow
        EventStreams streams = new EventStreams(4, 2, 100, 5, 35);
        byte[] event = "e".repeat(50).getBytes(StandardCharsets.US_ASCII);
        streams.publishEvent(event);
        for (int i = 0; i < 6; i++) streams.publishSample(("sample-00" + i).getBytes(StandardCharsets.US_ASCII));
        List<byte[]> kept = streams.history();
        assertEquals(4, kept.size(), "the event and three samples");
        assertSame(event, kept.get(0), "an event is not a sample: the samples' weight never drops it");
        assertEquals("sample-003", new String(kept.get(1), StandardCharsets.US_ASCII));
        assertEquals("sample-005", new String(kept.get(3), StandardCharsets.US_ASCII));
        // one sample over the cap on its own is still kept, alone: a page gets the latest figures
        streams.publishSample("x".repeat(100).getBytes(StandardCharsets.US_ASCII));
        kept = streams.history();
        assertEquals(2, kept.size());
        assertEquals(100, kept.get(1).length);
        streams.publishSample("sample-006".getBytes(StandardCharsets.US_ASCII));
        kept = streams.history();
        assertEquals(2, kept.size(), "the large one went first: the event and the newest");
        assertSame(event, kept.get(0));
        assertEquals("sample-006", new String(kept.get(1), StandardCharsets.US_ASCII));
    }

    @Test
    void atMostMaxStreamsAreOpen_aClosedOneFreesItsSlot() {
        EventStreams streams = new EventStreams(2, 1, 1, 1, Long.MAX_VALUE);
        EventStreams.Stream a = streams.open(null);
        assertNotNull(streams.open(null));
        assertNull(streams.open(null));
        streams.close(a);
        assertNotNull(streams.open(null));
    }

    @Test
    void samplesAndEventsHaveHistoriesOfTheirOwn_manyEventsDoNotCutTheCharts() throws Exception {
        EventStreams streams = new EventStreams(2, 1, 3, 2, Long.MAX_VALUE);
        streams.publishSample(m(0));
        streams.publishSample(m(1));
        for (int i = 100; i < 110; i++) streams.publishEvent(m(i)); // a failing run's events, one a second
        streams.publishSample(m(2));
        streams.publishSample(m(3));
        List<String> kept = streams.history().stream()
                .map(b -> new String(b, StandardCharsets.US_ASCII))
                .toList();
        assertEquals(List.of("1", "108", "109", "2", "3"), kept, "the last 3 samples, the last 2 events, in order");
    }

    @Test
    void aDroppedStreamsWriterIsInterrupted_notOneThatHasEnded() throws Exception {
        EventStreams streams = new EventStreams(2, 1, 1, 0, Long.MAX_VALUE);
        Thread gone = new Thread(() -> {});
        EventStreams.Stream stuck = streams.open(Thread.currentThread());
        streams.close(streams.open(gone));
        streams.publishSample(m(0));
        streams.publishSample(m(1));
        assertFalse(Thread.currentThread().isInterrupted(), "the queue holds history + lag: not dropped yet");
        streams.publishSample(m(2));
        assertTrue(Thread.interrupted(), "the stuck stream's writer is interrupted, which closes its connection");
        assertSame(EventStreams.END, stuck.next(0));
        assertFalse(gone.isInterrupted(), "a writer whose stream ended is back in the pool: never interrupted");
    }

    @Test
    void theEndReachesEveryStreamAndIsNotKeptInTheHistory() throws Exception {
        EventStreams streams = new EventStreams(2, 1, 1, 1, Long.MAX_VALUE);
        EventStreams.Stream s = streams.open(null);
        streams.end();
        assertSame(EventStreams.END, s.next(0));
        assertEquals(0, streams.history().size());
    }
}
