package io.dbbench.cli.options;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ConnectionOptions;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.config.Preferences;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.internal.config.SwingBenchTimes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * Applies charbench's command-line flags on top of a config read from a file. Flags only override;
 * every bad value is refused with the option's name, never clamped.
 */
public final class ConfigOverrides {
    /** The -P key that sets the password (any case), as {@code -P password:...}. */
    static final String PASSWORD_PROPERTY = "password";

    private static final Pattern SECRET_LIKE = Pattern.compile(".*(password|passwd|pwd|secret|token).*");

    private ConfigOverrides() {}

    /** True for the -P item that sets the password: {@code password:...}, the key in any case. */
    public static boolean setsPassword(String item) {
        int colon = item.indexOf(':');
        return colon > 0 && item.substring(0, colon).trim().equalsIgnoreCase(PASSWORD_PROPERTY);
    }

    /** The password comes by {@link ConnectionOptions}' one precedence, with -P password:... after -p. */
    public static RunConfig apply(RunConfig config, CharbenchOptions o) throws CliException {
        RunConfig c = config;
        c = c.withConnection(connection(c.connection(), o));
        c = c.withLoad(load(c.load(), o));
        c = c.withTransactions(transactions(c.transactions(), o));
        if (!o.environment.isEmpty()) {
            Map<String, String> env = new LinkedHashMap<>(c.environment());
            env.putAll(o.environment);
            c = c.withEnvironment(env);
        }
        if (o.statisticsLevel != null) {
            c = c.withPreferences(c.preferences().withStatisticsLevel(statisticsLevel(o.statisticsLevel)));
        }
        if (o.comment != null) c = c.withComment(o.comment);
        return c;
    }

    private static ConnectionConfig connection(ConnectionConfig cc, CharbenchOptions o) throws CliException {
        ConnectionOptions login = o.connection;
        ConnectionConfig c = cc;
        if (login.connectString() != null) c = c.withConnectString(login.connectString());
        if (login.user() != null) c = c.withUserName(login.user());
        if (o.driverType != null) c = c.withDriverType(o.driverType);
        if (login.credentialsFile() != null)
            c = c.withCredentialsFile(login.credentialsFile().toString());
        String propertyPassword = null;
        if (!o.connectionProperties.isEmpty()) {
            Map<String, String> props = new LinkedHashMap<>(c.properties());
            for (String kv : o.connectionProperties) {
                int colon = kv.indexOf(':');
                if (colon <= 0) {
                    // an item such as password=... would print the password: such an item is named, not shown
                    throw new CliException(
                            ExitCodes.BAD_USAGE,
                            "option -P: "
                                    + (SECRET_LIKE
                                                    .matcher(kv.toLowerCase(Locale.ROOT))
                                                    .matches()
                                            ? "an item (not shown: it may hold a password)"
                                            : "'" + kv + "'")
                                    + " is not key:value");
                }
                String key = kv.substring(0, colon).trim();
                String value = kv.substring(colon + 1).trim();
                // SwingBench users log on with -P password:...; it is the login's, not a property the workload sees
                if (key.equalsIgnoreCase(PASSWORD_PROPERTY)) propertyPassword = value;
                else props.put(key, value);
            }
            c = c.withProperties(props);
        }
        Secret password = login.password(propertyPassword);
        if (password != null) c = c.withPassword(password);
        return c;
    }

    /** Applies one option's value; a value the config refuses names that option (and only that one). */
    private static LoadConfig option(String names, LoadConfig l, UnaryOperator<LoadConfig> change) throws CliException {
        try {
            return change.apply(l);
        } catch (IllegalArgumentException e) {
            throw new CliException(ExitCodes.BAD_USAGE, "option " + names + ": " + e.getMessage());
        }
    }

    /** "-min", "-max" or "-min/-max": the options of a pair that were given. */
    private static String given(Long first, String firstName, Long second, String secondName) {
        return first != null && second != null ? firstName + "/" + secondName : first != null ? firstName : secondName;
    }

