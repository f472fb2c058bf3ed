package io.dbbench.cli.webconsole;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/**
 * The pages' server-sent events: the sampler {@linkplain #publish publishes} each message once, already
 * serialised; each open stream has a bounded queue of its own and a thread that writes it. A stream whose queue is
 * full (a page that does not read) is dropped, never buffered without bound, and the publisher never waits.
 */
final class EventStreams {
    /** A message that ends every stream: the server is closing. */
    static final byte[] END = new byte[0];

    private final int maxStreams;
    private final int queueCapacity;
    private final int historyCapacity;
    private final ArrayDeque<byte[]> history = new ArrayDeque<>();
    private final List<Stream> streams = new CopyOnWriteArrayList<>();
    private long dropped;

    /** @param queueCapacity what a stream may fall behind by, beyond the history a new stream starts with */
    EventStreams(int maxStreams, int queueCapacity, int historyCapacity) {
        this.maxStreams = maxStreams;
        this.queueCapacity = historyCapacity + queueCapacity;
        this.historyCapacity = historyCapacity;
    }

    /** One open stream: what is still to be written to it. */
    final class Stream {
        private final BlockingQueue<byte[]> queue = new ArrayBlockingQueue<>(queueCapacity);
        private volatile boolean droppedForLag;

        /** The next message, or null after {@code waitMillis} without one; {@link #END} when the stream ends. */
        byte[] next(long waitMillis) throws InterruptedException {
            if (droppedForLag) return END;
            return queue.poll(waitMillis, TimeUnit.MILLISECONDS);
        }

        boolean droppedForLag() {
            return droppedForLag;
        }
    }

    /**
     * A new stream, its queue filled with the history so far (the queue holds it all), or null when {@code
     * maxStreams} are open.
     */
    synchronized Stream open() {
        if (streams.size() >= maxStreams) return null;
        Stream s = new Stream();
        for (byte[] m : history) s.queue.offer(m);
        streams.add(s);
        return s;
    }

    /** The stream's writer has ended (its client left, or it was dropped): its slot is free. */
    synchronized void close(Stream s) {
        streams.remove(s);
    }

    /** Hands {@code message} to every stream and keeps it in the history; never blocks on a stream. */
    synchronized void publish(byte[] message) {
        if (message != END) {
            history.addLast(message);
            while (history.size() > historyCapacity) history.removeFirst();
        }
        for (Stream s : streams) {
            if (s.droppedForLag) continue;
            if (!s.queue.offer(message)) {
                // a page that does not read: its writer ends the stream, the queue is not grown
                s.droppedForLag = true;
                s.queue.clear();
                dropped++;
            }
        }
    }

    synchronized int openStreams() {
        return streams.size();
    }

    /** Streams dropped because their page did not read. */
    synchronized long dropped() {
        return dropped;
    }

    /** The messages so far, oldest first (at most the history's capacity). */
    synchronized List<byte[]> history() {
        return new ArrayList<>(history);
    }
}
