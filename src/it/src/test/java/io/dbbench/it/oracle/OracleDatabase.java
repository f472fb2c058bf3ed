package io.dbbench.it.oracle;

import io.dbbench.core.internal.connect.ConnectStringException;
import io.dbbench.core.internal.connect.ConnectStrings;
import io.dbbench.core.internal.connect.JdbcTarget;
import io.dbbench.it.LocalImages;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import oracle.jdbc.pool.OracleDataSource;
import org.junit.jupiter.api.Assertions;
import org.testcontainers.oracle.OracleContainer;

/**
 * The Oracle database the Oracle ITs run against, one per test JVM:
 * <ul>
 *   <li>{@code -Doracle.url=<connect string>} (any form {@code -cs} accepts: Easy Connect, descriptor, TNS alias,
 *       jdbc: URL), with {@code ORACLE_USER} / {@code ORACLE_PASSWORD} from the environment: an existing database,
 *       no Docker. {@code ORACLE_ADMIN_USER} / {@code ORACLE_ADMIN_PASSWORD} optionally name an account that may
 *       read {@code V$SESSION} (else the test user is used for that too);</li>
 *   <li>else, where Docker runs and already has {@code gvenzl/oracle-free:23-slim-faststart} (never pulled
 *       here: {@link LocalImages}), that image through Testcontainers, started once and removed when the JVM
 *       ends;</li>
 *   <li>else the test is skipped, saying why ({@code -Doracle.require=true}, as the CI job sets, fails instead).</li>
 * </ul>
 * The ITs create and drop their schemas in the test user's schema: against an existing database, give them a
 * user of their own.
 */
public final class OracleDatabase {
    public static final String IMAGE = "gvenzl/oracle-free:23-slim-faststart";

    /**
     * @param connectString what a user passes with {@code -cs}
     * @param adminUser     an account that may read V$SESSION
     */
    public record Target(
            String connectString,
            String jdbcUrl,
            String user,
            String password,
            String adminUser,
            String adminPassword) {
        @Override
        public String toString() {
            return "Oracle at " + ConnectStrings.redact(connectString) + " as " + user; // never the passwords
        }

        public DataSource dataSource() throws SQLException {
            return dataSource(user, password);
        }

        public DataSource adminDataSource() throws SQLException {
            return dataSource(adminUser, adminPassword);
        }

        private DataSource dataSource(String u, String p) throws SQLException {
            OracleDataSource ds = new OracleDataSource();
            ds.setURL(jdbcUrl);
            ds.setUser(u);
            ds.setPassword(p);
            return ds;
        }
    }

    private static Target target;
    private static String unavailable;
    /** Docker was there but the container did not start: an error, not a reason to skip. */
    private static boolean startFailed;

    private OracleDatabase() {}

    /** The database, or the test is skipped (aborted) with the reason; failed instead under -Doracle.require=true. */
    public static synchronized Target get() {
        if (target == null && unavailable == null)
            find(
                    System.getProperties().entrySet().stream()
                            .collect(java.util.stream.Collectors.toMap(
                                    e -> e.getKey().toString(),
                                    e -> e.getValue().toString())),
                    System.getenv());
        if (target != null) return target;
        if (startFailed || Boolean.getBoolean("oracle.require")) Assertions.fail(unavailable);
        LocalImages.skip(unavailable);
        return null; // not reached
    }

    private static void find(Map<String, String> properties, Map<String, String> env) {
        String url = set(properties.get("oracle.url"));
        if (url != null) {
            String user = set(env.get("ORACLE_USER"));
            String password = set(env.get("ORACLE_PASSWORD"));
            if (user == null || password == null) {
                unavailable =
                        "-Doracle.url is set, but ORACLE_USER and ORACLE_PASSWORD are not both set in the environment";
                return;
            }
            String adminUser = set(env.get("ORACLE_ADMIN_USER"));
            String adminPassword = set(env.get("ORACLE_ADMIN_PASSWORD"));
            try (JdbcTarget resolved = ConnectStrings.resolve(url, null, env)) {
                target = new Target(
                        url,
                        resolved.jdbcUrl(),
                        user,
                        password,
                        adminUser == null ? user : adminUser,
                        adminUser == null ? password : adminPassword);
            } catch (ConnectStringException e) {
                unavailable = "-Doracle.url: " + e.getMessage();
            }
            return;
        }
        // never pulled here: without the image (or Docker) every Oracle IT skips at once, saying so
        Optional<String> absent = LocalImages.whyAbsent(
                IMAGE,
                "pull it where a registry is reachable (docker pull " + IMAGE + "), or pass "
                        + "-Doracle.url=<connect string> with ORACLE_USER / ORACLE_PASSWORD in the environment; "
                        + "see docs/oracle.md");
        if (absent.isPresent()) {
            unavailable = "no Oracle: " + absent.get();
            return;
        }
        OracleContainer container = new OracleContainer(IMAGE)
                .withUsername("bench")
                .withPassword("bench_pw1")
                .withImagePullPolicy(LocalImages.NEVER_PULL);
        try {
            container.start(); // removed when this JVM ends (Ryuk, or Testcontainers' shutdown hook without it)
        } catch (RuntimeException e) {
            // remembered, so the next Oracle IT fails at once instead of starting the container again
            unavailable = "Oracle Free did not start: " + e.getMessage();
            startFailed = true;
            Assertions.fail(unavailable, e);
        }
        String ezconnect =
                "//" + container.getHost() + ":" + container.getOraclePort() + "/" + container.getDatabaseName();
        target = new Target(
                ezconnect,
                container.getJdbcUrl(),
                container.getUsername(),
                container.getPassword(),
                "system",
                container.getPassword());
    }

    /** An unset Maven property arrives as blank or as its own ${...} text. */
    private static String set(String value) {
        return value == null || value.isBlank() || value.startsWith("${") ? null : value.strip();
    }
}
