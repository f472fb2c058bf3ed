package io.dbbench.netprobe.protocol;

/** The peer closed the connection cleanly between frames where more frames were due. */
public class PeerClosedException extends ProtocolException {
    public PeerClosedException(String message) {
        super(message);
    }
}
