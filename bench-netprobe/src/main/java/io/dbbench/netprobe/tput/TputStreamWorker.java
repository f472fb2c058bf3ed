package io.dbbench.netprobe.tput;

import io.dbbench.netprobe.client.DataConnection;
import io.dbbench.netprobe.protocol.DataStreamReader;
import io.dbbench.netprobe.protocol.DataStreamWriter;
import io.dbbench.netprobe.protocol.StreamTotalsMeasured;
import io.dbbench.netprobe.protocol.TputSpec;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/** One client thread of a throughput test: it sends or receives on one data connection. */
final class TputStreamWorker implements Runnable {
    private final DataConnection connection;
    private final boolean clientSends;
    /** The stream's whole transfer: sending until the deadline or stop, or receiving until END. */
    private final Callable<StreamTotalsMeasured> transfer;
    /** The payload bytes moved so far, as the writer or reader counts them. */
    private final LongSupplier payloadBytes;

    private volatile StreamTotalsMeasured measured = StreamTotalsMeasured.NOTHING;
    private volatile Exception failure;

    TputStreamWorker(
            DataConnection connection, TputSpec spec, long markAtNanos, long deadlineNanos, BooleanSupplier stop) {
        this.connection = connection;
        this.clientSends = spec.clientSends(connection.streamIndex());
        int blockBytes = spec.blockBytes();
        if (clientSends) {
            DataStreamWriter writer = new DataStreamWriter(connection.channel(), connection.activity(), blockBytes);
            this.transfer = () -> writer.sendUntil(markAtNanos, deadlineNanos, stop);
            this.payloadBytes = writer::payloadBytes;
        } else {
            DataStreamReader reader = new DataStreamReader(connection.frames(), blockBytes);
            this.transfer = reader::readUntilEnd;
            this.payloadBytes = reader::payloadBytes;
        }
    }

    @Override
    public void run() {
        try {
            measured = transfer.call();
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
        return payloadBytes.getAsLong();
    }

    StreamTotalsMeasured measured() {
        return measured;
    }

    Exception failure() {
        return failure;
    }
}
