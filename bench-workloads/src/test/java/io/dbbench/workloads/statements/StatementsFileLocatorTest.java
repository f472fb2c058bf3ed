package io.dbbench.workloads.statements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a user gets when STATEMENTS_CONFIG_FILE names something that is not a statements file. */
class StatementsFileLocatorTest {
    @TempDir
    Path dir;

    @Test
    void aFolderIsSaidToBeAFolderNotMissing() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("configs"));
        StatementsFileException e = assertThrows(
                StatementsFileException.class, () -> StatementsFileLocator.locate(folder.toString(), null));
        assertTrue(e.getMessage().contains("'" + folder + "' is a directory"), e.getMessage());
        assertTrue(e.getMessage().contains("name the .xml or .sql file in it"), e.getMessage());
        Path missing = dir.resolve("nothing.xml");
        StatementsFileException notFound = assertThrows(
                StatementsFileException.class, () -> StatementsFileLocator.locate(missing.toString(), null));
        assertTrue(notFound.getMessage().contains("not found"), notFound.getMessage());
    }

    @Test
    void aBinaryFileIsOneLineOfOursAndNothingFromTheParser() throws Exception {
        Path binary = dir.resolve("statements.xml");
        byte[] bytes = new byte[256];
        for (int i = 0; i < bytes.length; i++) bytes[i] = (byte) (0x80 + (i * 37) % 128);
        Files.write(binary, bytes);
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream stderr = System.err;
        StatementsFileException e;
        try {
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            e = assertThrows(StatementsFileException.class, () -> StatementsFiles.read(binary));
        } finally {
            System.setErr(stderr);
        }
        assertEquals("", captured.toString(StandardCharsets.UTF_8), "the XML parser printed to standard error");
        assertEquals(
                binary + ": document: bytes that are not text in the file's encoding (a binary file?)", e.getMessage());
    }

    @Test
    void sqlThatIsNotUtf8IsRefusedAtItsByte() throws Exception {
        Path sql = dir.resolve("mine.sql");
        byte[] text = "select 1;\nselect ".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = java.util.Arrays.copyOf(text, text.length + 2);
        bytes[text.length] = (byte) 0xC3; // a lead byte followed by no continuation byte
        bytes[text.length + 1] = (byte) '2';
        Files.write(sql, bytes);
        StatementsFileException e = assertThrows(StatementsFileException.class, () -> StatementsFiles.read(sql));
        assertEquals(sql + ": not valid UTF-8 text at byte 17 (line 2); save the file as UTF-8", e.getMessage());
    }

    @Test
    void nulBytesAreRefusedUpFrontNotOnTheWire() throws Exception {
        Path sql = dir.resolve("zeros.sql");
        Files.write(sql, new byte[64]);
        StatementsFileException e = assertThrows(StatementsFileException.class, () -> StatementsFiles.read(sql));
        assertEquals(
                sql + ": a NUL byte at byte 0 (line 1): NUL is not allowed in SQL text (a binary file?)",
                e.getMessage());
        Path later = dir.resolve("later.sql");
        Files.write(later, "select 1;\nselect\0 2;".getBytes(StandardCharsets.UTF_8));
        StatementsFileException second = assertThrows(StatementsFileException.class, () -> StatementsFiles.read(later));
        assertTrue(second.getMessage().contains("a NUL byte at byte 16 (line 2)"), second.getMessage());
    }

    @Test
    void aFifoIsSaidToBeOneNotMissing() throws Exception {
        Path fifo = dir.resolve("statements.sql");
        Process mkfifo;
        try {
            mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (java.io.IOException e) {
            org.junit.jupiter.api.Assumptions.abort("no mkfifo on this host: " + e.getMessage());
            return;
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(
                mkfifo.waitFor(30, java.util.concurrent.TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo failed");
        StatementsFileException e =
                assertThrows(StatementsFileException.class, () -> StatementsFileLocator.locate(fifo.toString(), null));
        assertEquals(
                "STATEMENTS_CONFIG_FILE '" + fifo + "' is not a regular file (a FIFO: " + fifo
                        + "); name the .xml or .sql file itself",
                e.getMessage());
    }
}
