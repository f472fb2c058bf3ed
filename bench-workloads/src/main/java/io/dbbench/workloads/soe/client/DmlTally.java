package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.DmlCounts;

/**
 * Counts the statements one transaction executes, by kind, as it executes them: a statement is counted
 * when it ran, whatever number of rows it touched, so the totals are SwingBench's "statements".
 * One instance per transaction execution; not thread-safe.
 */
final class DmlTally {
    private int selects;
    private int inserts;
    private int updates;
    private int deletes;
    private int commits;
    private int rollbacks;

    void select() {
        selects++;
    }

    void insert() {
        inserts++;
    }

    void update() {
        updates++;
    }

    void commit() {
        commits++;
    }

    void rollback() {
        rollbacks++;
    }

    DmlCounts counts() {
        return DmlCounts.of(selects, inserts, updates, deletes, commits, rollbacks);
    }
}
