package io.dbbench.netprobe.tput;

import io.dbbench.netprobe.client.DataConnection;
import io.dbbench.netprobe.protocol.DataStreamReader;
import io.dbbench.netprobe.protocol.DataStreamWriter;
import io.dbbench.netprobe.protocol.StreamTotalsMeasured;
import java.util.function.BooleanSupplier;

/** One client thread of a throughput test: it sends or receives on one data connection. */
final class TputStreamWorker implements Runnable {
    private final DataConnection connection;
    private final boolean clientSends;
    private final DataStreamWriter writer;
    private final DataStreamReader reader;
    private final long markAtNanos;
    private final long deadlineNanos;
    private final BooleanSupplier stop;
    private volatile StreamTotalsMeasured measured = StreamTotalsMeasured.NOTHING;
    private volatile Exception failure;

    TputStreamWorker(
            DataConnection connection,
            boolean clientSends,
            int blockBytes,
            long markAtNanos,
            long deadlineNanos,
            BooleanSupplier stop) {
        this.connection = connection;
        this.clientSends = clientSends;
        this.markAtNanos = markAtNanos;
        this.deadlineNanos = deadlineNanos;
        this.stop = stop;
        this.writer =
                clientSends ? new DataStreamWriter(connection.channel(), connection.activity(), blockBytes) : null;
        this.reader = clientSends
                ? null
                : new DataStreamReader(
                        connection.channel(),
                        connection.activity(),
                        blockBytes,
                        connection.frames().takeBuffered());
    }

    @Override
    public void run() {
        try {
            measured = clientSends ? writer.sendUntil(markAtNanos, deadlineNanos, stop) : reader.readUntilEnd();
        } catch (Exception e) {
            failure = e;
        } finally {
            connection.close();
        }
    }

    int streamId() {
        return connection.streamIndex();
    }

    boolean clientSends() {
        return clientSends;
    }

    /** Payload bytes moved so far (warm-up included); read by the sampling thread. */
    long bytesSoFar() {
        return clientSends ? writer.payloadBytes() : reader.payloadBytes();
    }

    StreamTotalsMeasured measured() {
        return measured;
    }

    Exception failure() {
        return failure;
    }
}
