package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * {@code --server-pid}: the process whose descendants are the database server (PostgreSQL's postmaster), for
 * a server dbbench did not start but that runs on this host, so its CPU and disk I/O can be read from /proc
 * as the embedded server's are. Checked before anything starts: a PID that names no readable process here
 * would otherwise only show as missing figures at the end, and one that is not the run's PostgreSQL
 * postmaster ({@link PostmasterCheck}) as another process's figures reported as the server's.
 */
final class ServerPidOption {
    private ServerPidOption() {}

    /**
     * @param pid      the option's value, or null when not given
     * @param embedded whether --embedded was given (its server's PID is known already)
     * @param otherJvms the option that runs the measurement in other JVMs (--fork, --replicas), or null
     * @param procRoot /proc, or a stand-in in tests
     * @param connectString the run's connect string, whose server the process must be ({@link PostmasterCheck})
     */
    static OptionalLong check(Long pid, boolean embedded, String otherJvms, Path procRoot, String connectString)
            throws CliException {
        if (pid == null) return OptionalLong.empty();
        if (embedded)
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --server-pid: not with --embedded, whose server's processes are read already");
        // those JVMs read no server counters of their own: the option would be silently ignored
        if (otherJvms != null)
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --server-pid: not with " + otherJvms + " (give it to a single run, or to --replica I/N)");
        if (pid <= 0)
            throw new CliException(ExitCodes.BAD_USAGE, "option --server-pid: " + pid + " is not a process ID");
        if (!Files.isReadable(procRoot.resolve(Long.toString(pid)).resolve("stat")))
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --server-pid: no process " + pid + " can be read on this host ("
                            + procRoot.resolve(Long.toString(pid)) + "); give the server's PID as this host sees it"
                            + " (for a container: docker inspect -f '{{.State.Pid}}' NAME)");
        // any process was taken: sleep gave the server 0 CPU, PID 1 the whole container's
        java.util.Optional<String> notTheServer = PostmasterCheck.problem(procRoot, pid, connectString);
        if (notTheServer.isPresent())
            throw new CliException(ExitCodes.BAD_USAGE, "option --server-pid: " + notTheServer.get());
        return OptionalLong.of(pid);
    }
}
