package io.dbbench.core.config;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds a {@link RunConfig} in code, starting from {@link Defaults}. Validation happens in
 * {@link #build()} (the records' constructors), never by clamping.
 */
public final class RunConfigBuilder {
    private String name = "";
    private String comment = "";
    private ConnectionConfig connection =
            new ConnectionConfig("", Secret.none(), "", "", null, Map.of(), List.of(), PoolingConfig.DEFAULT);
    private int users = Defaults.USERS;
    private long minDelayMillis = Defaults.MIN_DELAY_MILLIS;
    private long maxDelayMillis = Defaults.MAX_DELAY_MILLIS;
    private long interMinDelayMillis = Defaults.INTER_MIN_DELAY_MILLIS;
    private long interMaxDelayMillis = Defaults.INTER_MAX_DELAY_MILLIS;
    private int queryTimeoutSeconds = Defaults.QUERY_TIMEOUT_SECONDS;
    private long maxTransactions = Defaults.MAX_TRANSACTIONS;
    private Duration runTime = Defaults.RUN_TIME;
    private int logonGroupCount = Defaults.LOGON_GROUP_COUNT;
    private long logonDelayMillis = Defaults.LOGON_DELAY_MILLIS;
    private boolean logoutPostTransaction = Defaults.LOGOUT_POST_TRANSACTION;
    private boolean waitTillAllLogon = Defaults.WAIT_TILL_ALL_LOGON;
    private Duration statsStart = Defaults.STATS_COLLECTION_START;
    private Duration statsEnd = Defaults.STATS_COLLECTION_END;
    private int connectionRefresh = Defaults.CONNECTION_REFRESH;
    private final List<TransactionConfig> transactions = new ArrayList<>();
    private final Map<String, String> environment = new LinkedHashMap<>();
    private Preferences preferences = Preferences.DEFAULT;

    RunConfigBuilder() {}

    public RunConfigBuilder name(String v) {
        this.name = v;
        return this;
    }

    public RunConfigBuilder comment(String v) {
        this.comment = v;
        return this;
    }

    public RunConfigBuilder connection(ConnectionConfig v) {
        this.connection = v;
        return this;
    }

    /** Connect with a connect string (EZConnect, TNS alias or jdbc: URL), user and password. */
    public RunConfigBuilder connect(String connectString, String userName, String password) {
        this.connection = connection
                .withConnectString(connectString)
                .withUserName(userName)
                .withPassword(Secret.of(password));
        return this;
    }

    public RunConfigBuilder users(int v) {
        this.users = v;
        return this;
    }

    public RunConfigBuilder intraThinkMillis(long min, long max) {
        this.minDelayMillis = min;
        this.maxDelayMillis = max;
        return this;
    }

    public RunConfigBuilder interThinkMillis(long min, long max) {
        this.interMinDelayMillis = min;
        this.interMaxDelayMillis = max;
        return this;
    }

    public RunConfigBuilder queryTimeoutSeconds(int v) {
        this.queryTimeoutSeconds = v;
        return this;
    }

    public RunConfigBuilder maxTransactions(long v) {
        this.maxTransactions = v;
        return this;
    }

    public RunConfigBuilder runTime(Duration v) {
        this.runTime = v;
        return this;
    }

    public RunConfigBuilder logonGroups(int count, long delayMillis) {
        this.logonGroupCount = count;
        this.logonDelayMillis = delayMillis;
        return this;
    }

    public RunConfigBuilder logoutPostTransaction(boolean v) {
        this.logoutPostTransaction = v;
        return this;
    }

    public RunConfigBuilder waitTillAllLogon(boolean v) {
        this.waitTillAllLogon = v;
        return this;
    }

    public RunConfigBuilder statsWindow(Duration start, Duration end) {
        this.statsStart = start;
        this.statsEnd = end;
        return this;
    }

    public RunConfigBuilder connectionRefresh(int v) {
        this.connectionRefresh = v;
        return this;
    }

    public RunConfigBuilder preferences(Preferences v) {
        this.preferences = v;
        return this;
    }

    public RunConfigBuilder environment(String key, String value) {
        this.environment.put(key, value);
        return this;
    }

    public RunConfigBuilder transaction(String id, String shortName, String className, int weight) {
        transactions.add(new TransactionConfig(id, shortName, className, weight, true));
        return this;
    }

    public RunConfigBuilder transaction(TransactionConfig v) {
        transactions.add(v);
        return this;
    }

    /** @throws IllegalArgumentException naming the first invalid value */
    public RunConfig build() {
        LoadConfig load = new LoadConfig(
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
                statsStart,
                statsEnd,
                connectionRefresh);
        return new RunConfig(name, comment, null, connection, load, transactions, environment, preferences);
    }
}
