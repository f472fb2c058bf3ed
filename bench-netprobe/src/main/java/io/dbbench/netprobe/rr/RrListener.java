package io.dbbench.netprobe.rr;

/** Live progress of a request/response test; called on the thread that runs {@link RrClient#run()}. */
public interface RrListener {
    /**
     * Every connection is open and the server took the test; the first request follows. A client that
     * prints a table header prints it here, so that a server it cannot reach gets an error, not a header.
     */
    default void onConnected() {}

    default void onInterval(RrInterval interval) {}

    RrListener NONE = new RrListener() {};
}
