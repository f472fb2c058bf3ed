package io.dbbench.core.internal.engine;

import java.util.List;
import java.util.Locale;

/**
 * What one session is doing and since when, written by its own thread and read by the engine when a run
 * waits for its users at the end, so the user is told what it waits for (a hung database shows as users
 * running a transaction for many seconds). Three volatile writes per transaction and no clock reading of its
 * own (the transaction's start is the one the engine reads anyway): no lock, no allocation.
 * Whether the session is without the database is kept here too, for the engine's stalled seconds.
 */
final class SessionActivity {
    /** Getting a connection: a logon or a reconnect. */
    static final int CONNECTING = -1;
    /** Between transactions: thinking, or waiting for its slot in the open-loop schedule. */
    static final int BETWEEN_TRANSACTIONS = -2;
    /** Waiting for a connection from its service's pool. */
    static final int BORROWING = -3;

    /** A transaction's recorder index, or one of the constants above. */
    private volatile int what = CONNECTING;

    private volatile long sinceNanos;
    /** Whether the session is counted in {@link RunState#sessionsWithoutDatabase()}; its own thread only. */
    private boolean withoutDatabase;

    SessionActivity(long sinceNanos) {
        this.sinceNanos = sinceNanos;
    }

    /** @param what a transaction's recorder index, or one of the constants of this class */
    void set(int what, long nowNanos) {
        sinceNanos = nowNanos;
        this.what = what;
    }

    /** Between transactions, without reading the clock: how long is of no interest to a user waiting at the end. */
    void betweenTransactions() {
        what = BETWEEN_TRANSACTIONS;
    }

    /** The session lost its connection or failed to get one: its seconds without one may be stalled. */
    void lostDatabase(RunState state) {
        if (withoutDatabase) return;
        withoutDatabase = true;
        state.lostDatabase();
    }

    /** The session has a connection again, or has ended. */
    void regainedDatabase(RunState state) {
        if (!withoutDatabase) return;
        withoutDatabase = false;
        state.regainedDatabase();
    }

    /**
     * Any thread: {@code running Insert for 12.5 s}.
     *
     * @param transactionNames the run's transaction (and statement) names, by recorder index
     */
    String describe(long nowNanos, List<String> transactionNames) {
        int now = what;
        double seconds = Math.max(0, nowNanos - sinceNanos) / 1e9;
        if (now == BETWEEN_TRANSACTIONS) return "between transactions";
        String doing =
                switch (now) {
                    case CONNECTING -> "connecting";
                    case BORROWING -> "waiting for a pooled connection";
                    default -> "running " + (now < transactionNames.size() ? transactionNames.get(now) : "#" + now);
                };
        return String.format(Locale.ROOT, "%s for %.1f s", doing, seconds);
    }
}
