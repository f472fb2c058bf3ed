package io.dbbench.cli.run;

import io.dbbench.core.internal.connect.ConnectStrings;
import java.io.IOException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether the process {@code --server-pid} names is the PostgreSQL server the run connects to, from what
 * {@code /proc} shows: any PID was taken, so {@code sleep} gave a server CPU of 0 and PID 1 the whole
 * container's. Checked, in order:
 * <ol>
 *   <li>its command is {@code postgres} (or {@code postmaster}): {@code /proc/PID/comm}, and the first word
 *       of {@code /proc/PID/cmdline}, which a backend or worker rewrites to {@code postgres: ...} (then its
 *       parent, the postmaster, is the PID to give). An Oracle instance ({@code ora_pmon_SID} and the other
 *       {@code ora_*} processes) is refused: its processes are not one process's children, and the tree is
 *       what is read;</li>
 *   <li>it is its data directory's postmaster: {@code postmaster.pid} in its working directory (the
 *       postmaster runs in its data directory) names it on line 1;</li>
 *   <li>it listens where the run connects: line 4 of that file is the port, and the connect string's port
 *       (5432 when it names none) must be the same, and its host one of this host's addresses. Only when
 *       the server shares this process's network namespace: a container's port is mapped, so its own port
 *       says nothing about the one the run connects to.</li>
 * </ol>
 * What cannot be read (another user's working directory without root) is not checked: the option's CPU and
 * I/O figures come from the same /proc, and the command check alone already refuses any other program.
 */
final class PostmasterCheck {
    private static final Pattern PG_URL = Pattern.compile("(?i)jdbc:postgresql:(?://(?<hosts>[^/?#]*))?.*");
    private static final Pattern PG_URI = Pattern.compile("(?i)postgres(?:ql)?://(?<hosts>[^/?#]*).*");
    private static final Pattern HOST_PORT = Pattern.compile("(?:\\[(?<v6>[^]]*)]|(?<host>[^:]*))(?::(?<port>\\d+))?");
    private static final int PG_DEFAULT_PORT = 5432;

    private PostmasterCheck() {}

    /**
     * @param procRoot      {@code /proc}, or a stand-in in tests
     * @param connectString the run's connect string (empty when none is given yet)
     * @return why the process is not the run's PostgreSQL server, in words that follow "option --server-pid: "
     */
    static Optional<String> problem(Path procRoot, long pid, String connectString) {
        Path proc = procRoot.resolve(Long.toString(pid));
        String comm = read(proc.resolve("comm")).map(String::strip).orElse("");
        List<String> argv =
                read(proc.resolve("cmdline")).map(c -> List.of(c.split("\0"))).orElse(List.of());
        String first = argv.isEmpty() ? "" : argv.get(0).strip();
        String program = first.contains(" ") ? first.substring(0, first.indexOf(' ')) : first;
        program = program.substring(program.lastIndexOf('/') + 1);
        if (comm.startsWith("ora_") || program.startsWith("ora_"))
            return Optional.of("process " + pid + " is Oracle's " + (comm.isEmpty() ? program : comm)
                    + "; --server-pid reads a PostgreSQL postmaster and its children, and an Oracle instance's"
                    + " processes are not children of one process: leave the option out for Oracle");
        boolean postgresCommand = comm.equals("postgres") || comm.equals("postmaster");
        if (!postgresCommand)
            return Optional.of("process " + pid + " is '" + (comm.isEmpty() ? program : comm)
                    + "', not a PostgreSQL postmaster (postgres); give the postmaster's PID: line 1 of postmaster.pid"
                    + " in the server's data directory");
        if (program.endsWith(":") || first.startsWith("postgres: ") || first.startsWith("postmaster: "))
            return Optional.of("process " + pid + " is a PostgreSQL backend or worker ('" + first.strip()
                    + "'), not the postmaster; give its parent's PID, line 1 of postmaster.pid in the data directory");
        Optional<List<String>> pidFile = readLines(proc.resolve("cwd").resolve("postmaster.pid"));
        if (pidFile.isEmpty()) return Optional.empty(); // another user's server: its data directory is not ours to see
        List<String> lines = pidFile.get();
        if (lines.isEmpty() || !lines.get(0).strip().equals(Long.toString(pid)))
            return Optional.of("process " + pid + " is a postgres process but not its data directory's postmaster"
                    + " (postmaster.pid names "
                    + (lines.isEmpty() ? "none" : lines.get(0).strip())
                    + "); give that PID");
        if (lines.size() < 4 || !sameNetwork(procRoot, proc)) return Optional.empty();
        Optional<HostPort> target = postgresTarget(connectString);
        if (target.isEmpty()) {
            return connectString.isBlank() || isPostgres(connectString)
                    ? Optional.empty()
                    : Optional.of("process " + pid + " is a PostgreSQL postmaster, but -cs '"
                            + ConnectStrings.redact(connectString)
                            + "' is not a PostgreSQL address (without a scheme it is Oracle's Easy Connect; write"
                            + " jdbc:postgresql://host:port/database)");
        }
        String serverPort = lines.get(3).strip();
        if (!serverPort.equals(Integer.toString(target.get().port())))
            return Optional.of("process " + pid + " is the PostgreSQL postmaster listening on port " + serverPort
                    + ", but the run connects to port " + target.get().port() + " (-cs): give the PID of the server"
                    + " on port " + target.get().port());
        if (!isThisHost(target.get().host()))
            return Optional.of("process " + pid + " runs on this host, but the run connects to "
                    + target.get().host() + ", which is not one of this host's addresses");
        return Optional.empty();
    }

    record HostPort(String host, int port) {}

    /** The one host and port a PostgreSQL connect string names; empty for several hosts or another database. */
    static Optional<HostPort> postgresTarget(String connectString) {
        String cs = connectString.strip();
        Matcher url = PG_URL.matcher(cs);
        Matcher uri = PG_URI.matcher(cs);
        String hosts = url.matches() ? url.group("hosts") : uri.matches() ? uri.group("hosts") : null;
        if (!url.matches() && !uri.matches()) return Optional.empty();
        if (hosts == null || hosts.isEmpty()) return Optional.of(new HostPort("localhost", PG_DEFAULT_PORT));
        if (hosts.contains(",") || hosts.contains("@")) return Optional.empty();
        Matcher hp = HOST_PORT.matcher(hosts);
        if (!hp.matches()) return Optional.empty();
        String host = hp.group("v6") != null ? hp.group("v6") : hp.group("host");
        int port = hp.group("port") == null ? PG_DEFAULT_PORT : Integer.parseInt(hp.group("port"));
        return Optional.of(new HostPort(host.isEmpty() ? "localhost" : host, port));
    }

    private static boolean isPostgres(String connectString) {
        String lower = connectString.strip().toLowerCase(Locale.ROOT);
        return lower.startsWith("jdbc:postgresql:") || lower.startsWith("postgres");
    }

    /** True when the server's network namespace is this process's: then its port is the port connected to. */
    private static boolean sameNetwork(Path procRoot, Path proc) {
        try {
            return Files.readSymbolicLink(proc.resolve("ns").resolve("net"))
                    .equals(Files.readSymbolicLink(
                            procRoot.resolve("self").resolve("ns").resolve("net")));
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }

    private static boolean isThisHost(String host) {
        try {
            for (InetAddress a : InetAddress.getAllByName(host)) {
                if (a.isLoopbackAddress() || a.isAnyLocalAddress() || NetworkInterface.getByInetAddress(a) != null)
                    return true;
            }
            return false;
        } catch (UnknownHostException | SocketException e) {
            return true; // not resolvable here: the connect itself will say so, not this check
        }
    }

    private static Optional<String> read(Path file) {
        try {
            return Optional.of(Files.readString(file, StandardCharsets.ISO_8859_1));
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }

    private static Optional<List<String>> readLines(Path file) {
        return read(file).map(s -> List.of(s.split("\n")));
    }
}
