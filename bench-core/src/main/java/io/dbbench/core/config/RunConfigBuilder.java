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
    private final LoadConfig.Draft load = new LoadConfig.Draft();
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
        load.users = v;
        return this;
    }

    public RunConfigBuilder intraThinkMillis(long min, long max) {
        load.minDelayMillis = min;
        load.maxDelayMillis = max;
        return this;
    }

    public RunConfigBuilder interThinkMillis(long min, long max) {
        load.interMinDelayMillis = min;
        load.interMaxDelayMillis = max;
        return this;
    }

    public RunConfigBuilder queryTimeoutSeconds(int v) {
        load.queryTimeoutSeconds = v;
        return this;
    }

    public RunConfigBuilder maxTransactions(long v) {
        load.maxTransactions = v;
        return this;
    }

    public RunConfigBuilder runTime(Duration v) {
        load.runTime = v;
        return this;
    }

    public RunConfigBuilder logonGroups(int count, long delayMillis) {
        load.logonGroupCount = count;
        load.logonDelayMillis = delayMillis;
        return this;
    }

    public RunConfigBuilder logoutPostTransaction(boolean v) {
        load.logoutPostTransaction = v;
        return this;
    }

    public RunConfigBuilder waitTillAllLogon(boolean v) {
        load.waitTillAllLogon = v;
        return this;
    }

    public RunConfigBuilder statsWindow(Duration start, Duration end) {
        load.statsCollectionStart = start;
        load.statsCollectionEnd = end;
        return this;
    }

    public RunConfigBuilder connectionRefresh(int v) {
        load.connectionRefresh = v;
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
        return new RunConfig(name, comment, null, connection, load.build(), transactions, environment, preferences);
    }
}
