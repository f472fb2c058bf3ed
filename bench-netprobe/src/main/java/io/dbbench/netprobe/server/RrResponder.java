package io.dbbench.netprobe.server;

import io.dbbench.netprobe.net.BufferPool;
import io.dbbench.netprobe.protocol.FrameChannel;
import io.dbbench.netprobe.protocol.FrameHeader;
import io.dbbench.netprobe.protocol.FrameType;
import io.dbbench.netprobe.protocol.PeerClosedException;
import io.dbbench.netprobe.protocol.ProtocolException;
import io.dbbench.netprobe.protocol.RrSpec;
import io.dbbench.netprobe.protocol.ServerResults;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;

/**
 * Answers rr requests on one data connection: reads each REQUEST (exactly the test's message length),
 * optionally writes it to the connection's file, then sends an ACK with the sequence number and the
 * disk time, until END.
 */
record RrResponder(FrameChannel frames, BufferPool buffers, RrSpec spec, Path writeDir, long cookie, int streamIndex) {

    ServerResults.StreamTotals run() throws IOException, ProtocolException {
        ByteBuffer message = buffers.acquire(spec.messageBytes());
        ByteBuffer ack = ByteBuffer.allocate(16);
        long begin = System.nanoTime();
        long count = 0;
        try (RequestFileWriter file = spec.writesFile() ? openFile() : null) {
            while (true) {
                FrameHeader h = frames.readHeaderOrEnd();
                if (h == null) {
                    throw new PeerClosedException("connection closed before END after " + count + " requests");
                }
                if (h.type() == FrameType.END) {
                    break;
                }
                if (h.type() != FrameType.REQUEST) {
                    throw new ProtocolException("unexpected " + h.type() + " frame in an rr stream");
                }
                if (h.payloadBytes() != spec.messageBytes()) {
                    throw new ProtocolException("REQUEST of " + h.payloadBytes()
                            + " bytes; this test's message length is " + spec.messageBytes());
                }
                frames.readPayloadInto(h, message);
                long diskNanos = 0;
                if (file != null) {
                    message.flip();
                    diskNanos = file.write(message);
                }
                count++;
                ack.clear();
                ack.putLong(count).putLong(diskNanos).flip();
                frames.write(FrameType.ACK, ack);
            }
        } finally {
            buffers.release(message);
        }
        return new ServerResults.StreamTotals(
                streamIndex, count * spec.messageBytes(), System.nanoTime() - begin, count);
    }

    private RequestFileWriter openFile() throws IOException {
        // the name was checked to be a plain file name; cookie and stream keep connections apart
        String name = spec.writeFileName() + "." + Long.toHexString(cookie) + "." + streamIndex;
        return new RequestFileWriter(writeDir.resolve(name), spec.fsync());
    }
}
