package io.dbbench.netprobe.server;

import io.dbbench.netprobe.protocol.DataStreamReader;
import io.dbbench.netprobe.protocol.DataStreamWriter;
import io.dbbench.netprobe.protocol.FrameChannel;
import io.dbbench.netprobe.protocol.FrameType;
import io.dbbench.netprobe.protocol.HelloAck;
import io.dbbench.netprobe.protocol.ProtocolException;
import io.dbbench.netprobe.protocol.RrSpec;
import io.dbbench.netprobe.protocol.ServerResults;
import io.dbbench.netprobe.protocol.StreamHello;
import io.dbbench.netprobe.protocol.StreamTotalsMeasured;
import io.dbbench.netprobe.protocol.TputSpec;
import java.io.IOException;
import java.net.StandardSocketOptions;
import java.nio.channels.SocketChannel;
import java.time.Duration;

/** Runs one data connection of a test: receives or sends a tput stream, or answers rr requests. */
record StreamHandler(SocketChannel channel, FrameChannel frames, ServerContext context) {

    void run(StreamHello hello) throws IOException, ProtocolException, Rejection, InterruptedException {
        TestSession session = context.registry().find(hello.cookie());
        int index = hello.streamIndex();
        session.attach(index, channel);
        ServerResults.StreamTotals totals = null;
        try {
            if (session.spec() instanceof TputSpec tput && tput.socketBufferBytes() > 0) {
                channel.setOption(StandardSocketOptions.SO_SNDBUF, tput.socketBufferBytes());
                channel.setOption(StandardSocketOptions.SO_RCVBUF, tput.socketBufferBytes());
            }
            frames.write(
                    FrameType.HELLO_ACK,
                    new HelloAck(
                                    0,
                                    channel.getOption(StandardSocketOptions.SO_SNDBUF),
                                    channel.getOption(StandardSocketOptions.SO_RCVBUF))
                            .encode());
            if (session.spec() instanceof TputSpec tput) {
                StreamTotalsMeasured measured = tput.clientSends(index) ? receive(tput) : send(session, tput);
                totals = new ServerResults.StreamTotals(index, measured.bytes(), measured.nanos(), 0);
            } else {
                totals = new RrResponder(
                                frames,
                                context.buffers(),
                                (RrSpec) session.spec(),
                                context.config().writeDir(),
                                session.cookie(),
                                index)
                        .run();
            }
        } finally {
            session.streamFinished(index, totals);
        }
    }

    private StreamTotalsMeasured receive(TputSpec tput) throws IOException, ProtocolException {
        DataStreamReader reader = new DataStreamReader(frames, tput.blockBytes(), context.buffers());
        try {
            return reader.readUntilEnd();
        } finally {
            reader.releaseBuffer();
        }
    }

    private StreamTotalsMeasured send(TestSession session, TputSpec tput)
            throws IOException, ProtocolException, InterruptedException {
        Duration idle = context.config().idleTimeout();
        if (!session.awaitStart(idle)) {
            throw new ProtocolException("no START within " + idle.toMillis() + " ms");
        }
        long start = session.startNanos();
        // the client says STOP; the deadline only bounds a test whose client went quiet
        long safetyDeadline = start + tput.runMillis() * 1_000_000L + idle.toNanos();
        DataStreamWriter writer =
                new DataStreamWriter(channel, frames.activity(), tput.blockBytes(), context.buffers());
        try {
            return writer.sendUntil(start + tput.omitMillis() * 1_000_000L, safetyDeadline, session::stopRequested);
        } finally {
            writer.releaseBuffer();
        }
    }
}
