package io.dbbench.core.config;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One benchmark run, fully described and validated. Produced by {@code SwingBenchConfigReader} from a
 * SwingBench XML file and by {@link RunConfigBuilder} for library callers; command-line flags only
 * override fields of it.
 *
 * @param source      where it was read from (a file path), or null when built in code
 * @param environment SwingBench {@code EnvironmentVariables}, with {@code -D} overrides applied
 */
public record RunConfig(
        String name,
        String comment,
        String source,
        ConnectionConfig connection,
        LoadConfig load,
        List<TransactionConfig> transactions,
        Map<String, String> environment,
        Preferences preferences) {
    public RunConfig {
        name = name == null ? "" : name;
        comment = comment == null ? "" : comment;
        Objects.requireNonNull(connection, "connection");
        Objects.requireNonNull(load, "load");
        Objects.requireNonNull(preferences, "preferences");
        transactions = List.copyOf(Objects.requireNonNull(transactions, "transactions"));
        environment = Map.copyOf(environment == null ? Map.of() : environment);
        if (transactions.stream().noneMatch(t -> t.enabled() && t.weight() > 0)) {
            throw new IllegalArgumentException("no enabled transaction with a weight above 0");
        }
        long distinct =
                transactions.stream().map(TransactionConfig::id).distinct().count();
        if (distinct != transactions.size()) {
            throw new IllegalArgumentException("transaction Ids must be unique");
        }
    }

    /**
     * The name as a console shows it: without one pair of enclosing double quotes. SwingBench's own
     * SOE_Server_Side_V2.xml writes {@code <Name>"Order Entry (PLSQL) V2"</Name>}; {@link #name()} keeps them,
     * as results.xml must for SwingBench's tools, but a banner reading {@code | "Order Entry (PLSQL) V2"} looks
     * like a quoting bug.
     */
    public String displayName() {
        return name.length() >= 2 && name.startsWith("\"") && name.endsWith("\"")
                ? name.substring(1, name.length() - 1)
                : name;
    }

    public static RunConfigBuilder builder() {
        return new RunConfigBuilder();
    }

    /** The enabled transactions, in config order: the ones a run executes and reports. */
    public List<TransactionConfig> enabledTransactions() {
        return transactions.stream().filter(TransactionConfig::enabled).toList();
    }

    public RunConfig withConnection(ConnectionConfig v) {
        return new RunConfig(name, comment, source, v, load, transactions, environment, preferences);
    }

    public RunConfig withLoad(LoadConfig v) {
        return new RunConfig(name, comment, source, connection, v, transactions, environment, preferences);
    }

    public RunConfig withTransactions(List<TransactionConfig> v) {
        return new RunConfig(name, comment, source, connection, load, v, environment, preferences);
    }

    public RunConfig withEnvironment(Map<String, String> v) {
        return new RunConfig(name, comment, source, connection, load, transactions, v, preferences);
    }

    public RunConfig withPreferences(Preferences v) {
        return new RunConfig(name, comment, source, connection, load, transactions, environment, v);
    }

    public RunConfig withComment(String v) {
        return new RunConfig(name, v, source, connection, load, transactions, environment, preferences);
    }

    /**
     * The same configuration with the password removed and any password inside the connect string
     * (a {@code jdbc:} URL may carry one) masked: what result files may contain.
     */
    public RunConfig withoutSecrets() {
        return withConnection(connection
                .withPassword(Secret.none())
                .withConnectString(io.dbbench.core.internal.connect.ConnectStrings.redact(connection.connectString())));
    }
}
