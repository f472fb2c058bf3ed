package io.dbbench.cli.webconsole;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import java.io.IOException;
import java.io.PrintWriter;
import picocli.CommandLine.Option;

/** The live console in the browser: {@code --console [HOST:]PORT}, {@code --console-linger}, {@code --console-max-users}. */
public final class WebConsoleFlags {
    @Option(
            names = "--console",
            paramLabel = "[host:]port",
            description = "serve a live console (charts, events, stop and users buttons) at http://host:port/ during"
                    + " the run (host 127.0.0.1 unless given; port 0: any free port); see docs/console.md")
    String address;

    @Option(
            names = "--console-linger",
            paramLabel = "seconds",
            defaultValue = "0",
            description = "keep serving the console this long after the results are written, so the page can link them")
    long lingerSeconds;

    @Option(
            names = "--console-max-users",
            paramLabel = "users",
            description = "the most users the console's buttons may raise the run to (default: the run's users; a"
                    + " session waits, without a connection, for each user above them)")
    Integer maxUsers;

    public boolean enabled() {
        return address != null;
    }

    /** The host part of {@code --console}, checked; 127.0.0.1 when none was given. */
    String host() throws CliException {
        return parse()[0];
    }

    int port() throws CliException {
        return Integer.parseInt(parse()[1]);
    }

    private String[] parse() throws CliException {
        return hostPort("--console", address);
    }

    /**
     * {@code [HOST:]PORT} as {@code --console} and {@code console --listen} take it: {host, port}, the host
     * 127.0.0.1 when none is given.
     */
    static String[] hostPort(String option, String address) throws CliException {
        String a = address.trim();
        String host = "127.0.0.1";
        String port = a;
        int colon = a.lastIndexOf(':');
        if (colon >= 0) {
            host = a.substring(0, colon);
            port = a.substring(colon + 1);
            if (host.startsWith("[") && host.endsWith("]")) host = host.substring(1, host.length() - 1);
            if (host.isEmpty()) throw bad(option, address, "no host before ':'");
        }
        int p;
        try {
            p = Integer.parseInt(port);
        } catch (NumberFormatException e) {
            throw bad(option, address, "'" + port + "' is not a port number");
        }
        if (p < 0 || p > 65535) throw bad(option, address, "the port must be 0..65535, was " + p);
        return new String[] {host, Integer.toString(p)};
    }

    private static CliException bad(String option, String address, String why) {
        return new CliException(ExitCodes.BAD_USAGE, "option " + option + ": '" + address + "': " + why);
    }

    /**
     * Checks the flags before anything starts.
     *
     * @param severalProcesses what runs the load in sets of processes one after another (a sweep), or null
     */
    public void validate(String severalProcesses) throws CliException {
        if (!enabled()) {
            if (lingerSeconds != 0)
                throw new CliException(ExitCodes.BAD_USAGE, "option --console-linger: needs --console");
            if (maxUsers != null)
                throw new CliException(ExitCodes.BAD_USAGE, "option --console-max-users: needs --console");
            return;
        }
        parse();
        if (lingerSeconds < 0)
            throw new CliException(
                    ExitCodes.BAD_USAGE, "option --console-linger: must not be negative, was " + lingerSeconds);
        if (maxUsers != null && maxUsers < 1)
            throw new CliException(
                    ExitCodes.BAD_USAGE, "option --console-max-users: must be at least 1, was " + maxUsers);
        if (severalProcesses != null)
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --console: cannot be used with " + severalProcesses
                            + ": its runs of replicas come one after another; give each --replicas N run its --console");
    }

    /**
     * The most users the page may ask for: {@code --console-max-users}, or the run's users.
     *
     * @throws CliException when {@code --console-max-users} is below the run's users
     */
    public int ceiling(int users) throws CliException {
        if (maxUsers == null) return users;
        if (maxUsers < users)
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --console-max-users: " + maxUsers + " is below the run's " + users
                            + " users; the run starts with them");
        return maxUsers;
    }

    /**
     * Takes the console's port, checked flags in hand, before the database and schemas are set up: null without
     * --console. A port in use is the user's to fix: one line, exit 2.
     */
    public WebConsole bind(PrintWriter err) throws CliException {
        if (!enabled()) return null;
        String host = host();
        int port = port();
        try {
            return WebConsole.bind(host, port, line -> {
                err.println(line);
                err.flush();
            });
        } catch (IOException | RuntimeException e) {
            throw new CliException(
                    ExitCodes.BAD_USAGE, "option --console: cannot listen on " + address + ": " + e.getMessage(), e);
        }
    }

    /** Whether --console-max-users was given. */
    public boolean raisesUsers() {
        return maxUsers != null;
    }

    public long lingerSeconds() {
        return lingerSeconds;
    }
}
