package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.RunConfig;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.regex.Pattern;

/**
 * SwingBench configs carry Oracle session commands in {@code InitilizationCommands} (the TPC-DS-like
 * config says {@code alter session force parallel query parallel 4}). Against another database such a
 * command would fail every logon, so before the run each Oracle-only one is tried once on a connection
 * of its own: one the database refuses is reported with the database's message and left out of the
 * run, unless {@code --strict-init} makes it fatal. Commands of any other form, and every command on
 * Oracle, run as written (a failure there stays fatal).
 */
final class InitCommandCheck {
    /** Statements only Oracle knows: ALTER SESSION, PL/SQL blocks, SQL*Plus EXEC. */
    static final Pattern ORACLE_ONLY =
            Pattern.compile("(?is)^\\s*(alter\\s+session\\b|begin\\s+\\S|declare\\b|exec(ute)?\\s)");

    private InitCommandCheck() {}

    /**
     * @param dialectName the target's dialect ({@code Dialect.name()})
     * @return the config, without the Oracle-only commands the database refused
     */
    static RunConfig apply(RunConfig config, String jdbcUrl, String dialectName, boolean strict, PrintWriter err)
            throws CliException {
        ConnectionConfig c = config.connection();
        List<String> commands = c.initializationCommands();
        if (commands.isEmpty() || dialectName.toLowerCase(Locale.ROOT).contains("oracle")) return config;
        if (commands.stream().noneMatch(s -> ORACLE_ONLY.matcher(s).find())) return config;
        List<String> kept = new ArrayList<>();
        Properties props = new Properties();
        if (!c.userName().isEmpty()) props.setProperty("user", c.userName());
        if (!c.password().isEmpty()) props.setProperty("password", c.password().reveal());
        try (Connection probe = DriverManager.getConnection(jdbcUrl, props)) {
            for (int i = 0; i < commands.size(); i++) {
                String command = commands.get(i);
                if (!ORACLE_ONLY.matcher(command).find()) {
                    kept.add(command);
                    continue;
                }
                String refusal = tryOnce(probe, command);
                if (refusal == null) {
                    kept.add(command);
                } else if (strict) {
                    throw new CliException(
                            ExitCodes.BAD_CONFIG,
                            "InitilizationCommands command " + (i + 1) + " (" + command.strip() + ") fails on "
                                    + dialectName + ": " + refusal
                                    + " (--strict-init: Oracle-only commands are not skipped)");
                } else if (err != null) {
                    err.println("bench-cli: skipping InitilizationCommands command " + (i + 1) + " (" + command.strip()
                            + "): Oracle-only, " + dialectName + " says: " + refusal
                            + " (--strict-init makes this fatal)");
                }
            }
        } catch (SQLException e) {
            // cannot connect: the run's own logon reports that, with its exit code
            return config;
        }
        return config.withConnection(new ConnectionConfig(
                c.userName(),
                c.password(),
                c.connectString(),
                c.driverType(),
                c.credentialsFile(),
                c.properties(),
                kept,
                c.pooling()));
    }

    /** Null when the command ran, else the database's message (first line). */
    private static String tryOnce(Connection probe, String command) {
        try (Statement s = probe.createStatement()) {
            s.execute(command.strip());
            return null;
        } catch (SQLException e) {
            String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            return m.lines().findFirst().orElse(m).strip();
        }
    }
}
