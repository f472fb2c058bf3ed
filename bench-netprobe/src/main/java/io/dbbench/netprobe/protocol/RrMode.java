package io.dbbench.netprobe.protocol;

/**
 * SYNC: one message in flight per connection, the next sent after the acknowledgement (ping-pong,
 * Data Guard SYNC). ASYNC: messages stream without waiting, acknowledgements come back behind them.
 */
public enum RrMode {
    SYNC,
    ASYNC
}
