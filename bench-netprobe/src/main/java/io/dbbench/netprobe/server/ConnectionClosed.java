package io.dbbench.netprobe.server;

/** A connection the server closed, with the reason in words (e.g. "bad frame magic 0x4745"). */
public record ConnectionClosed(long connectionId, String remote, CloseReason reason, String detail) {}
