package io.dbbench.core.config;

import java.time.Duration;
import java.util.Objects;

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
        Objects.requireNonNull(runTime, "runTime");
        Objects.requireNonNull(statsCollectionStart, "statsCollectionStart");
        Objects.requireNonNull(statsCollectionEnd, "statsCollectionEnd");
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
        return new LoadConfig(
                v,
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

    public LoadConfig withIntraThinkMillis(long min, long max) {
        return new LoadConfig(
                users,
                min,
                max,
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

    public LoadConfig withInterThinkMillis(long min, long max) {
        return new LoadConfig(
                users,
                minDelayMillis,
                maxDelayMillis,
                min,
                max,
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

    public LoadConfig withMaxTransactions(long v) {
        return new LoadConfig(
                users,
                minDelayMillis,
                maxDelayMillis,
                interMinDelayMillis,
                interMaxDelayMillis,
                queryTimeoutSeconds,
                v,
                runTime,
                logonGroupCount,
                logonDelayMillis,
                logoutPostTransaction,
                waitTillAllLogon,
                statsCollectionStart,
                statsCollectionEnd,
                connectionRefresh);
    }

    public LoadConfig withRunTime(Duration v) {
        return new LoadConfig(
                users,
                minDelayMillis,
                maxDelayMillis,
                interMinDelayMillis,
                interMaxDelayMillis,
                queryTimeoutSeconds,
                maxTransactions,
                v,
                logonGroupCount,
                logonDelayMillis,
                logoutPostTransaction,
                waitTillAllLogon,
                statsCollectionStart,
                statsCollectionEnd,
                connectionRefresh);
    }

    public LoadConfig withLogonDelayMillis(long v) {
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
                v,
                logoutPostTransaction,
                waitTillAllLogon,
                statsCollectionStart,
                statsCollectionEnd,
                connectionRefresh);
    }

    public LoadConfig withStatsWindow(Duration start, Duration end) {
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
                start,
                end,
                connectionRefresh);
    }
}
