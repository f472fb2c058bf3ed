package io.dbbench.core.config;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Reads the {@code Connection} block: credentials, connect string, pool, properties, init commands. */
final class ConnectionSection {
    // SwingBench writes "InitilizationCommands" (sic); a hand-written file may spell it right
    private static final String INIT_COMMANDS_AS_WRITTEN = "InitilizationCommands";
    private static final String INIT_COMMANDS_SPELLED_RIGHT = "InitializationCommands";
    private static final Set<String> KNOWN = Set.of(
            "UserName",
            "Password",
            "ConnectString",
            "DriverType",
            "ConnectionPooling",
            "Properties",
            INIT_COMMANDS_AS_WRITTEN,
            INIT_COMMANDS_SPELLED_RIGHT);
    private static final Set<String> POOLING_KNOWN = Set.of(
            "PooledInitialLimit",
            "PooledMinLimit",
            "PooledMaxLimit",
            "PooledInactivityTimeOut",
            "PooledConnectionWaitTimeout",
            "PooledPropertyCheckInterval",
            "PooledAbandonedConnectionTimeout");
    // Oracle UCP settings our pool has no counterpart for: read, then ignored with a warning
    private static final List<String> POOLING_IGNORED =
            List.of("PooledPropertyCheckInterval", "PooledAbandonedConnectionTimeout");

    /** The connection, and whether the file's password was SwingBench's unusable {@code enc(...)}. */
    record Result(ConnectionConfig config, boolean passwordEncrypted) {}

    private ConnectionSection() {}

    /** An absent block gives an empty connection: the command line supplies -cs/-u/-p. */
    static Result empty() {
        return new Result(
                new ConnectionConfig("", Secret.none(), "", "", null, Map.of(), List.of(), PoolingConfig.DEFAULT),
                false);
    }

    static Result read(ConfigReadContext ctx, XmlElement connection) throws ConfigException {
        ctx.checkChildren(connection, KNOWN);
        String rawPassword = connection.child("Password").map(XmlElement::text).orElse("");
        boolean encrypted = isEncrypted(rawPassword);
        Secret password = encrypted ? Secret.none() : Secret.of(rawPassword);
        Optional<XmlElement> poolBlock = connection.child("ConnectionPooling");
        PoolingConfig pooling = poolBlock.isPresent() ? readPooling(ctx, poolBlock.get()) : PoolingConfig.DEFAULT;
        ConnectionConfig config = new ConnectionConfig(
                ctx.text(connection, "UserName", ""),
                password,
                ctx.text(connection, "ConnectString", ""),
                ctx.text(connection, "DriverType", ""),
                null,
                readProperties(ctx, connection),
                readInitCommands(ctx, connection),
                pooling);
        return new Result(config, encrypted);
    }

    /** SwingBench's reversible obfuscation; we do not decode it, so the password must come from elsewhere. */
    private static boolean isEncrypted(String password) {
        String trimmed = password.trim();
        return trimmed.toLowerCase(Locale.ROOT).startsWith("enc(") && trimmed.endsWith(")");
    }

    private static PoolingConfig readPooling(ConfigReadContext ctx, XmlElement pool) throws ConfigException {
        ctx.checkChildren(pool, POOLING_KNOWN);
        for (String name : POOLING_IGNORED) {
            pool.child(name)
                    .ifPresent(e -> ctx.warnOnce(
                            "pool:" + name,
                            "ignoring <" + name + "> at line " + e.line()
                                    + ": dbbench's connection pool has no such setting"));
        }
        PoolingConfig d = PoolingConfig.DEFAULT;
        int initial = ctx.nonNegativeInt(pool, "PooledInitialLimit", d.initialLimit());
        int min = ctx.nonNegativeInt(pool, "PooledMinLimit", d.minLimit());
        int max = ctx.nonNegativeInt(pool, "PooledMaxLimit", d.maxLimit());
        long inactivitySeconds = ctx.nonNegativeLong(
                pool, "PooledInactivityTimeOut", d.inactivityTimeout().toSeconds());
        long waitSeconds = ctx.nonNegativeLong(
                pool, "PooledConnectionWaitTimeout", d.connectionWaitTimeout().toSeconds());
        try {
            return new PoolingConfig(
                    initial, min, max, Duration.ofSeconds(inactivitySeconds), Duration.ofSeconds(waitSeconds));
        } catch (IllegalArgumentException e) {
            throw ctx.invalid(pool, e);
        }
    }

    private static Map<String, String> readProperties(ConfigReadContext ctx, XmlElement connection)
            throws ConfigException {
        Map<String, String> properties = new LinkedHashMap<>();
        for (XmlElement block : connection.child("Properties").stream().toList()) {
            ctx.checkItems(block, "Property");
            for (XmlElement property : block.children("Property")) {
                String key = requireKey(ctx, property);
                if (properties.put(key, property.trimmedText()) != null) {
                    ctx.warnOnce(
                            "property:" + key,
                            "property '" + key + "' is set more than once; the one at line " + property.line()
                                    + " wins");
                }
            }
        }
        return properties;
    }

    private static List<String> readInitCommands(ConfigReadContext ctx, XmlElement connection) {
        List<String> commands = new ArrayList<>();
        List<XmlElement> blocks = new ArrayList<>();
        connection.child(INIT_COMMANDS_AS_WRITTEN).ifPresent(blocks::add);
        connection.child(INIT_COMMANDS_SPELLED_RIGHT).ifPresent(blocks::add);
        for (XmlElement block : blocks) {
            ctx.checkItems(block, "Command");
            for (XmlElement command : block.children("Command")) {
                if (!command.trimmedText().isEmpty()) commands.add(command.trimmedText());
            }
        }
        return commands;
    }

    /** The Key attribute of a Property or Variable; an item without one cannot mean anything. */
    static String requireKey(ConfigReadContext ctx, XmlElement item) throws ConfigException {
        String key = item.attribute("Key");
        if (key == null || key.isBlank())
            throw ctx.error(item, "missing the Key attribute, e.g. <" + item.name() + " Key=\"name\">");
        return key.trim();
    }
}
