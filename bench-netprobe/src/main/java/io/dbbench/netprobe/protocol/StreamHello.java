package io.dbbench.netprobe.protocol;

import java.nio.ByteBuffer;

/** Payload of HELLO_STREAM: which test (its cookie) and which of its data connections this is. */
public record StreamHello(long cookie, int streamIndex) {

    public ByteBuffer encode() {
        return new PayloadWriter().i64(cookie).i32(streamIndex).toBuffer();
    }

    public static StreamHello decode(ByteBuffer payload) throws ProtocolException {
        PayloadReader r = new PayloadReader(payload, "HELLO_STREAM");
        StreamHello hello = new StreamHello(r.i64("cookie"), r.i32("stream index"));
        r.end();
        return hello;
    }
}
