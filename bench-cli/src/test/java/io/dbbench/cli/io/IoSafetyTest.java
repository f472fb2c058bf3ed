package io.dbbench.cli.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.CommandLines;
import io.dbbench.cli.common.ExitCodes;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * io never deletes what it did not create, cleans up after a signal, and refuses in one line (exit code 2)
 * what would fail later: a block size O_DIRECT refuses, more threads than the host allows.
 */
class IoSafetyTest {
    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(IoCommand command, String... args) {
        CommandLine cl = CommandLines.configure(new CommandLine(command));
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    private List<String> errLines() {
        return err.toString().strip().lines().toList();
    }

    /** Every path under the directory: its kind, a link's target, a file's SHA-256. */
    private static Map<String, String> snapshot(Path root) throws Exception {
        Map<String, String> all = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : (Iterable<Path>) paths::iterator) {
                String key = root.relativize(p).toString();
                if (Files.isSymbolicLink(p)) all.put(key, "link -> " + Files.readSymbolicLink(p));
                else if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS))
                    all.put(
                            key,
                            HexFormat.of()
                                    .formatHex(
                                            MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))));
                else all.put(key, "dir");
            }
        }
        return all;
    }

    @Test
    void aDanglingSymlinkIsRefusedAndEveryPathIsAsBefore() throws Exception {
        Files.writeString(dir.resolve("keep.txt"), "was here before");
        Path link = dir.resolve("io.test");
        Files.createSymbolicLink(link, dir.resolve("elsewhere.dat"));
        Map<String, String> before = snapshot(dir);
        int code = run(new IoCommand(), "--filename=" + link, "--size=1m", "--rw=randwrite");
        assertEquals(ExitCodes.BAD_USAGE, code, err.toString());
        assertEquals(1, errLines().size(), err.toString());
        assertTrue(errLines().get(0).contains("--filename: " + link + " is a symbolic link"), err.toString());
        assertEquals("", out.toString(), "the refusal is the only line: fio's header comes after the checks");
        assertEquals(before, snapshot(dir), "nothing created, nothing deleted, nothing changed");
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void whereTheFileCannotBeLaidOutTheReasonIsSaid() {
        // sysfs refuses new files even to root, as a read-only directory refuses a user
        Path file = Path.of("/sys/dbbench-io-" + ProcessHandle.current().pid());
        assertEquals(ExitCodes.BAD_USAGE, run(new IoCommand(), "--filename=" + file, "--size=1m"));
        assertEquals(1, errLines().size(), err.toString());
        // a container mounts /sys read-only: the kernel then says so instead
        assertTrue(
                errLines().get(0).endsWith("cannot lay out " + file + ": Permission denied")
                        || errLines().get(0).endsWith("cannot lay out " + file + ": Read-only file system"),
                err.toString());
        assertEquals("", out.toString(), "the failure is the only line");
    }

    @Test
    void aDirectBlockSizeThatIsNotWholeLogicalBlocksIsBadUsageNamingBs() {
        Path file = dir.resolve("io.test");
        assertEquals(
                ExitCodes.BAD_USAGE, run(new IoCommand(), "--filename=" + file, "--size=1m", "--bs=3", "--direct=1"));
        assertEquals(1, errLines().size(), err.toString());
        assertTrue(errLines().get(0).contains("--bs: 3 bytes is not a multiple of "), err.toString());
        assertFalse(Files.exists(file), "refused before anything was laid out");
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void moreThreadsThanTheHostAllowsIsBadUsageBeforeAnyLayout() {
        Path file = dir.resolve("io.test");
        int code = run(new IoCommand(), "--filename=" + file, "--size=4m", "--iodepth", "4096", "--numjobs", "1024");
        assertEquals(ExitCodes.BAD_USAGE, code, err.toString());
        assertEquals(1, errLines().size(), err.toString());
        assertTrue(
                errLines()
                        .get(0)
                        .contains(
                                "--iodepth 4096 x --numjobs 1024: one thread per outstanding request is 4194304 threads"),
                err.toString());
        assertFalse(Files.exists(file), "refused before anything was laid out");
    }

    @Test
    void aSignalDuringTheLayoutLeavesNoFile() throws Exception {
        IoCommand command = new IoCommand();
        command.stopRequested.set(true); // as the signal handler sets it
        int code = run(command, "--filename=" + dir.resolve("io.test"), "--size=4m");
        assertEquals(ExitCodes.INTERRUPTED, code, err.toString());
        assertTrue(errLines().get(0).contains("stopped by a signal while laying out"), err.toString());
        assertEquals(Map.of("", "dir"), snapshot(dir), "the partial file is deleted");
    }

    @Test
    void aSignalDuringTheRunPrintsWhatRanAndDeletesTheFile() throws Exception {
        IoCommand command = new IoCommand();
        command.opener = (file, options) -> {
            FileChannel channel = FileChannel.open(file, options);
            command.stopRequested.set(true); // the signal comes once the run has started
            return channel;
        };
        Path file = dir.resolve("io.test");
        int code = run(command, "--filename=" + file, "--size=4m", "--runtime=60", "--time_based");
        assertEquals(ExitCodes.INTERRUPTED, code, err.toString());
        assertTrue(out.toString().contains("job: (groupid=0, jobs=1): err= 0:"), "the report of what ran: " + out);
        assertTrue(out.toString().contains("Run status group 0 (all jobs):"), out.toString());
        assertTrue(
                errLines().get(0).contains("stopped by a signal: the report above covers the part that ran"),
                err.toString());
        assertFalse(Files.exists(file), "laid out by this run, deleted on the signal");
    }

    @Test
    void keepKeepsTheFileAfterASignal() throws IOException {
        IoCommand command = new IoCommand();
        command.opener = (file, options) -> {
            FileChannel channel = FileChannel.open(file, options);
            command.stopRequested.set(true);
            return channel;
        };
        Path file = dir.resolve("io.test");
        assertEquals(ExitCodes.INTERRUPTED, run(command, "--filename=" + file, "--size=1m", "--keep"));
        assertTrue(Files.exists(file), "--keep");
    }
}
