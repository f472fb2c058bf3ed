package io.dbbench.netprobe.rr;

/** Live progress of a request/response test; called on the thread that runs {@link RrClient#run()}. */
public interface RrListener {
    default void onInterval(RrInterval interval) {}

    RrListener NONE = new RrListener() {};
}
