package io.dbbench.cli.common;

import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.internal.connect.ConnectStringException;
import io.dbbench.core.internal.connect.ConnectStrings;
import io.dbbench.core.internal.connect.JdbcTarget;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import picocli.CommandLine.Option;

/**
 * Where and as whom every command that connects logs on: charbench's {@code -cs -u -p -cf}, and the
 * password from the environment. One mixin, so the options read the same in every help text and the
 * password is found the same way by the run, the schema commands, lio and netprobe db.
 *
 * <p>The password, first found wins: {@code -p}; charbench's {@code -P password:...} (the run only, see
 * {@link #password(String)}); {@value #PASSWORD_VARIABLE}; the file {@value #PASSWORD_FILE_VARIABLE}
 * names; the config's {@code <Password>} (the run only, when none of these is set).
 */
public final class ConnectionOptions {
    /** The password itself, in the environment (what a parent hands its replicas and forks, never on argv). */
    public static final String PASSWORD_VARIABLE = "DBBENCH_PASSWORD";
    /** A file holding the password: a Docker or Kubernetes secret mounted as a file. */
    public static final String PASSWORD_FILE_VARIABLE = "DBBENCH_PASSWORD_FILE";

    @Option(
            names = "-cs",
            paramLabel = "connect",
            description = "connect string: //host:port/service, host:port:SID, TNS alias, or a jdbc: URL")
    private String connectString;

    @Option(names = "-u", paramLabel = "user", description = "user name")
    private String user;

    @Option(
            names = "-p",
            paramLabel = "password",
            description = "password (others on this host can read it with ps: prefer " + PASSWORD_VARIABLE + ", or "
                    + PASSWORD_FILE_VARIABLE + " naming a file that holds it)")
    private String password;

    @Option(names = "-cf", paramLabel = "wallet.zip", description = "Oracle wallet / credentials zip for a TNS alias")
    private Path credentialsFile;

    /** Where the password variables are read: the process's own, or a test's. */
    private Map<String, String> environment = System.getenv();

    /** Reads the password variables from {@code env} instead of the process's environment (tests). */
    public ConnectionOptions environment(Map<String, String> env) {
        this.environment = Map.copyOf(Objects.requireNonNull(env, "env"));
        return this;
    }

    /** @return -cs, or null when not given */
    public String connectString() {
        return connectString;
    }

    /** @return -u, or null when not given */
    public String user() {
        return user;
    }

    /** @return -cf, or null when not given */
    public Path credentialsFile() {
        return credentialsFile;
    }

    /** The password by the precedence above, without the config's: null when nothing sets one. */
    public Secret password() throws CliException {
        return password(null);
    }

    /**
     * @param fromProperties charbench's {@code -P password:...} (sits after -p, before the environment), or null
     * @return the password by the precedence above, without the config's: null when nothing sets one
     * @throws CliException BAD_USAGE when {@value #PASSWORD_FILE_VARIABLE} names a file that cannot be read or is empty
     */
    public Secret password(String fromProperties) throws CliException {
        if (password != null) return Secret.of(password);
        if (fromProperties != null) return Secret.of(fromProperties);
        String direct = environment.get(PASSWORD_VARIABLE);
        if (direct != null && !direct.isEmpty()) return Secret.of(direct);
        String file = environment.get(PASSWORD_FILE_VARIABLE);
        if (file == null || file.isEmpty()) return null;
        return Secret.of(readPasswordFile(file));
    }

    private static String readPasswordFile(String file) throws CliException {
        String text;
        try {
            text = Files.readString(Path.of(file));
        } catch (IOException | RuntimeException e) {
            // the exception's own message may quote the file's content (a malformed-input error): named, not shown
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    PASSWORD_FILE_VARIABLE + "=" + file + ": cannot read the password file ("
                            + e.getClass().getSimpleName() + ")");
        }
        // a secret file usually ends with a newline that is not part of the password
        String secret = text.replaceFirst("\\r?\\n$", "");
        if (secret.isEmpty()) {
            throw new CliException(
                    ExitCodes.BAD_USAGE, PASSWORD_FILE_VARIABLE + "=" + file + ": the password file is empty");
        }
        return secret;
    }

    /** -cs, or one line saying how to give it ({@code orElse}: what else would do, e.g. "or use --embedded"). */
    public String requireConnectString(String orElse) throws CliException {
        if (connectString != null && !connectString.isBlank()) return connectString;
        throw new CliException(
                ExitCodes.BAD_USAGE,
                "no connect string: give -cs (e.g. -cs //host:1521/service or -cs jdbc:postgresql://host:5433/db)"
                        + (orElse == null || orElse.isEmpty() ? "" : " " + orElse));
    }

    /** The JDBC URL and dialect of -cs (and -cf); the caller closes it (it may have unpacked a wallet). */
    public JdbcTarget target(String orElse) throws CliException {
        String cs = requireConnectString(orElse);
        try {
            return ConnectStrings.resolve(cs, credentialsFile);
        } catch (ConnectStringException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
        }
    }

    /** The login of a command without a config file: these options and the password by their precedence. */
    public ConnectionConfig connection() throws CliException {
        Secret secret = password();
        return new ConnectionConfig(
                user,
                secret == null ? Secret.none() : secret,
                connectString,
                "",
                credentialsFile == null ? null : credentialsFile.toString(),
                Map.of(),
                List.of(),
                null);
    }

    /** --embedded brings its own address and login: any of these options beside it would be silently ignored. */
    public void refuseWith(boolean embedded) throws CliException {
        EmbeddedConflicts.check(embedded, connectString, user, password, credentialsFile);
    }

    /** For debugging: never the password. */
    @Override
    public String toString() {
        return "ConnectionOptions[-cs " + connectString + ", -u " + user + ", -p "
                + (password == null ? "not given" : "******") + ", -cf " + credentialsFile + "]";
    }
}
