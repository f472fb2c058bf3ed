package io.dbbench.core.config;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** Reads the {@code Load} block's scalar settings and its {@code EnvironmentVariables}. */
final class LoadSection {
    static final String TRANSACTION_LIST = "TransactionList";
    private static final String ENVIRONMENT = "EnvironmentVariables";
    private static final Set<String> KNOWN = Set.of(
            "NumberOfUsers",
            "MinDelay",
            "MaxDelay",
            "InterMinDelay",
            "InterMaxDelay",
            "QueryTimeout",
            "MaxTransactions",
            "RunTime",
            "LogonGroupCount",
            "LogonDelay",
            "LogOutPostTransaction",
            "WaitTillAllLogon",
            "StatsCollectionStart",
            "StatsCollectionEnd",
            "ConnectionRefresh",
            TRANSACTION_LIST,
            ENVIRONMENT);

    private LoadSection() {}

    /** Missing elements take {@link Defaults}; values are validated by {@link LoadConfig}'s constructor. */
    static LoadConfig read(ConfigReadContext ctx, XmlElement load) throws ConfigException {
        ctx.checkChildren(load, KNOWN);
        int users = ctx.intValue(load, "NumberOfUsers", Defaults.USERS);
        if (users < 1) {
            throw ctx.error(
                    load.child("NumberOfUsers").orElse(load), "number of users must be at least 1, was " + users);
        }
        long minDelay = ctx.longValue(load, "MinDelay", Defaults.MIN_DELAY_MILLIS);
        long maxDelay = ctx.longValue(load, "MaxDelay", Defaults.MAX_DELAY_MILLIS);
        long interMinDelay = ctx.longValue(load, "InterMinDelay", Defaults.INTER_MIN_DELAY_MILLIS);
        long interMaxDelay = ctx.longValue(load, "InterMaxDelay", Defaults.INTER_MAX_DELAY_MILLIS);
        int queryTimeout = ctx.intValue(load, "QueryTimeout", Defaults.QUERY_TIMEOUT_SECONDS);
        long maxTransactions = ctx.longValue(load, "MaxTransactions", Defaults.MAX_TRANSACTIONS);
        Duration runTime = ctx.timeValue(load, "RunTime", Defaults.RUN_TIME);
        int logonGroupCount = ctx.intValue(load, "LogonGroupCount", Defaults.LOGON_GROUP_COUNT);
        long logonDelay = ctx.longValue(load, "LogonDelay", Defaults.LOGON_DELAY_MILLIS);
        boolean logoutPostTransaction =
                ctx.booleanValue(load, "LogOutPostTransaction", Defaults.LOGOUT_POST_TRANSACTION);
        boolean waitTillAllLogon = ctx.booleanValue(load, "WaitTillAllLogon", Defaults.WAIT_TILL_ALL_LOGON);
        Duration statsStart = ctx.timeValue(load, "StatsCollectionStart", Defaults.STATS_COLLECTION_START);
        Duration statsEnd = ctx.timeValue(load, "StatsCollectionEnd", Defaults.STATS_COLLECTION_END);
        int connectionRefresh = ctx.intValue(load, "ConnectionRefresh", Defaults.CONNECTION_REFRESH);
        try {
            return new LoadConfig(
                    users,
                    minDelay,
                    maxDelay,
                    interMinDelay,
                    interMaxDelay,
                    queryTimeout,
                    maxTransactions,
                    runTime,
                    logonGroupCount,
                    logonDelay,
                    logoutPostTransaction,
                    waitTillAllLogon,
                    statsStart,
                    statsEnd,
                    connectionRefresh);
        } catch (IllegalArgumentException e) {
            throw ctx.invalid(load, e);
        }
    }

    /** {@code EnvironmentVariables/Variable Key="..."}, in file order; the command line's -D overrides later. */
    static Map<String, String> readEnvironment(ConfigReadContext ctx, XmlElement load) throws ConfigException {
        Map<String, String> environment = new LinkedHashMap<>();
        for (XmlElement block : load.child(ENVIRONMENT).stream().toList()) {
            ctx.checkItems(block, "Variable");
            for (XmlElement variable : block.children("Variable")) {
                String key = ConnectionSection.requireKey(ctx, variable);
                if (environment.put(key, variable.trimmedText()) != null) {
                    ctx.warnOnce(
                            "variable:" + key,
                            "environment variable '" + key + "' is set more than once; the one at line "
                                    + variable.line() + " wins");
                }
            }
        }
        return environment;
    }
}
