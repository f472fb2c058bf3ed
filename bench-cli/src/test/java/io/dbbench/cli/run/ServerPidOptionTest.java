package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerPidOptionTest {
    private static final String PG = "jdbc:postgresql://127.0.0.1:5432/bench";

    @TempDir
    Path proc;

    @TempDir
    Path dataDirectory;

    /** A process as /proc shows it: its stat, comm and cmdline (arguments NUL-separated). */
    private Path process(long pid, String comm, String... argv) throws Exception {
        Path p = Files.createDirectories(proc.resolve(Long.toString(pid)));
        Files.writeString(p.resolve("stat"), pid + " (" + comm + ") S 1 ...");
        Files.writeString(p.resolve("comm"), comm + "\n");
        Files.writeString(p.resolve("cmdline"), String.join("\0", argv) + "\0");
        return p;
    }

    /** A postmaster running in its data directory, whose postmaster.pid names it and its port. */
    private void postmaster(long pid, String port) throws Exception {
        Path p = process(pid, "postgres", "/usr/lib/postgresql/15/bin/postgres", "-D", dataDirectory.toString());
        Files.createSymbolicLink(p.resolve("cwd"), dataDirectory);
        Files.writeString(
                dataDirectory.resolve("postmaster.pid"),
                pid + "\n" + dataDirectory + "\n1764400000\n" + port + "\n/var/run/postgresql\n127.0.0.1\n");
        // the same network namespace as this process: its port is the one connected to
        Path ns = Files.createDirectories(p.resolve("ns"));
        Files.createSymbolicLink(ns.resolve("net"), Path.of("net:[4026531840]"));
        Path self = Files.createDirectories(proc.resolve("self").resolve("ns"));
        if (!Files.exists(self.resolve("net"), java.nio.file.LinkOption.NOFOLLOW_LINKS))
            Files.createSymbolicLink(self.resolve("net"), Path.of("net:[4026531840]"));
    }

    private CliException refused(long pid, String connectString) {
        CliException e =
                assertThrows(CliException.class, () -> ServerPidOption.check(pid, false, null, proc, connectString));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        return e;
    }

    @Test
    void aProcessThatIsNotPostgresIsRefused() throws Exception {
        process(77, "sleep", "sleep", "300");
        assertEquals(
                "option --server-pid: process 77 is 'sleep', not a PostgreSQL postmaster (postgres); give the"
                        + " postmaster's PID: line 1 of postmaster.pid in the server's data directory",
                refused(77, PG).getMessage());
        // PID 1 of a container: its init, whose tree is the whole container
        process(1, "tini", "/usr/bin/tini", "--", "bench");
        assertTrue(refused(1, PG).getMessage().contains("process 1 is 'tini', not a PostgreSQL postmaster"));
    }

    @Test
    void aBackendIsRefusedForItsPostmaster() throws Exception {
        process(4300, "postgres", "postgres: checkpointer ");
        assertTrue(
                refused(4300, PG).getMessage().contains("is a PostgreSQL backend or worker ('postgres: checkpointer')"),
                refused(4300, PG).getMessage());
    }

    @Test
    void aPostmasterOnAnotherPortIsRefused() throws Exception {
        postmaster(4242, "5433");
        assertEquals(
                "option --server-pid: process 4242 is the PostgreSQL postmaster listening on port 5433, but the run"
                        + " connects to port 5432 (-cs): give the PID of the server on port 5432",
                refused(4242, PG).getMessage());
        assertEquals(
                OptionalLong.of(4242),
                ServerPidOption.check(4242L, false, null, proc, "postgresql://localhost:5433/bench"));
    }

    @Test
    void aPostgresProcessThatIsNotItsDataDirectorysPostmasterIsRefused() throws Exception {
        postmaster(4242, "5432");
        Path other = process(4250, "postgres", "/usr/lib/postgresql/15/bin/postgres");
        Files.createSymbolicLink(other.resolve("cwd"), dataDirectory);
        assertTrue(refused(4250, PG).getMessage().contains("not its data directory's postmaster (postmaster.pid"));
    }

    @Test
    void anOracleInstanceIsRefusedWithWhy() throws Exception {
        process(900, "ora_pmon_orcl", "ora_pmon_ORCL");
        assertTrue(
                refused(900, "//db:1521/orcl").getMessage().contains("is Oracle's ora_pmon_orcl; --server-pid reads"),
                refused(900, "//db:1521/orcl").getMessage());
    }

    @Test
    void aPostmasterForAnOracleAddressIsRefused() throws Exception {
        postmaster(4242, "5432");
        assertTrue(refused(4242, "127.0.0.1:5432/bench").getMessage().contains("is not a PostgreSQL address"));
    }

    @Test
    void anotherUsersDataDirectoryIsNotCheckedBeyondTheCommand() throws Exception {
        // no cwd to read (another user's server, not root): the command is all that can be checked
        process(4242, "postgres", "/usr/lib/postgresql/15/bin/postgres");
        assertEquals(OptionalLong.of(4242), ServerPidOption.check(4242L, false, null, proc, PG));
    }

    @Test
    void theConnectStringsHostAndPort() {
        assertEquals(
                java.util.Optional.of(new PostmasterCheck.HostPort("127.0.0.1", 55460)),
                PostmasterCheck.postgresTarget("jdbc:postgresql://127.0.0.1:55460/bench?ssl=false"));
        assertEquals(
                java.util.Optional.of(new PostmasterCheck.HostPort("db", 5432)),
                PostmasterCheck.postgresTarget("postgresql://db/bench"));
        assertEquals(
                java.util.Optional.of(new PostmasterCheck.HostPort("::1", 5433)),
                PostmasterCheck.postgresTarget("jdbc:postgresql://[::1]:5433/bench"));
        assertEquals(java.util.Optional.empty(), PostmasterCheck.postgresTarget("jdbc:postgresql://a:1,b:2/bench"));
        assertEquals(java.util.Optional.empty(), PostmasterCheck.postgresTarget("//db:1521/orcl"));
    }

    @Test
    void notGivenIsEmpty() throws Exception {
        assertEquals(OptionalLong.empty(), ServerPidOption.check(null, true, "--fork", proc, PG));
    }

    @Test
    void aReadableProcessIsTaken() throws Exception {
        postmaster(4242, "5432");
        assertEquals(OptionalLong.of(4242), ServerPidOption.check(4242L, false, null, proc, PG));
    }

    @Test
    void aProcessNotOnThisHostIsOneLineNamingTheOption() {
        CliException e = assertThrows(CliException.class, () -> ServerPidOption.check(4242L, false, null, proc, PG));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        assertTrue(e.getMessage().startsWith("option --server-pid: no process 4242"), e.getMessage());
        assertTrue(e.getMessage().contains("docker inspect"), e.getMessage());
    }

    @Test
    void zeroOrNegativeIsNoProcessId() {
        CliException e = assertThrows(CliException.class, () -> ServerPidOption.check(0L, false, null, proc, PG));
        assertEquals("option --server-pid: 0 is not a process ID", e.getMessage());
    }

    @Test
    void notWithEmbeddedNorWithOtherJvms() {
        CliException embedded = assertThrows(CliException.class, () -> ServerPidOption.check(1L, true, null, proc, PG));
        assertTrue(embedded.getMessage().contains("not with --embedded"), embedded.getMessage());
        CliException forked =
                assertThrows(CliException.class, () -> ServerPidOption.check(1L, false, "--fork", proc, PG));
        assertTrue(forked.getMessage().contains("not with --fork"), forked.getMessage());
        assertEquals(ExitCodes.BAD_USAGE, forked.exitCode());
    }
}
