package io.dbbench.netprobe.protocol;

/** The peer sent an ERROR frame: its reason is the message (e.g. "server busy", "writes not allowed"). */
public class PeerErrorException extends ProtocolException {
    private static final long serialVersionUID = 1L;

    public PeerErrorException(String reason) {
        super(reason);
    }
}
