package io.dbbench.core.result.format;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.config.PoolingConfig;
import io.dbbench.core.config.Preferences;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.config.TransactionConfig;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The {@code config} object of results.json: every field of a {@link RunConfig} except secrets. The
 * password is never written. Connection properties and environment variables whose key looks like a
 * secret (password, secret, token...) are written as {@value #REDACTED}: SwingBench configs have been
 * seen carrying wallet passwords there.
 */
final class RunConfigJson {
    static final String REDACTED = "******";
    private static final Pattern SECRET_KEY = Pattern.compile(".*(password|passwd|pwd|secret|token).*");

    private RunConfigJson() {}

    static ObjectNode write(RunConfig config, JsonNodeFactory json) {
        RunConfig safe = config.withoutSecrets();
        ObjectNode node = json.objectNode();
        node.put("name", safe.name());
        node.put("comment", safe.comment());
        node.put("source", safe.source());
        node.set("connection", connection(safe.connection(), json));
        node.set("load", load(safe.load(), json));
        ArrayNode transactions = node.putArray("transactions");
        for (TransactionConfig tx : safe.transactions()) {
            transactions
                    .addObject()
                    .put("id", tx.id())
                    .put("shortName", tx.shortName())
                    .put("className", tx.className())
                    .put("weight", tx.weight())
                    .put("enabled", tx.enabled());
        }
        node.set("environment", redactedSorted(safe.environment(), json));
        node.set("preferences", preferences(safe.preferences(), json));
        return node;
    }

    static RunConfig read(JsonFields node) throws MalformedResultsException {
        ConnectionConfig connection = readConnection(node.object("connection"));
        LoadConfig load = readLoad(node.object("load"));
        List<TransactionConfig> transactions = new ArrayList<>();
        for (JsonFields tx : node.objects("transactions")) {
            try {
                transactions.add(new TransactionConfig(
                        tx.text("id"),
                        tx.text("shortName"),
                        tx.text("className"),
                        tx.intValue("weight"),
                        tx.bool("enabled")));
            } catch (IllegalArgumentException e) {
                throw new MalformedResultsException("invalid results.json: " + tx.path() + ": " + e.getMessage(), e);
            }
        }
        Preferences preferences = readPreferences(node.object("preferences"));
        try {
            return new RunConfig(
                    node.text("name"),
                    node.text("comment"),
                    node.textOrNull("source"),
                    connection,
                    load,
                    transactions,
                    node.stringMap("environment"),
                    preferences);
        } catch (IllegalArgumentException e) {
            throw new MalformedResultsException("invalid results.json: " + node.path() + ": " + e.getMessage(), e);
        }
    }

    private static ObjectNode connection(ConnectionConfig c, JsonNodeFactory json) {
        ObjectNode node = json.objectNode();
        node.put("userName", c.userName());
        node.put("connectString", c.connectString());
        node.put("driverType", c.driverType());
        node.put("credentialsFile", c.credentialsFile());
        node.set("properties", redactedSorted(c.properties(), json));
        ArrayNode commands = node.putArray("initializationCommands");
        c.initializationCommands().forEach(commands::add);
        PoolingConfig p = c.pooling();
        node.putObject("pooling")
                .put("initialLimit", p.initialLimit())
                .put("minLimit", p.minLimit())
                .put("maxLimit", p.maxLimit())
                .put("inactivityTimeoutMillis", JsonNumbers.millis(p.inactivityTimeout()))
                .put("connectionWaitTimeoutMillis", JsonNumbers.millis(p.connectionWaitTimeout()));
        return node;
    }

    private static ConnectionConfig readConnection(JsonFields node) throws MalformedResultsException {
        JsonFields p = node.object("pooling");
        try {
            PoolingConfig pooling = new PoolingConfig(
                    p.intValue("initialLimit"),
                    p.intValue("minLimit"),
                    p.intValue("maxLimit"),
                    p.millis("inactivityTimeoutMillis"),
                    p.millis("connectionWaitTimeoutMillis"));
            return new ConnectionConfig(
                    node.text("userName"),
                    Secret.none(),
                    node.text("connectString"),
                    node.text("driverType"),
                    node.textOrNull("credentialsFile"),
                    node.stringMap("properties"),
                    node.strings("initializationCommands"),
                    pooling);
        } catch (IllegalArgumentException e) {
            throw new MalformedResultsException("invalid results.json: " + node.path() + ": " + e.getMessage(), e);
        }
    }

    private static ObjectNode load(LoadConfig l, JsonNodeFactory json) {
        return json.objectNode()
                .put("users", l.users())
                .put("minDelayMillis", l.minDelayMillis())
                .put("maxDelayMillis", l.maxDelayMillis())
                .put("interMinDelayMillis", l.interMinDelayMillis())
                .put("interMaxDelayMillis", l.interMaxDelayMillis())
                .put("queryTimeoutSeconds", l.queryTimeoutSeconds())
                .put("maxTransactions", l.maxTransactions())
                .put("runTimeMillis", JsonNumbers.millis(l.runTime()))
                .put("logonGroupCount", l.logonGroupCount())
                .put("logonDelayMillis", l.logonDelayMillis())
                .put("logoutPostTransaction", l.logoutPostTransaction())
                .put("waitTillAllLogon", l.waitTillAllLogon())
                .put("statsCollectionStartMillis", JsonNumbers.millis(l.statsCollectionStart()))
                .put("statsCollectionEndMillis", JsonNumbers.millis(l.statsCollectionEnd()))
                .put("connectionRefresh", l.connectionRefresh());
    }

    private static LoadConfig readLoad(JsonFields n) throws MalformedResultsException {
        try {
            return new LoadConfig(
                    n.intValue("users"),
                    n.longValue("minDelayMillis"),
                    n.longValue("maxDelayMillis"),
                    n.longValue("interMinDelayMillis"),
                    n.longValue("interMaxDelayMillis"),
                    n.intValue("queryTimeoutSeconds"),
                    n.longValue("maxTransactions"),
                    n.millis("runTimeMillis"),
                    n.intValue("logonGroupCount"),
                    n.longValue("logonDelayMillis"),
                    n.bool("logoutPostTransaction"),
                    n.bool("waitTillAllLogon"),
                    n.millis("statsCollectionStartMillis"),
                    n.millis("statsCollectionEndMillis"),
                    n.intValue("connectionRefresh"));
        } catch (IllegalArgumentException e) {
            throw new MalformedResultsException("invalid results.json: " + n.path() + ": " + e.getMessage(), e);
        }
    }

    private static ObjectNode preferences(Preferences p, JsonNodeFactory json) {
        ObjectNode node = json.objectNode()
                .put("timingsIn", p.timingsIn().name())
                .put("statisticsLevel", p.statisticsLevel().name())
                .put("timingsIncludeSleep", p.timingsIncludeSleep())
                .put("refreshRateMillis", JsonNumbers.millis(p.refreshRate()));
        ArrayNode codes = node.putArray("allowedErrorCodes");
        p.allowedErrorCodes().stream().sorted().forEach(codes::add);
        node.put("outputFile", p.outputFile());
        return node;
    }

    private static Preferences readPreferences(JsonFields n) throws MalformedResultsException {
        Preferences.TimingUnit timingsIn = enumValue(n, "timingsIn", Preferences.TimingUnit.class);
        Preferences.StatisticsLevel level = enumValue(n, "statisticsLevel", Preferences.StatisticsLevel.class);
        try {
            return new Preferences(
                    timingsIn,
                    level,
                    n.bool("timingsIncludeSleep"),
                    n.millis("refreshRateMillis"),
                    new HashSet<>(n.strings("allowedErrorCodes")),
                    n.textOrNull("outputFile"));
        } catch (IllegalArgumentException e) {
            throw new MalformedResultsException("invalid results.json: " + n.path() + ": " + e.getMessage(), e);
        }
    }

    static <E extends Enum<E>> E enumValue(JsonFields node, String name, Class<E> type)
            throws MalformedResultsException {
        String text = node.text(name);
        try {
            return Enum.valueOf(type, text);
        } catch (IllegalArgumentException e) {
            throw node.invalid(
                    name,
                    "unknown value '" + text + "', expected one of " + Arrays.toString(type.getEnumConstants()),
                    e);
        }
    }

    private static ObjectNode redactedSorted(Map<String, String> map, JsonNodeFactory json) {
        ObjectNode node = json.objectNode();
        new TreeMap<>(map)
                .forEach((key, value) -> node.put(
                        key, SECRET_KEY.matcher(key.toLowerCase(Locale.ROOT)).matches() ? REDACTED : value));
        return node;
    }
}
