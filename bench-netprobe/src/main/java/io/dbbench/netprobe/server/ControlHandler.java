package io.dbbench.netprobe.server;

import io.dbbench.netprobe.protocol.FrameChannel;
import io.dbbench.netprobe.protocol.FrameHeader;
import io.dbbench.netprobe.protocol.FrameType;
import io.dbbench.netprobe.protocol.HelloAck;
import io.dbbench.netprobe.protocol.ProtocolException;
import io.dbbench.netprobe.protocol.RrSpec;
import io.dbbench.netprobe.protocol.ServerResults;
import io.dbbench.netprobe.protocol.TestSpec;
import java.io.IOException;

/** Runs a test's control connection: HELLO_CONTROL, START, STOP, RESULTS. */
record ControlHandler(FrameChannel frames, String remote, ServerContext context) {

    void run(TestSpec spec) throws IOException, ProtocolException, Rejection, InterruptedException {
        if (spec instanceof RrSpec rr && rr.writesFile() && context.config().writeDir() == null) {
            throw new Rejection("this server does not accept --write-file: start it with --write-dir DIR");
        }
        TestSession session = context.registry().open(spec, remote);
        try {
            frames.write(FrameType.HELLO_ACK, new HelloAck(session.cookie(), 0, 0).encode());
            FrameHeader next = frames.expect(FrameType.START, FrameType.STOP);
            frames.activity().clearDeadline(); // the handshake is over: from here only idleness ends it
            long startNanos = System.nanoTime();
            if (next.type() == FrameType.START) {
                session.start();
                // nothing is said on the control connection while the test runs
                frames.activity().allowQuietUntil(startNanos + spec.runMillis() * 1_000_000L);
                frames.expect(FrameType.STOP);
            }
            session.requestStop();
            session.awaitStreamsFinished(context.config().idleTimeout());
            ServerResults results = session.results();
            // tell the listener first: once the client has its results it may already be gone
            context.listener()
                    .onTestFinished(new ServerTestSummary(remote, spec, System.nanoTime() - startNanos, results));
            frames.write(FrameType.RESULTS, results.encode());
        } finally {
            context.registry().close(session);
            session.abort();
        }
    }
}
