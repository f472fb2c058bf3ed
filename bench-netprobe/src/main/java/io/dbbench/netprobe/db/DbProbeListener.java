package io.dbbench.netprobe.db;

import io.dbbench.netprobe.stats.LatencySummary;

/** Live progress of a db probe; called on the thread that runs {@link DbProbe#run()}. */
public interface DbProbeListener {
    default void onConnectsDone(LatencySummary connect) {}

    default void onInterval(DbInterval interval) {}

    DbProbeListener NONE = new DbProbeListener() {};
}
