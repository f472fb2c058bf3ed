package io.dbbench.core.config;

import java.time.Duration;

/**
 * Every default of a run, in one place: what the reader uses for an element a config leaves out and
 * what the builder starts from. Values follow charbench where it has one.
 */
public final class Defaults {
    public static final int USERS = 1;
    public static final long MIN_DELAY_MILLIS = 0;
    public static final long MAX_DELAY_MILLIS = 0;
    public static final long INTER_MIN_DELAY_MILLIS = 0;
    public static final long INTER_MAX_DELAY_MILLIS = 0;
    public static final int QUERY_TIMEOUT_SECONDS = 0;
    public static final long MAX_TRANSACTIONS = -1;
    public static final Duration RUN_TIME = Duration.ZERO;
    public static final int LOGON_GROUP_COUNT = 1;
    public static final long LOGON_DELAY_MILLIS = 0;
    public static final boolean LOGOUT_POST_TRANSACTION = false;
    public static final boolean WAIT_TILL_ALL_LOGON = false;
    public static final Duration STATS_COLLECTION_START = Duration.ZERO;
    public static final Duration STATS_COLLECTION_END = Duration.ZERO;
    public static final int CONNECTION_REFRESH = 0;

    private Defaults() {}

    public static LoadConfig load() {
        return new LoadConfig(
                USERS,
                MIN_DELAY_MILLIS,
                MAX_DELAY_MILLIS,
                INTER_MIN_DELAY_MILLIS,
                INTER_MAX_DELAY_MILLIS,
                QUERY_TIMEOUT_SECONDS,
                MAX_TRANSACTIONS,
                RUN_TIME,
                LOGON_GROUP_COUNT,
                LOGON_DELAY_MILLIS,
                LOGOUT_POST_TRANSACTION,
                WAIT_TILL_ALL_LOGON,
                STATS_COLLECTION_START,
                STATS_COLLECTION_END,
                CONNECTION_REFRESH);
    }
}
