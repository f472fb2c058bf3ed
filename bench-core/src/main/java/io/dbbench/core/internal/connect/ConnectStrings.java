package io.dbbench.core.internal.connect;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.dialect.Dialects;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Turns the connect string a user already has (SwingBench {@code ConnectString} / {@code -cs}, plus
 * {@code -cf wallet.zip}) into a JDBC URL and a dialect. Accepted forms, tried in this order:
 * <ol>
 *   <li>a {@code jdbc:} URL, passed through ({@code jdbc:postgresql:...}, {@code jdbc:oracle:...});</li>
 *   <li>a PostgreSQL URI {@code postgresql://host[:port]/db[?params]} (also {@code postgres://});</li>
 *   <li>an Oracle connect descriptor {@code (DESCRIPTION=...)};</li>
 *   <li>Oracle Easy Connect: {@code //host[:port]/service[:server][/instance]}, {@code host[:port]/service},
 *       {@code host:port:SID}, IPv6 hosts in brackets (see {@link EzConnect});</li>
 *   <li>a TNS alias, resolved through the {@code -cf} credentials zip or else {@code TNS_ADMIN}.</li>
 * </ol>
 * A credentials zip given with any Oracle form is extracted to a private directory and named to the
 * driver as {@code TNS_ADMIN}, where it finds tnsnames.ora, sqlnet.ora and the wallet.
 */
public final class ConnectStrings {
    /** Said in every "malformed" error, so the user sees what would have worked. */
    public static final String ACCEPTED_FORMS = "accepted forms: //host[:port]/service[:server][/instance], "
            + "host[:port]/service, host:port:SID, [ipv6-address]:port/service, (DESCRIPTION=...), "
            + "a TNS alias (with -cf wallet.zip or TNS_ADMIN set), postgresql://host[:port]/database, "
            + "or a JDBC URL (" + String.join(", ", Dialects.supportedUrlPrefixes()) + ")";

    private static final Pattern TNS_ALIAS = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.-]*");
    private static final Pattern DESCRIPTOR_START =
            Pattern.compile("(?i)\\(\\s*DESCRIPTION(_LIST)?\\s*=.*", Pattern.DOTALL);
    private static final Pattern PASSWORD_PARAM =
            Pattern.compile("(?i)([A-Za-z0-9_.-]*(?:password|passwd|pwd)[A-Za-z0-9_.-]*\\s*=\\s*)[^&;)\\s]*");
    private static final Pattern ORACLE_USER_PASSWORD = Pattern.compile("(?i)(jdbc:oracle:[a-z0-9]+:)([^/@:]*)/[^@]*@");
    private static final Pattern URL_USER_PASSWORD = Pattern.compile("(//[^/:@\\s]*):[^@/\\s]*@");

    private ConnectStrings() {}

    /** Resolves against this process's environment (for {@code TNS_ADMIN}). */
    public static JdbcTarget resolve(String connectString, Path credentialsFile) throws ConnectStringException {
        return resolve(connectString, credentialsFile, System.getenv());
    }

    /**
     * @param credentialsFile the {@code -cf} credentials zip (or an already extracted wallet directory), or null
     * @param environment     where {@code TNS_ADMIN} is looked up for a bare alias without {@code -cf}
     * @throws ConnectStringException with a one-line message naming the connect string (passwords masked)
     */
    public static JdbcTarget resolve(String connectString, Path credentialsFile, Map<String, String> environment)
            throws ConnectStringException {
        return resolve(connectString, credentialsFile, environment, null);
    }

    /** As {@link #resolve(String, Path, Map)}, extracting a wallet under {@code walletParentDir} (tests). */
    static JdbcTarget resolve(
            String connectString, Path credentialsFile, Map<String, String> environment, Path walletParentDir)
            throws ConnectStringException {
        Objects.requireNonNull(environment, "environment");
        String cs = connectString == null ? "" : connectString.strip();
        if (cs.isEmpty()) {
            throw new ConnectStringException(cs, "is empty; " + ACCEPTED_FORMS);
        }
        String lower = cs.toLowerCase(Locale.ROOT);
        if (lower.startsWith("jdbc:")) {
            return fromJdbcUrl(cs, credentialsFile, walletParentDir);
        }
        if (lower.startsWith("postgresql://") || lower.startsWith("postgres://")) {
            noWallet(cs, credentialsFile, "a PostgreSQL URI");
            return new JdbcTarget(PostgresUri.toJdbcUrl(cs), Dialects.postgresql());
        }
        if (cs.startsWith("(")) {
            return OracleWallets.attach(cs, descriptorUrl(cs), credentialsFile, walletParentDir);
        }
        Optional<String> ezConnect = EzConnect.toJdbcUrl(cs);
        if (ezConnect.isPresent()) {
            return OracleWallets.attach(cs, ezConnect.get(), credentialsFile, walletParentDir);
        }
        if (TNS_ALIAS.matcher(cs).matches()) {
            return credentialsFile != null
                    ? OracleWallets.aliasWithWallet(cs, credentialsFile, walletParentDir)
                    : aliasWithTnsAdmin(cs, environment);
        }
        throw new ConnectStringException(cs, "is not a connect string dbbench understands; " + ACCEPTED_FORMS);
    }

    /**
     * The connect string or URL with passwords masked ({@code password=***}, {@code user/***@},
     * {@code //user:***@}) and on one line: for messages, logs and result files.
     */
    public static String redact(String connectStringOrUrl) {
        if (connectStringOrUrl == null) {
            return "";
        }
        String s = PASSWORD_PARAM.matcher(connectStringOrUrl).replaceAll("$1***");
        s = ORACLE_USER_PASSWORD.matcher(s).replaceAll("$1$2/***@");
        s = URL_USER_PASSWORD.matcher(s).replaceAll("$1:***@");
        return s.replaceAll("\\s*\\R\\s*", " ");
    }

    private static JdbcTarget fromJdbcUrl(String cs, Path credentialsFile, Path walletParentDir)
            throws ConnectStringException {
        Dialect dialect = Dialects.all().stream()
                .filter(d -> d.acceptsJdbcUrl(cs))
                .findFirst()
                .orElseThrow(() -> new ConnectStringException(
                        cs,
                        "uses JDBC driver prefix '" + Dialects.driverPrefix(cs)
                                + "', which dbbench does not support; supported: "
                                + String.join(", ", Dialects.supportedUrlPrefixes())));
        if (dialect == Dialects.oracle()) {
            return OracleWallets.attach(cs, cs, credentialsFile, walletParentDir);
        }
        noWallet(cs, credentialsFile, "a " + dialect.name() + " URL");
        return new JdbcTarget(cs, dialect);
    }

    private static String descriptorUrl(String cs) throws ConnectStringException {
        if (!DESCRIPTOR_START.matcher(cs).matches()) {
            throw new ConnectStringException(
                    cs, "starts with '(' but is not a (DESCRIPTION=...) connect descriptor; " + ACCEPTED_FORMS);
        }
        int depth = 0;
        for (int i = 0; i < cs.length(); i++) {
            depth += cs.charAt(i) == '(' ? 1 : cs.charAt(i) == ')' ? -1 : 0;
            if (depth < 0 || (depth == 0 && i < cs.length() - 1)) {
                throw new ConnectStringException(
                        cs, "has a ')' without its '(' or text after the descriptor's last ')'");
            }
        }
        if (depth != 0) {
            throw new ConnectStringException(
                    cs, "is a connect descriptor missing " + depth + " closing parenthes" + (depth == 1 ? "is" : "es"));
        }
        // descriptors copied from tnsnames.ora span lines; a URL must not
        return "jdbc:oracle:thin:@" + cs.replaceAll("\\s*\\R\\s*", "");
    }

    private static JdbcTarget aliasWithTnsAdmin(String alias, Map<String, String> environment)
            throws ConnectStringException {
        String tnsAdmin = environment.get("TNS_ADMIN");
        if (tnsAdmin == null || tnsAdmin.isBlank()) {
            throw new ConnectStringException(
                    alias,
                    "is a TNS alias, but there is nothing to look it up in: give the "
                            + "credentials zip with -cf wallet.zip, or set TNS_ADMIN to the directory holding tnsnames.ora");
        }
        Path dir;
        try {
            dir = Path.of(tnsAdmin.strip());
        } catch (InvalidPathException e) {
            throw new ConnectStringException(
                    alias, "is a TNS alias, but TNS_ADMIN=" + tnsAdmin + " is not a usable path: " + e.getMessage(), e);
        }
        if (!Files.isDirectory(dir)) {
            throw new ConnectStringException(
                    alias, "is a TNS alias, but TNS_ADMIN=" + tnsAdmin + " is not a directory");
        }
        OracleWallets.checkAliasIfListed(alias, dir);
        // the thin driver does not read the TNS_ADMIN environment variable itself: name the directory in the URL
        return new JdbcTarget(OracleWallets.withTnsAdmin(alias, "jdbc:oracle:thin:@" + alias, dir), Dialects.oracle());
    }

    private static void noWallet(String cs, Path credentialsFile, String what) throws ConnectStringException {
        if (credentialsFile != null) {
            throw new ConnectStringException(
                    cs,
                    "is " + what + ", but -cf " + credentialsFile
                            + " is an Oracle credentials zip; drop -cf or use an Oracle connect string");
        }
    }
}
