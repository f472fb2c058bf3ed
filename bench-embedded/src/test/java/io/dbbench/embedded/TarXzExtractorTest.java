package io.dbbench.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TarXzExtractorTest {
    @TempDir
    Path temp;

    private static String mode(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }

    @Test
    void keepsExecutableBitsAndLinksAndMakesEverythingReadable() throws IOException {
        Path archive = TestArchives.postgresLike(temp.resolve("pg.txz"));
        Path target = Files.createDirectory(temp.resolve("out"));

        TarXzExtractor.extract(archive.toUri().toURL(), target);

        assertEquals("rwxr-xr-x", mode(target.resolve("bin/initdb")));
        assertEquals("rw-r--r--", mode(target.resolve("lib/libx.so.1.0")));
        assertEquals("rw-r--r--", mode(target.resolve("share/private.conf")), "readable by the server's user");
        assertEquals("rwxr-xr-x", mode(target.resolve("share")));
        Path link = target.resolve("lib/libx.so.1");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals(Path.of("libx.so.1.0"), Files.readSymbolicLink(link));
        assertEquals("library", Files.readString(link));
    }

    @Test
    void refusesEntriesOutsideTheTarget() throws IOException {
        Path archive = TestArchives.write(temp.resolve("evil.txz"), a -> a.file("../escaped", 0644, "x"));
        Path target = Files.createDirectory(temp.resolve("out"));

        IOException e = assertThrows(
                IOException.class, () -> TarXzExtractor.extract(archive.toUri().toURL(), target));

        assertTrue(e.getMessage().contains("outside the target directory"), e.getMessage());
        assertFalse(Files.exists(temp.resolve("escaped")));
    }

    @Test
    void refusesSymlinksLeadingOutside() throws IOException {
        Path archive =
                TestArchives.write(temp.resolve("evil.txz"), a -> a.symlink("lib/passwd", "../../../etc/passwd"));
        Path target = Files.createDirectory(temp.resolve("out"));

        IOException e = assertThrows(
                IOException.class, () -> TarXzExtractor.extract(archive.toUri().toURL(), target));

        assertTrue(e.getMessage().contains("symbolic link leading outside"), e.getMessage());
    }
}
