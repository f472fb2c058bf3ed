package io.dbbench.cli.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.cli.MainAccess;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class IoCommandTest {
    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = MainAccess.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void theFieldCommandLineRunsInFiosEqualsFormAndDeletesItsFile() {
        Path file = dir.resolve("io.test");
        assertEquals(
                0,
                run(
                        "io",
                        "--filename=" + file,
                        "--size=1m",
                        "--direct=0",
                        "--rw=randread",
                        "--bs=4k",
                        "--ioengine=libaio",
                        "--iodepth=4",
                        "--runtime=120",
                        "--numjobs=2",
                        "--group_reporting",
                        "--name=iops-test-job",
                        "--eta-newline=1"),
                err.toString());
        String report = out.toString();
        assertTrue(
                report.startsWith("iops-test-job: (g=0): rw=randread, bs=(R) 4096B-4096B,"),
                "fio's job line: " + report);
        assertTrue(
                report.contains("\nStarting 2 threads\niops-test-job: Laying out IO file (1 file / 1MiB)\n"
                        + "Jobs: 2 (f=2): [r(2)][100.0%]"),
                "--eta-newline's final line after fio's header: " + report);
        assertTrue(report.contains("\niops-test-job: (groupid=0, jobs=2)"), report);
        assertTrue(report.contains("asked for libaio"), report);
        assertTrue(report.contains("read: IOPS="), report);
        assertTrue(report.contains("50.00th=["), report);
        assertTrue(report.contains("lat ("), report);
        assertFalse(Files.exists(file), "laid out by the run, deleted afterwards");
    }

    @Test
    void theSpaceFormGivesFiosJson() throws Exception {
        Path file = dir.resolve("io.test");
        assertEquals(
                0,
                run(
                        "io",
                        "--filename",
                        file.toString(),
                        "--size",
                        "256k",
                        "--rw",
                        "write",
                        "--bs",
                        "4k",
                        "--fdatasync",
                        "1",
                        "--output-format",
                        "json",
                        "--name",
                        "redo",
                        "--keep"),
                err.toString());
        JsonNode job = new ObjectMapper().readTree(out.toString()).path("jobs").get(0);
        assertEquals("redo", job.path("jobname").asText());
        assertEquals(64, job.path("write").path("total_ios").asLong());
        assertEquals(64, job.path("sync").path("total_ios").asLong());
        assertTrue(Files.exists(file), "--keep");
    }

    @Test
    void badInputIsOneLineNamingTheOption() {
        assertEquals(2, run("io", "--filename=" + dir.resolve("x"), "--size=1m", "--bs=4q"));
        assertTrue(err.toString().contains("--bs"), err.toString());
        assertEquals(2, run("io", "--filename=" + dir.resolve("x"), "--size=1m", "--rw=sideways"));
        assertTrue(err.toString().contains("--rw"), err.toString());
        assertEquals(2, run("io", "--filename=" + dir.resolve("x"), "--size=1m", "--ioengine=windowsaio"));
        assertTrue(err.toString().contains("--ioengine"), err.toString());
    }

    @Test
    void aFileItDidNotCreateIsNotWritten() throws Exception {
        Path file = dir.resolve("theirs");
        Files.write(file, new byte[8192]);
        assertEquals(2, run("io", "--filename=" + file, "--rw=write", "--bs=4k"));
        assertTrue(err.toString().contains("--allow-existing"), err.toString());
        assertEquals(8192, Files.size(file));
        assertTrue(Files.exists(file));
    }
}
