package io.dbbench.core.internal.engine;

import io.dbbench.core.internal.traffic.OracleSessionTraffic;
import io.dbbench.core.internal.traffic.WireCounts;
import java.util.Arrays;

/**
 * One session's view of its connection's socket counts: notes them as a transaction starts and adds the
 * difference to the transaction's type as it ends. Plain fields and reads, no allocation: only the
 * session's thread uses it, and that thread alone writes the counts while it holds the connection (see
 * {@link WireCounts}).
 *
 * <p>On Oracle the counts are the session's own statistics, current only after a probe
 * ({@link OracleSessionTraffic#refresh}): one as each transaction's outcome is recorded, and one as a
 * transaction starts unless the last thing on the connection was that probe (a held connection between
 * two transactions), so a held connection pays one probe per transaction, a borrowed one two.
 */
final class SessionTraffic {
    /** The attached connection's counts; null when it is not counted. */
    private WireCounts attached;
    /** The attached Oracle connection's probe, or null (PostgreSQL's socket counts are always current). */
    private OracleSessionTraffic probe;
    /** Whether the probe's last reading is still current: nothing ran on the connection since. */
    private boolean probedLast;
    /** The counts the running transaction is measured on (null when none), and their values at its start. */
    private WireCounts counting;

    /** This session's cells, by transaction type index; grown on first use. */
    private TrafficCell[] cells;

    private long sentMark;
    private long receivedMark;
    private long turnsMark;

    /** The session took a connection whose socket counts are {@code counts} (null: not counted). */
    void attached(WireCounts counts) {
        attached(counts, null);
    }

    /**
     * The session took a connection: {@code probe} is its Oracle session-statistics probe (whose counts are
     * used), or null, and then {@code counts} its socket counts, or null when it is not counted.
     */
    void attached(WireCounts counts, OracleSessionTraffic probe) {
        this.probe = probe;
        attached = probe != null ? probe.counts() : counts;
        probedLast = false;
    }

    /** A transaction starts on the attached connection. */
    void mark() {
        WireCounts counts = attached;
        counting = counts;
        if (counts == null) return;
        if (probe != null && !probedLast && !probe.refresh()) {
            // the connection is broken: this transaction's traffic cannot be known
            counting = null;
            return;
        }
        probedLast = false;
        sentMark = counts.bytesSent();
        receivedMark = counts.bytesReceived();
        turnsMark = counts.roundTrips();
    }

    /**
     * Adds what crossed the wire since {@link #mark} (the transaction and its rollback, if any) to
     * transaction type {@code index}, whose recorder is {@code recorder}; at most once per mark. A
     * connection dropped on failure still has its counts.
     */
    void record(int index, TransactionRecorder recorder) {
        WireCounts counts = counting;
        if (counts == null) return;
        counting = null;
        if (probe != null) {
            if (!probe.refresh()) return;
            probedLast = true;
        }
        cell(index, recorder)
                .add(
                        counts.bytesSent() - sentMark,
                        counts.bytesReceived() - receivedMark,
                        counts.roundTrips() - turnsMark);
    }

    // this session's own cell of each type's recorder, made on first use: a session writes without atomics
    private TrafficCell cell(int index, TransactionRecorder recorder) {
        if (cells == null) cells = new TrafficCell[index + 1];
        else if (cells.length <= index) cells = Arrays.copyOf(cells, index + 1);
        TrafficCell cell = cells[index];
        if (cell == null) cells[index] = cell = recorder.newTrafficCell();
        return cell;
    }
}
