package io.dbbench.core.result;

import java.util.List;

/**
 * Client/server traffic of a run per transaction type, counted on each session's socket over the
 * statistics window (docs/traffic.md). {@link #NONE} when the run did not count it (a dialect or
 * connection the counting socket cannot be put under).
 *
 * @param transactions one per transaction type, in config order
 * @param method       how it was counted: {@link #CLIENT_SOCKET} or {@link #SESSION_STATISTICS}
 */
public record RunTraffic(List<TransactionTraffic> transactions, String method) {
    /** Counted on the client's own sockets (PostgreSQL). */
    public static final String CLIENT_SOCKET = "client socket";
    /** Read from the server's statistics of each session, less the probes' own cost (Oracle's V$MYSTAT). */
    public static final String SESSION_STATISTICS = "session statistics";

    public static final RunTraffic NONE = new RunTraffic(List.of());

    public RunTraffic {
        transactions = List.copyOf(transactions);
        if (!CLIENT_SOCKET.equals(method) && !SESSION_STATISTICS.equals(method))
            throw new IllegalArgumentException("unknown traffic method: " + method);
    }

    /** Counted on the client's sockets. */
    public RunTraffic(List<TransactionTraffic> transactions) {
        this(transactions, CLIENT_SOCKET);
    }

    public RunTraffic withMethod(String how) {
        return new RunTraffic(transactions, how);
    }

    public boolean measured() {
        return !transactions.isEmpty();
    }

    /**
     * The traffic of several runs of the same transactions together (repeats, replicas): counts add, type by
     * type. {@link #NONE} when one of them was not counted, since a partial sum would read as the whole, or
     * when they were counted in different ways.
     *
     * @throws IllegalArgumentException when the runs counted different transaction types
     */
    public static RunTraffic sum(List<RunTraffic> runs) {
        if (runs.isEmpty() || runs.stream().anyMatch(r -> !r.measured())) return NONE;
        String how = runs.get(0).method();
        if (runs.stream().anyMatch(r -> !r.method().equals(how))) return NONE;
        List<TransactionTraffic> first = runs.get(0).transactions();
        List<TransactionTraffic> out = new java.util.ArrayList<>(first.size());
        for (int i = 0; i < first.size(); i++) {
            String id = first.get(i).id();
            long executions = 0;
            TrafficTotals totals = TrafficTotals.ZERO;
            for (RunTraffic r : runs) {
                if (r.transactions().size() != first.size()
                        || !r.transactions().get(i).id().equals(id))
                    throw new IllegalArgumentException("the runs counted traffic of different transactions");
                executions += r.transactions().get(i).executions();
                totals = totals.plus(r.transactions().get(i).totals());
            }
            out.add(new TransactionTraffic(id, executions, totals));
        }
        return new RunTraffic(out, how);
    }

    /** Every transaction type together. */
    public TransactionTraffic total() {
        long executions = 0;
        TrafficTotals sum = TrafficTotals.ZERO;
        for (TransactionTraffic t : transactions) {
            executions += t.executions();
            sum = sum.plus(t.totals());
        }
        return new TransactionTraffic("total", executions, sum);
    }
}
