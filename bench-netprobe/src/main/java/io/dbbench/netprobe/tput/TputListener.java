package io.dbbench.netprobe.tput;

/** Live progress of a throughput test; called on the thread that runs {@link TputClient#run()}. */
public interface TputListener {
    default void onStart(TputStart start) {}

    default void onInterval(TputInterval interval) {}

    TputListener NONE = new TputListener() {};
}
