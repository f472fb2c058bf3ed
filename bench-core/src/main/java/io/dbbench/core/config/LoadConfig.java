package io.dbbench.core.config;

import io.dbbench.core.internal.check.Require;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * SwingBench's {@code Load} block, in our units.
 *
 * @param minDelayMillis       intra-transaction think time, lower bound (between a transaction's steps)
 * @param maxDelayMillis       intra-transaction think time, upper bound
 * @param interMinDelayMillis  think time between transactions, lower bound
 * @param interMaxDelayMillis  think time between transactions, upper bound
 * @param queryTimeoutSeconds  applied to every statement; 0 = none
 * @param maxTransactions      stop after this many completed transactions; -1 = unlimited (0, as SwingBench's
 *                             stock Stress_Test.xml writes it, also means unlimited and is stored as -1)
 * @param runTime              stop after this long; {@link Duration#ZERO} = until stopped
 * @param statsCollectionStart statistics are recorded from this offset after the load starts
 * @param statsCollectionEnd   ... up to this offset; {@link Duration#ZERO} = to the end of the run
 * @param connectionRefresh    replace a session's connection after this many transactions; 0 = never
 */
public record LoadConfig(
        int users,
        long minDelayMillis,
        long maxDelayMillis,
        long interMinDelayMillis,
        long interMaxDelayMillis,
        int queryTimeoutSeconds,
        long maxTransactions,
        Duration runTime,
        int logonGroupCount,
        long logonDelayMillis,
        boolean logoutPostTransaction,
        boolean waitTillAllLogon,
        Duration statsCollectionStart,
        Duration statsCollectionEnd,
        int connectionRefresh) {
    public LoadConfig {
        Require.nonNull(
                "runTime",
                runTime,
                "statsCollectionStart",
                statsCollectionStart,
                "statsCollectionEnd",
                statsCollectionEnd);
        if (users < 1) throw new IllegalArgumentException("number of users must be at least 1, was " + users);
        requireNonNegative("MinDelay", minDelayMillis);
        requireNonNegative("MaxDelay", maxDelayMillis);
        requireNonNegative("InterMinDelay", interMinDelayMillis);
        requireNonNegative("InterMaxDelay", interMaxDelayMillis);
        if (maxDelayMillis < minDelayMillis) {
            throw new IllegalArgumentException("MaxDelay " + maxDelayMillis + " is below MinDelay " + minDelayMillis);
        }
        if (interMaxDelayMillis < interMinDelayMillis) {
            throw new IllegalArgumentException(
                    "InterMaxDelay " + interMaxDelayMillis + " is below InterMinDelay " + interMinDelayMillis);
        }
        requireNonNegative("QueryTimeout", queryTimeoutSeconds);
        if (maxTransactions < -1) {
            throw new IllegalArgumentException(
                    "MaxTransactions must be -1 or 0 (unlimited) or positive, was " + maxTransactions);
        }
        // SwingBench reads 0 as "no limit" (its stock Stress Test and stub configs say 0): one spelling inside
        if (maxTransactions == 0) maxTransactions = -1;
        if (runTime.isNegative()) throw new IllegalArgumentException("RunTime must not be negative");
        if (logonGroupCount < 1)
            throw new IllegalArgumentException("LogonGroupCount must be at least 1, was " + logonGroupCount);
        requireNonNegative("LogonDelay", logonDelayMillis);
        if (statsCollectionStart.isNegative() || statsCollectionEnd.isNegative()) {
            throw new IllegalArgumentException("StatsCollectionStart/End must not be negative");
        }
        if (!statsCollectionEnd.isZero() && statsCollectionEnd.compareTo(statsCollectionStart) <= 0) {
            throw new IllegalArgumentException("StatsCollectionEnd " + statsCollectionEnd
                    + " is not after StatsCollectionStart " + statsCollectionStart);
        }
        requireNonNegative("ConnectionRefresh", connectionRefresh);
    }

    private static void requireNonNegative(String element, long value) {
        if (value < 0) throw new IllegalArgumentException(element + " must not be negative, was " + value);
    }

    public LoadConfig withUsers(int v) {
        return with(d -> d.users = v);
    }

    public LoadConfig withIntraThinkMillis(long min, long max) {
        return with(d -> {
            d.minDelayMillis = min;
            d.maxDelayMillis = max;
        });
    }

    public LoadConfig withInterThinkMillis(long min, long max) {
        return with(d -> {
            d.interMinDelayMillis = min;
            d.interMaxDelayMillis = max;
        });
    }

    public LoadConfig withMaxTransactions(long v) {
        return with(d -> d.maxTransactions = v);
    }

    public LoadConfig withRunTime(Duration v) {
        return with(d -> d.runTime = v);
    }

    public LoadConfig withLogonDelayMillis(long v) {
        return with(d -> d.logonDelayMillis = v);
    }

    public LoadConfig withStatsWindow(Duration start, Duration end) {
        return with(d -> {
            d.statsCollectionStart = start;
            d.statsCollectionEnd = end;
        });
    }

    /** This load with {@code change} made to a copy of its values, checked as every load is. */
    private LoadConfig with(Consumer<Draft> change) {
        Draft draft = new Draft(this);
        change.accept(draft);
        return draft.build();
    }

    /**
     * A load's values, unchecked until {@link #build()}: what {@link LoadConfig}'s withers change a copy of
     * and what {@link RunConfigBuilder} collects.
     */
    static final class Draft {
        int users = Defaults.USERS;
        long minDelayMillis = Defaults.MIN_DELAY_MILLIS;
        long maxDelayMillis = Defaults.MAX_DELAY_MILLIS;
        long interMinDelayMillis = Defaults.INTER_MIN_DELAY_MILLIS;
        long interMaxDelayMillis = Defaults.INTER_MAX_DELAY_MILLIS;
        int queryTimeoutSeconds = Defaults.QUERY_TIMEOUT_SECONDS;
        long maxTransactions = Defaults.MAX_TRANSACTIONS;
        Duration runTime = Defaults.RUN_TIME;
        int logonGroupCount = Defaults.LOGON_GROUP_COUNT;
        long logonDelayMillis = Defaults.LOGON_DELAY_MILLIS;
        boolean logoutPostTransaction = Defaults.LOGOUT_POST_TRANSACTION;
        boolean waitTillAllLogon = Defaults.WAIT_TILL_ALL_LOGON;
        Duration statsCollectionStart = Defaults.STATS_COLLECTION_START;
        Duration statsCollectionEnd = Defaults.STATS_COLLECTION_END;
        int connectionRefresh = Defaults.CONNECTION_REFRESH;

        /** The defaults ({@link Defaults}). */
        Draft() {}

        Draft(LoadConfig load) {
            users = load.users;
            minDelayMillis = load.minDelayMillis;
            maxDelayMillis = load.maxDelayMillis;
            interMinDelayMillis = load.interMinDelayMillis;
            interMaxDelayMillis = load.interMaxDelayMillis;
            queryTimeoutSeconds = load.queryTimeoutSeconds;
            maxTransactions = load.maxTransactions;
            runTime = load.runTime;
            logonGroupCount = load.logonGroupCount;
            logonDelayMillis = load.logonDelayMillis;
            logoutPostTransaction = load.logoutPostTransaction;
            waitTillAllLogon = load.waitTillAllLogon;
            statsCollectionStart = load.statsCollectionStart;
            statsCollectionEnd = load.statsCollectionEnd;
            connectionRefresh = load.connectionRefresh;
        }

        /** @throws IllegalArgumentException naming the first invalid value */
        LoadConfig build() {
            return new LoadConfig(
                    users,
                    minDelayMillis,
                    maxDelayMillis,
                    interMinDelayMillis,
                    interMaxDelayMillis,
                    queryTimeoutSeconds,
                    maxTransactions,
                    runTime,
                    logonGroupCount,
                    logonDelayMillis,
                    logoutPostTransaction,
                    waitTillAllLogon,
                    statsCollectionStart,
                    statsCollectionEnd,
                    connectionRefresh);
        }
    }
}
