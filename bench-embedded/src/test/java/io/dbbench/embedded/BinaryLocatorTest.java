package io.dbbench.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BinaryLocatorTest {
    @TempDir
    Path temp;

    private void fakeDebianVersion(String version, String... binaries) throws IOException {
        Path bin = Files.createDirectories(temp.resolve(version).resolve("bin"));
        for (String name : binaries) {
            Files.createFile(
                    bin.resolve(name),
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        }
    }

    @Test
    void picksTheHighestCompleteDebianVersion() throws IOException {
        fakeDebianVersion("9.6", "initdb", "pg_ctl", "postgres");
        fakeDebianVersion("15", "initdb", "pg_ctl", "postgres");
        fakeDebianVersion("17", "pg_ctl"); // client package only: no server
        Files.createDirectories(temp.resolve("lib"));

        assertEquals(Optional.of(temp.resolve("15/bin")), BinaryLocator.highestDebianVersion(temp));
    }

    @Test
    void findsNothingWhereNothingIs() {
        assertTrue(BinaryLocator.highestDebianVersion(temp.resolve("missing")).isEmpty());
        assertTrue(BinaryLocator.highestDebianVersion(temp).isEmpty());
    }

    @Test
    void cachesWhereTheServerUserCanReach() {
        assertEquals(
                Path.of("/var/tmp"), BinaryLocator.cacheParent(true, Map.of("XDG_CACHE_HOME", "/root/.c"), "/root"));
        assertEquals("dbbench-pg-", BinaryLocator.cachePrefix(true));
        assertEquals(Path.of("/home/u/.cache/dbbench"), BinaryLocator.cacheParent(false, Map.of(), "/home/u"));
        assertEquals(
                Path.of("/x/cache/dbbench"),
                BinaryLocator.cacheParent(false, Map.of("XDG_CACHE_HOME", "/x/cache"), "/home/u"));
        assertEquals(
                Path.of("/home/u/.cache/dbbench"),
                BinaryLocator.cacheParent(false, Map.of("XDG_CACHE_HOME", "relative"), "/home/u"),
                "XDG spec: relative is ignored");
        assertEquals("pg-", BinaryLocator.cachePrefix(false));
    }
}
