package io.dbbench.netprobe.protocol;

/** The peer closed the connection cleanly between frames where more frames were due. */
public class PeerClosedException extends ProtocolException {
    private static final long serialVersionUID = 1L;

    public PeerClosedException(String message) {
        super(message);
    }
}
