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
}
