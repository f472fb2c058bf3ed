package io.dbbench.cli.webconsole;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/**
 * The pages' server-sent events: the sampler {@linkplain #publish publishes} each message once, already
 * serialised; each open stream has a bounded queue of its own and a thread that writes it. A stream whose queue is
 * full (a page that does not read) is dropped, never buffered without bound, and the publisher never waits: the
 * dropped stream's writer is interrupted, which closes its connection even when it is stuck writing to it.
 */
final class EventStreams {
    /** A message that ends every stream: the server is closing. */
    static final byte[] END = new byte[0];

    private final int maxStreams;
    private final int queueCapacityMessages;
    private final int sampleHistoryMessages;
    private final int eventHistoryMessages;
    private final long sampleHistoryBytesMax;
    /** Samples and events in the order published; each kind bounded on its own, so events never cut the charts. */
    private final ArrayDeque<Kept> history = new ArrayDeque<>();

    private int samplesKept;
    private int eventsKept;
    private long sampleBytesKept;
    private final List<Stream> streams = new CopyOnWriteArrayList<>();
    private long dropped;

    private record Kept(byte[] message, boolean sample) {}

    /**
     * @param streamLagMessages what a stream may fall behind by, beyond the history a new stream starts with
     * @param sampleHistoryMessages the samples a new stream starts with (the charts' span)
     * @param eventHistoryMessages the other messages a new stream starts with (events, the end)
     * @param sampleHistoryBytesMax what the kept samples may weigh: a merged page's sample grows with its replicas
     *     and their transaction types, so with many of them the charts' span is shorter rather than the memory
     *     larger (the newest sample is always kept)
     */
    EventStreams(
            int maxStreams,
            int streamLagMessages,
            int sampleHistoryMessages,
            int eventHistoryMessages,
            long sampleHistoryBytesMax) {
        this.maxStreams = maxStreams;
        this.sampleHistoryBytesMax = sampleHistoryBytesMax;
        this.queueCapacityMessages = sampleHistoryMessages + eventHistoryMessages + streamLagMessages;
        this.sampleHistoryMessages = sampleHistoryMessages;
        this.eventHistoryMessages = eventHistoryMessages;
    }

    /** One open stream: what is still to be written to it. */
    final class Stream {
        private final BlockingQueue<byte[]> queue = new ArrayBlockingQueue<>(queueCapacityMessages);
        private volatile boolean droppedForLag;
        /** The thread writing this stream, until it ends; guarded by the EventStreams' lock. */
        private Thread writer;

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
     *
     * @param writer the thread that writes the stream to its page, interrupted if the stream is dropped; or null
     */
    synchronized Stream open(Thread writer) {
        if (streams.size() >= maxStreams) return null;
        Stream s = new Stream();
        s.writer = writer;
        for (Kept k : history) s.queue.offer(k.message());
        streams.add(s);
        return s;
    }

    /** The stream's writer has ended (its client left, or it was dropped): its slot is free. */
    synchronized void close(Stream s) {
        s.writer = null; // never interrupted once it ended: the thread goes back to the server's pool
        streams.remove(s);
        notifyAll();
    }

    /** A chart's sample: to every stream, and kept among the last samples. */
    void publishSample(byte[] message) {
        publish(message, true);
    }

    /** An event or the run's end: to every stream, and kept among the last events. */
    void publishEvent(byte[] message) {
        publish(message, false);
    }

    /** Ends every stream: the server is closing. */
    void end() {
        publish(END, false);
    }

    /** Hands {@code message} to every stream and keeps it in the history; never blocks on a stream. */
    private synchronized void publish(byte[] message, boolean sample) {
        if (message != END) {
            history.addLast(new Kept(message, sample));
            if (sample) {
                samplesKept++;
                sampleBytesKept += message.length;
            } else eventsKept++;
            if (samplesKept > sampleHistoryMessages) dropOldest(true);
            while (sampleBytesKept > sampleHistoryBytesMax && samplesKept > 1) dropOldest(true);
            if (eventsKept > eventHistoryMessages) dropOldest(false);
        }
        for (Stream s : streams) {
            if (s.droppedForLag) continue;
            if (!s.queue.offer(message)) {
                // a page that does not read: its writer ends the stream, the queue is not grown
                s.droppedForLag = true;
                s.queue.clear();
                dropped++;
                // its writer may be stuck in a write the page never reads: the connection is an interruptible
                // channel, so the interrupt closes it and frees the thread and the slot
                if (s.writer != null) s.writer.interrupt();
            }
        }
    }

    /** Waits, at most {@code waitMillis}, until every stream's writer has ended (after {@link #end}). */
    synchronized void awaitAllClosed(long waitMillis) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(waitMillis);
        for (long left = waitMillis; !streams.isEmpty() && left > 0; ) {
            wait(left);
            left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
        }
    }

    synchronized int openStreams() {
        return streams.size();
    }

    /** Streams dropped because their page did not read. */
    synchronized long dropped() {
        return dropped;
    }

    private void dropOldest(boolean sample) {
        for (Iterator<Kept> i = history.iterator(); i.hasNext(); ) {
            Kept k = i.next();
            if (k.sample() == sample) {
                i.remove();
                if (sample) {
                    samplesKept--;
                    sampleBytesKept -= k.message().length;
                } else eventsKept--;
                return;
            }
        }
    }

    /** The messages so far, oldest first (at most the histories' capacities). */
    synchronized List<byte[]> history() {
        List<byte[]> all = new ArrayList<>(history.size());
        for (Kept k : history) all.add(k.message());
        return all;
    }
}
