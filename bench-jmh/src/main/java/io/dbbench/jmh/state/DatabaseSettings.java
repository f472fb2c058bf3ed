package io.dbbench.jmh.state;

import io.dbbench.core.config.Secret;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.TreeMap;

/**
 * Where the JMH states connect and how their sessions behave, read from system properties (and the
 * password also from the environment). These are not JMH {@code @Param}s on purpose: JMH prints every
 * parameter with each result, and a JDBC URL may carry credentials.
 *
 * @param jdbcUrl             {@code dbbench.url}, a {@code jdbc:postgresql:} or {@code jdbc:oracle:} URL
 * @param user                {@code dbbench.user}; empty to let the URL or driver decide
 * @param password            {@code DBBENCH_PASSWORD} in the environment, else {@code dbbench.password}
 * @param queryTimeoutSeconds {@code dbbench.queryTimeoutSeconds}, applied to every statement; 0 for none
 * @param fetchSize           {@code dbbench.fetchSize}, SwingBench's FetchSize property; 0 for the driver's
 * @param seed                {@code dbbench.seed}, base of the sessions' random sources
 * @param environment         every {@code dbbench.env.NAME=value}: what workloads read as EnvironmentVariables
 */
public record DatabaseSettings(
        String jdbcUrl,
        String user,
        Secret password,
        int queryTimeoutSeconds,
        int fetchSize,
        long seed,
        Map<String, String> environment) {
    public static final String URL = "dbbench.url";
    public static final String USER = "dbbench.user";
    public static final String PASSWORD = "dbbench.password";
    public static final String PASSWORD_ENV = "DBBENCH_PASSWORD";
    public static final String QUERY_TIMEOUT = "dbbench.queryTimeoutSeconds";
    public static final String FETCH_SIZE = "dbbench.fetchSize";
    public static final String SEED = "dbbench.seed";
    public static final String ENVIRONMENT_PREFIX = "dbbench.env.";
    /** Fixed, unlike a run's, so every fork and every rerun of a benchmark draws the same inputs. */
    public static final long DEFAULT_SEED = 20_240_601L;

    public DatabaseSettings {
        Objects.requireNonNull(jdbcUrl, "jdbcUrl");
        user = user == null ? "" : user;
        password = password == null ? Secret.none() : password;
        if (queryTimeoutSeconds < 0) throw new IllegalArgumentException(QUERY_TIMEOUT + " must not be negative");
        if (fetchSize < 0) throw new IllegalArgumentException(FETCH_SIZE + " must not be negative");
        environment = Map.copyOf(environment == null ? Map.of() : environment);
    }

    /** From this JVM's system properties and environment. */
    public static DatabaseSettings fromSystem() {
        return from(System.getProperties(), System.getenv());
    }

    /**
     * @throws IllegalArgumentException naming the property that is missing or malformed (never its value
     *                                  when it may be secret)
     */
    public static DatabaseSettings from(Properties properties, Map<String, String> env) {
        String url = properties.getProperty(URL, "").strip();
        if (url.isEmpty()) {
            throw new IllegalArgumentException("No database to connect to: set -D" + URL + "=jdbc:... (with a forked"
                    + " JMH run, pass it as -jvmArgs -D" + URL + "=... or on the java command line before -jar)");
        }
        String fromEnv = env.get(PASSWORD_ENV);
        Secret password = Secret.of(fromEnv != null && !fromEnv.isEmpty() ? fromEnv : properties.getProperty(PASSWORD));
        Map<String, String> environment = new TreeMap<>();
        for (String name : properties.stringPropertyNames()) {
            if (name.startsWith(ENVIRONMENT_PREFIX) && name.length() > ENVIRONMENT_PREFIX.length()) {
                environment.put(name.substring(ENVIRONMENT_PREFIX.length()), properties.getProperty(name));
            }
        }
        return new DatabaseSettings(
                url,
                properties.getProperty(USER, "").strip(),
                password,
                (int) number(properties, QUERY_TIMEOUT, 0),
                (int) number(properties, FETCH_SIZE, 0),
                number(properties, SEED, DEFAULT_SEED),
                environment);
    }

    private static long number(Properties properties, String name, long absent) {
        String v = properties.getProperty(name);
        if (v == null || v.isBlank()) return absent;
        try {
            long n = Long.parseLong(v.strip());
            if (!name.equals(SEED) && (n < 0 || n > Integer.MAX_VALUE)) {
                throw new IllegalArgumentException(
                        name + " must be a whole number from 0 to " + Integer.MAX_VALUE + ", got '" + v + "'");
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a whole number, got '" + v + "'", e);
        }
    }

    /** SwingBench connection Properties for the sessions: FetchSize when one is set. */
    public Map<String, String> connectionProperties() {
        return fetchSize > 0 ? Map.of("FetchSize", Integer.toString(fetchSize)) : Map.of();
    }

    /** Leaves out the URL, which may hold credentials (Oracle's {@code user/password@host}), and the password. */
    @Override
    public String toString() {
        return "DatabaseSettings[user=" + user + ", queryTimeoutSeconds=" + queryTimeoutSeconds + ", fetchSize="
                + fetchSize + ", seed=" + seed + ", environment=" + environment + "]";
    }
}
