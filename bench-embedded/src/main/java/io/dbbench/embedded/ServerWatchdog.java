package io.dbbench.embedded;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Ties a server's life to this JVM's: a small {@code sh} child that waits on a pipe from the JVM. When
 * the JVM dies in any way, kill -9 included, the kernel closes the pipe; the child then stops the
 * server (pg_ctl stop -m immediate) and deletes its base directory. A normal {@link #dismiss()} tells it
 * "closed" first, and it exits doing nothing. At a normal JVM exit the watchdog is left to do its
 * work, so the exit does not wait for a big cluster to be deleted.
 *
 * <p>Why a child process: a shutdown hook does not run on kill -9, and PostgreSQL has no "exit with
 * my parent" setting (pg_ctl detaches the postmaster from us). A pipe's end is the one signal no
 * kind of death can skip, and {@code sh} costs a few hundred kilobytes, where a second JVM would cost
 * tens of megabytes. Ctrl-C, SIGHUP and a SIGTERM to the process group (kill -- -pgid, a terminal
 * closing, a service manager stopping us) reach the child too; it ignores them, so it stays behind as
 * the JVM's backup until the JVM's own shutdown hook has dismissed it. A base directory the caller
 * chose is kept: the child only stops its server.
 */
final class ServerWatchdog {
    private static final String SCRIPT = String.join(
            "\n",
            "trap '' INT HUP TERM",
            "IFS= read -r word",
            "if [ \"$word\" = closed ]; then exit 0; fi",
            "base=$1",
            "delete=$2",
            "shift 2",
            "\"$@\" >/dev/null 2>&1",
            "if [ \"$delete\" = delete ]; then rm -rf -- \"$base\"; fi",
            "");

    private final Process process;

    private ServerWatchdog(Process process) {
        this.process = process;
    }

    /**
     * Starts the watchdog of {@code baseDirectory}, which it deletes after stopping the server only
     * when {@code deleteBaseDirectory}; null when no {@code sh} can be started (the server
     * then relies on the shutdown hook and on {@link Orphans} at the next start).
     */
    static ServerWatchdog start(
            PostgresBinaries binaries, ServerAccount account, Path baseDirectory, boolean deleteBaseDirectory) {
        List<String> command = new ArrayList<>(List.of(
                "/bin/sh",
                "-c",
                SCRIPT,
                "dbbench-pg-watchdog",
                baseDirectory.toString(),
                deleteBaseDirectory ? "delete" : "keep"));
        command.addAll(account.command(List.of(
                binaries.pgCtl().toString(),
                "-D",
                baseDirectory.resolve("data").toString(),
                "-m",
                "immediate",
                "-w",
                "stop")));
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(Path.of("/").toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        CommandRunner.cleanEnvironment(builder.environment());
        try {
            return new ServerWatchdog(builder.start());
        } catch (IOException e) {
            return null;
        }
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** The server was closed by its owner: the watchdog exits without touching anything. */
    void dismiss() {
        try (OutputStream in = process.getOutputStream()) {
            in.write("closed\n".getBytes(StandardCharsets.US_ASCII));
        } catch (IOException e) {
            // the watchdog is gone already; with no server left it has nothing to do anyway
        }
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
