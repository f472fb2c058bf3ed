package io.dbbench.cli.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.CommandLines;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.hostprobe.io.IoRunner;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The kernel here accepts O_DIRECT even on tmpfs (Linux 6.6+), so the refusal is shown with an opener that
 * fails as open(2) does on a file system without O_DIRECT: EINVAL, which Java reports as "Invalid argument".
 * Other open failures are reported as themselves, and a sweep failing part-way keeps the points done.
 */
class IoOpenFailureTest {
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

    private static IoCommand withoutDirectIo() {
        IoCommand command = new IoCommand();
        command.opener = (file, options) -> {
            if (options.contains(IoRunner.DIRECT_OPTION))
                throw new FileSystemException(file.toString(), null, "Invalid argument");
            return java.nio.channels.FileChannel.open(file, options);
        };
        return command;
    }

    @Test
    void directIoWhereTheFileSystemRefusesItIsOneLineAndBadUsageNeverACachedRun() {
        Path file = dir.resolve("f");
        int code = run(withoutDirectIo(), "--filename=" + file, "--size=64k", "--direct=1", "--rw=randread");
        assertEquals(ExitCodes.BAD_USAGE, code);
        List<String> lines = err.toString().strip().lines().toList();
        assertEquals(1, lines.size(), err.toString());
        assertTrue(
                lines.get(0).contains("--direct=1: " + file + "'s file system does not support direct I/O"),
                lines.get(0));
        assertTrue(lines.get(0).contains("use --direct=0"), lines.get(0));
        assertFalse(out.toString().contains("IOPS="), "no report: nothing ran cached instead");
        assertFalse(Files.exists(file), "the laid-out file is removed");
    }

    @Test
    void theSameOpenerServesCachedIoAndOtherOpenErrorsAreNotBlamedOnDirectIo() throws Exception {
        assertEquals(
                0,
                run(withoutDirectIo(), "--filename=" + dir.resolve("g"), "--size=64k", "--direct=0"),
                err.toString());
        IoCommand denied = new IoCommand();
        denied.opener = (file, options) -> {
            throw new java.nio.file.AccessDeniedException(file.toString());
        };
        Path file = dir.resolve("h");
        Files.write(file, new byte[65536], StandardOpenOption.CREATE);
        assertEquals(ExitCodes.FAILED, run(denied, "--filename=" + file, "--direct=1"));
        assertTrue(err.toString().contains("--filename: cannot open " + file), err.toString());
    }

    @Test
    void aSweepFailingPartWayStillWritesThePointsItFinished() throws Exception {
        IoCommand failsSecondOpen = new IoCommand();
        java.util.concurrent.atomic.AtomicInteger opens = new java.util.concurrent.atomic.AtomicInteger();
        failsSecondOpen.opener = (file, options) -> {
            if (opens.incrementAndGet() == 2) throw new java.io.IOException("Input/output error");
            return java.nio.channels.FileChannel.open(file, options);
        };
        Path csv = dir.resolve("partial.csv");
        int code = run(
                failsSecondOpen,
                "--filename=" + dir.resolve("f"),
                "--size=64k",
                "--iodepth=1,2,4",
                "--no-plots",
                "-o",
                csv.toString());
        assertEquals(ExitCodes.FAILED, code);
        assertTrue(err.toString().contains("Input/output error"), err.toString());
        assertTrue(err.toString().contains("after 1 of 3 sweep points"), err.toString());
        List<String> rows = Files.readAllLines(csv);
        assertEquals(2, rows.size(), rows.toString());
        assertTrue(rows.get(1).startsWith("1,1,read,4096,"), rows.get(1));
    }
}
