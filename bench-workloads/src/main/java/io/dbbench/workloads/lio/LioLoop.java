package io.dbbench.workloads.lio;

import java.util.Locale;

/** Where the worker loop runs: what a LIO/s figure includes depends on it. */
public enum LioLoop {
    /**
     * The client drives every operation over JDBC: each range count pays a network round trip, so LIO/s
     * is what an application-like client gets, with client-side latency percentiles per operation.
     */
    CLIENT,
    /**
     * Each session runs the whole loop as one block inside the database (a PL/pgSQL procedure, an Oracle
     * PL/SQL block), as SLOB's worker does: no round trip per operation, so LIO/s compares with SLOB's.
     * Time per operation is the block's own mean; there are no percentiles.
     */
    SERVER;

    /** The name users type and outputs print: {@code client}, {@code server}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
