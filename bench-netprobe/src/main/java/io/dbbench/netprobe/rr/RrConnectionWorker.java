package io.dbbench.netprobe.rr;

import io.dbbench.netprobe.client.DataConnection;
import io.dbbench.netprobe.protocol.FrameChannel;
import io.dbbench.netprobe.protocol.FrameType;
import io.dbbench.netprobe.protocol.ProtocolException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Sends requests on one connection and times their acknowledgements. SYNC: send, wait for the ACK,
 * repeat. ASYNC: this thread sends (at most {@link RrConfig#ASYNC_WINDOW} unacknowledged), a second
 * thread reads ACKs. Under --rate each request has an intended send time and its latency counts from
 * there, so a slow server shows as latency rather than as fewer requests.
 */
final class RrConnectionWorker implements Runnable {
    /**
     * What all connections of one test share: the test, its meters, the pacing and its end.
     *
     * @param periodNanos time between one connection's intended sends; 0 without --rate
     */
    record Plan(RrConfig config, RrMeters meters, long periodNanos, long deadlineNanos, BooleanSupplier stop) {
        /** True once the test was stopped or, at {@code nowNanos}, is past its deadline. */
        boolean ended(long nowNanos) {
            return stop.getAsBoolean() || nowNanos - deadlineNanos >= 0;
        }

        /** Counts one acknowledged request. */
        void acknowledged(long latencyNanos, long diskNanos) {
            meters.acknowledged(latencyNanos, diskNanos, config.messageBytes(), config.writesFile());
        }
    }

    private final DataConnection connection;
    private final FrameChannel frames;
    private final long quota;
    private final long firstIntendedNanos;
    private final Plan plan;
    private final ByteBuffer request;
    private final ByteBuffer ack = ByteBuffer.allocate(16);
    private volatile long sent;
    private volatile boolean writerDone;
    private volatile Exception failure;

    /**
     * @param firstIntendedNanos intended time of this connection's first request (--rate), else ignored
     */
    RrConnectionWorker(DataConnection connection, long quota, long firstIntendedNanos, Plan plan) {
        this.connection = connection;
        this.frames = connection.frames();
        this.quota = quota;
        this.firstIntendedNanos = firstIntendedNanos;
        this.plan = plan;
        this.request = ByteBuffer.allocateDirect(plan.config().messageBytes());
    }

    Exception failure() {
        return failure;
    }

    int streamIndex() {
        return connection.streamIndex();
    }

    @Override
    public void run() {
        try {
            switch (plan.config().mode()) {
                case SYNC -> runSync();
                case ASYNC -> runAsync();
            }
            frames.writeEmpty(FrameType.END);
        } catch (Exception e) {
            if (failure == null) {
                failure = e;
            }
        } finally {
            connection.close();
        }
    }

    private void runSync() throws IOException, ProtocolException {
        for (long k = 0; k < quota; k++) {
            long intended = awaitSendTime(k);
            if (intended < 0) {
                return;
            }
            long sendTime = System.nanoTime();
            sendRequest();
            long diskNanos = readAck(k + 1);
            long latency = System.nanoTime() - (plan.periodNanos() > 0 ? intended : sendTime);
            plan.acknowledged(latency, diskNanos);
        }
    }

    private void runAsync() throws Exception {
        int window = RrConfig.ASYNC_WINDOW;
        long[] sendTimes = new long[window];
        Semaphore free = new Semaphore(window);
        Thread writer = Thread.currentThread();
        Thread reader =
                new Thread(() -> readAcks(sendTimes, free, writer), "netprobe-rr-acks-" + connection.streamIndex());
        reader.setDaemon(true);
        reader.start();
        try {
            for (long k = 0; k < quota && failure == null; k++) {
                if (!acquire(free)) {
                    break;
                }
                long intended = awaitSendTime(k);
                if (intended < 0) {
                    free.release();
                    break;
                }
                sendTimes[(int) (k % window)] = plan.periodNanos() > 0 ? intended : System.nanoTime();
                sendRequest();
                sent = k + 1;
                LockSupport.unpark(reader);
            }
        } finally {
            writerDone = true;
            LockSupport.unpark(reader);
        }
        reader.join();
        if (failure != null) {
            throw failure;
        }
    }

    /** Waits for a window slot, giving up when the test ends. */
    private boolean acquire(Semaphore free) throws InterruptedException {
        while (!free.tryAcquire(10, TimeUnit.MILLISECONDS)) {
            if (plan.ended(System.nanoTime()) || failure != null) {
                return false;
            }
        }
        return true;
    }

    private void readAcks(long[] sendTimes, Semaphore free, Thread writer) {
        try {
            long acked = 0;
            while (true) {
                if (acked < sent) {
                    long diskNanos = readAck(acked + 1);
                    long latency = System.nanoTime() - sendTimes[(int) (acked % sendTimes.length)];
                    acked++;
                    free.release();
                    plan.acknowledged(latency, diskNanos);
                } else if (writerDone) {
                    if (acked >= sent) {
                        return;
                    }
                } else {
                    LockSupport.parkNanos(10_000_000L);
                }
            }
        } catch (Exception e) {
            failure = e;
            LockSupport.unpark(writer);
        }
    }

    /**
     * The intended send time of request {@code k} (now without --rate), after waiting for it; -1 when
     * the test ended first.
     */
    private long awaitSendTime(long k) {
        long now = System.nanoTime();
        if (plan.ended(now)) {
            return -1;
        }
        if (plan.periodNanos() == 0) {
            return now;
        }
        long intended = firstIntendedNanos + k * plan.periodNanos();
        if (intended - plan.deadlineNanos() >= 0) {
            return -1;
        }
        while (intended - now > 0) {
            LockSupport.parkNanos(intended - now);
            if (plan.stop().getAsBoolean()) {
                return -1;
            }
            now = System.nanoTime();
        }
        return intended;
    }

    private void sendRequest() throws IOException {
        request.clear();
        frames.write(FrameType.REQUEST, request);
    }

    /** Reads the ACK for request {@code expectedSeq} (1-based) and returns the server's disk time. */
    private long readAck(long expectedSeq) throws IOException, ProtocolException {
        frames.readPayloadInto(frames.expect(FrameType.ACK), ack);
        ack.flip();
        long seq = ack.getLong();
        long diskNanos = ack.getLong();
        if (seq != expectedSeq) {
            throw new ProtocolException("ACK for request " + seq + ", expected " + expectedSeq);
        }
        return diskNanos;
    }
}
