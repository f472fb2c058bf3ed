package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class EventStreamsTest {
    private static byte[] m(int i) {
        return Integer.toString(i).getBytes(StandardCharsets.US_ASCII);
    }

    @Test
    void aNewStreamStartsWithTheBoundedHistory() throws Exception {
        EventStreams streams = new EventStreams(4, 2, 3);
        for (int i = 0; i < 5; i++) streams.publish(m(i));
        assertEquals(3, streams.history().size());
        EventStreams.Stream s = streams.open();
        for (int i = 2; i < 5; i++) assertArrayEquals(m(i), s.next(0));
        assertNull(s.next(0), "nothing more yet");
        streams.publish(m(5));
        assertArrayEquals(m(5), s.next(0));
    }

    @Test
    void aStreamThatFallsBehindByMoreThanItsQueueIsDropped_andTheQueueDoesNotGrow() throws Exception {
        EventStreams streams = new EventStreams(4, 2, 3);
        EventStreams.Stream lagging = streams.open();
        EventStreams.Stream keeping = streams.open();
        for (int i = 0; i < 5; i++) {
            streams.publish(m(i)); // the queue holds history (3) + lag (2): the 6th message drops it
            assertArrayEquals(m(i), keeping.next(0));
        }
        assertEquals(0, streams.dropped());
        streams.publish(m(5));
        assertEquals(1, streams.dropped());
        assertSame(EventStreams.END, lagging.next(0), "its writer ends the stream");
        assertArrayEquals(m(5), keeping.next(0));
        streams.publish(m(6));
        assertEquals(1, streams.dropped(), "counted once");
    }

    @Test
    void atMostMaxStreamsAreOpen_aClosedOneFreesItsSlot() {
        EventStreams streams = new EventStreams(2, 1, 1);
        EventStreams.Stream a = streams.open();
        assertNotNull(streams.open());
        assertNull(streams.open());
        streams.close(a);
        assertNotNull(streams.open());
    }

    @Test
    void theEndReachesEveryStreamAndIsNotKeptInTheHistory() throws Exception {
        EventStreams streams = new EventStreams(2, 1, 1);
        EventStreams.Stream s = streams.open();
        streams.publish(EventStreams.END);
        assertSame(EventStreams.END, s.next(0));
        assertEquals(0, streams.history().size());
    }
}
