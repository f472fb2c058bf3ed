package io.dbbench.netprobe.protocol;

/** The peer sent an ERROR frame: its reason is the message (e.g. "server busy", "writes not allowed"). */
public class PeerErrorException extends ProtocolException {
    public PeerErrorException(String reason) {
        super(reason);
    }
}
