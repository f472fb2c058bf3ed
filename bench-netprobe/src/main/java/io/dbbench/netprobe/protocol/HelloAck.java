package io.dbbench.netprobe.protocol;

import java.nio.ByteBuffer;

/**
 * Payload of HELLO_ACK: the test cookie (control connection) and the actual SO_SNDBUF / SO_RCVBUF of
 * the server's socket (data connection; 0 on a control connection).
 */
public record HelloAck(long cookie, int sendBufferBytes, int receiveBufferBytes) {

    public ByteBuffer encode() {
        return new PayloadWriter()
                .i64(cookie)
                .i32(sendBufferBytes)
                .i32(receiveBufferBytes)
                .toBuffer();
    }

    public static HelloAck decode(ByteBuffer payload) throws ProtocolException {
        PayloadReader r = new PayloadReader(payload, "HELLO_ACK");
        HelloAck ack = new HelloAck(r.i64("cookie"), r.i32("send buffer"), r.i32("receive buffer"));
        r.end();
        return ack;
    }
}
