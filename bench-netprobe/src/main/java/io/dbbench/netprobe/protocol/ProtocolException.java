package io.dbbench.netprobe.protocol;

import io.dbbench.netprobe.ProbeException;

/** The peer broke the wire protocol: bad magic, unknown frame type, oversized or truncated frame, bad field. */
public class ProtocolException extends ProbeException {
    private static final long serialVersionUID = 1L;

    public ProtocolException(String message) {
        super(message);
    }
}