    private static LoadConfig load(LoadConfig lc, CharbenchOptions o) throws CliException {
        LoadConfig l = lc;
        if (o.users != null) l = option("-uc", l, c -> c.withUsers(o.users));
        if (o.minDelayMillis != null || o.maxDelayMillis != null) {
            long min = o.minDelayMillis != null ? o.minDelayMillis : l.minDelayMillis();
            long max = o.maxDelayMillis != null ? o.maxDelayMillis : l.maxDelayMillis();
            l = option(
                    given(o.minDelayMillis, "-min", o.maxDelayMillis, "-max"),
                    l,
                    c -> c.withIntraThinkMillis(min, max));
        }
        if (o.interMinDelayMillis != null || o.interMaxDelayMillis != null) {
            long min = o.interMinDelayMillis != null ? o.interMinDelayMillis : l.interMinDelayMillis();
            long max = o.interMaxDelayMillis != null ? o.interMaxDelayMillis : l.interMaxDelayMillis();
            l = option(
                    given(o.interMinDelayMillis, "-intermin", o.interMaxDelayMillis, "-intermax"),
                    l,
                    c -> c.withInterThinkMillis(min, max));
        }
        if (o.maxTransactions != null) l = option("-mt", l, c -> c.withMaxTransactions(o.maxTransactions));
        if (o.logonDelayMillis != null) l = option("-ld", l, c -> c.withLogonDelayMillis(o.logonDelayMillis));
        if (o.runTime != null) l = l.withRunTime(time("-rt", o.runTime));
        if (o.statsStart != null || o.statsEnd != null) {
            Duration start = o.statsStart != null ? time("-bs", o.statsStart) : l.statsCollectionStart();
            Duration end = o.statsEnd != null ? time("-be", o.statsEnd) : l.statsCollectionEnd();
            try {
                l = l.withStatsWindow(start, end);
            } catch (IllegalArgumentException e) {
                throw new CliException(ExitCodes.BAD_USAGE, "options -bs/-be: " + e.getMessage());
            }
        }
        return l;
    }

    private static Duration time(String option, String text) throws CliException {
        try {
            return SwingBenchTimes.parse(text);
        } catch (IllegalArgumentException e) {
            throw new CliException(ExitCodes.BAD_USAGE, "option " + option + ": " + e.getMessage());
        }
    }

    /** -en keeps only the named transactions enabled; -di disables the named ones. */
    private static List<TransactionConfig> transactions(List<TransactionConfig> list, CharbenchOptions o)
            throws CliException {
        if (o.enable.isEmpty() && o.disable.isEmpty()) return list;
        Map<String, TransactionConfig> byShortName = new LinkedHashMap<>();
        for (TransactionConfig t : list) byShortName.put(t.shortName().toUpperCase(Locale.ROOT), t);
        Set<String> enable = shortNames("-en", o.enable, byShortName);
        Set<String> disable = shortNames("-di", o.disable, byShortName);
        List<TransactionConfig> out = new ArrayList<>(list.size());
        for (TransactionConfig t : list) {
            String key = t.shortName().toUpperCase(Locale.ROOT);
            boolean enabled = enable.isEmpty() ? t.enabled() : enable.contains(key);
            if (disable.contains(key)) enabled = false;
            out.add(t.withEnabled(enabled));
        }
        if (out.stream().noneMatch(t -> t.enabled() && t.weight() > 0)) {
            throw new CliException(
                    ExitCodes.BAD_USAGE, "options -en/-di leave no enabled transaction with a weight above 0");
        }
        return out;
    }

    private static Set<String> shortNames(String option, List<String> given, Map<String, TransactionConfig> known)
            throws CliException {
        Set<String> out = new LinkedHashSet<>();
        for (String name : given) {
            String key = name.trim().toUpperCase(Locale.ROOT);
            if (key.isEmpty()) continue;
            if (!known.containsKey(key)) {
                throw new CliException(
                        ExitCodes.BAD_USAGE,
                        "option " + option + ": no transaction with short name '" + name.trim() + "'; the config has "
                                + String.join(
                                        ", ",
                                        known.values().stream()
                                                .map(TransactionConfig::shortName)
                                                .toList()));
            }
            out.add(key);
        }
        return out;
    }

    private static Preferences.StatisticsLevel statisticsLevel(String text) throws CliException {
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "full" -> Preferences.StatisticsLevel.FULL;
            case "simple" -> Preferences.StatisticsLevel.SIMPLE;
            default -> throw new CliException(
                    ExitCodes.BAD_USAGE, "option -stats: '" + text + "' is neither full nor simple");
        };
    }
}
