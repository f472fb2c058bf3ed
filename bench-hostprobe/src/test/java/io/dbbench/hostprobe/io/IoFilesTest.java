package io.dbbench.hostprobe.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** The file rules: nothing followed to create, nothing deleted that this run did not create, reasons said. */
class IoFilesTest {
    @TempDir
    Path dir;

    private static IoJobSpec spec(Path file, IoPattern rw, long sizeBytes) {
        return new IoJobSpec(file, sizeBytes, rw, 50, 4096, false, 1, 1, 0, false, 0, 0, 0);
    }

    private static IoFiles.Permissions none() {
        return new IoFiles.Permissions(false, false, false);
    }

    /** Every path under the directory: its kind, a link's target, a file's SHA-256. */
    static Map<String, String> snapshot(Path root) throws IOException {
        Map<String, String> all = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : (Iterable<Path>) paths::iterator) {
                String key = root.relativize(p).toString();
                if (Files.isSymbolicLink(p)) all.put(key, "link -> " + Files.readSymbolicLink(p));
                else if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) all.put(key, "file " + sha256(p));
                else all.put(key, "dir");
            }
        }
        return all;
    }

    private static String sha256(Path file) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aDanglingSymlinkIsRefusedAndNothingIsCreatedOrDeleted() throws Exception {
        Files.writeString(dir.resolve("theirs.dat"), "data that was here before");
        Path link = dir.resolve("io.test");
        Files.createSymbolicLink(link, dir.resolve("target-that-does-not-exist"));
        Map<String, String> before = snapshot(dir);
        IoProbeException e = assertThrows(
                IoProbeException.class,
                () -> IoFiles.prepareFile(spec(link, IoPattern.RANDWRITE, 1 << 20), none(), () -> false, () -> {}));
        assertTrue(e.getMessage().startsWith("--filename: " + link + " is a symbolic link"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one line");
        assertEquals(before, snapshot(dir), "every path and checksum as before");
    }

    @Test
    void aSymlinkToAnExistingFileIsHeldToItsTargetsRulesAndNeverDeleted() throws Exception {
        Path target = dir.resolve("theirs.dat");
        Files.write(target, new byte[64 * 4096]);
        Path link = dir.resolve("io.test");
        Files.createSymbolicLink(link, target);
        Map<String, String> before = snapshot(dir);
        IoProbeException write = assertThrows(
                IoProbeException.class,
                () -> IoFiles.prepareFile(spec(link, IoPattern.WRITE, 64 * 4096), none(), () -> false, () -> {}));
        assertTrue(write.getMessage().contains("--allow-existing"), write.getMessage());
        IoFiles.Prepared read =
                IoFiles.prepareFile(spec(link, IoPattern.READ, 64 * 4096), none(), () -> false, () -> {});
        assertFalse(read.created(), "the target existed: not ours");
        assertFalse(IoFiles.deleteCreated(read));
        assertEquals(before, snapshot(dir));
    }

    @Test
    void aLayoutStoppedBySignalDeletesThePartItWrote() throws Exception {
        Path file = dir.resolve("io.test");
        AtomicInteger checks = new AtomicInteger();
        assertThrows(
                InterruptedException.class,
                () -> IoFiles.prepareFile(
                        spec(file, IoPattern.READ, 8 << 20), none(), () -> checks.incrementAndGet() > 2, () -> {}));
        assertTrue(checks.get() > 2, "stopped after two chunks were written");
        assertFalse(Files.exists(file, LinkOption.NOFOLLOW_LINKS), "the partial file is gone");
        assertEquals(Map.of("", "dir"), snapshot(dir));
    }

    @Test
    void onlyTheFileThisRunCreatedIsDeletedNotOneLaterPutInItsPlace() throws Exception {
        Path file = dir.resolve("io.test");
        IoFiles.Prepared ours =
                IoFiles.prepareFile(spec(file, IoPattern.WRITE, 1 << 20), none(), () -> false, () -> {});
        assertTrue(ours.created());
        // ours moved away (so its inode stays taken) and another file made at its path
        Files.move(file, dir.resolve("ours-moved"));
        Files.writeString(file, "someone else's file, made after ours was moved");
        Map<String, String> before = snapshot(dir);
        assertFalse(IoFiles.deleteCreated(ours), "a different inode: not ours");
        assertEquals(before, snapshot(dir));
        Files.delete(file);
        Files.delete(dir.resolve("ours-moved"));
        IoFiles.Prepared again =
                IoFiles.prepareFile(spec(file, IoPattern.WRITE, 1 << 20), none(), () -> false, () -> {});
        assertTrue(IoFiles.deleteCreated(again));
        assertFalse(Files.exists(file));
    }

    @Test
    void aFailureSaysWhyInTheKernelsWords() {
        assertEquals("Permission denied", IoFiles.reason(new AccessDeniedException("/ro/io.test")));
        assertEquals(
                "Read-only file system",
                IoFiles.reason(new FileSystemException("/ro/io.test", null, "Read-only file system")));
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void layingOutWhereTheKernelRefusesSaysPermissionDenied() {
        // sysfs refuses to create files even for root: a directory no one may write to
        Path file = Path.of("/sys/dbbench-io-test-" + ProcessHandle.current().pid());
        IoProbeException e = assertThrows(
                IoProbeException.class,
                () -> IoFiles.prepareFile(spec(file, IoPattern.WRITE, 1 << 20), none(), () -> false, () -> {}));
        // a container mounts /sys read-only: the kernel then says so instead
        assertTrue(
                e.getMessage().equals("--filename: cannot lay out " + file + ": Permission denied")
                        || e.getMessage().equals("--filename: cannot lay out " + file + ": Read-only file system"),
                e.getMessage());
    }

    @Test
    void readonlyNeverLaysAFileOut() throws Exception {
        IoFiles.Permissions readonly = new IoFiles.Permissions(true, false, true);
        Path missing = dir.resolve("missing.io");
        IoProbeException e = assertThrows(
                IoProbeException.class,
                () -> IoFiles.prepareFile(spec(missing, IoPattern.READ, 1 << 20), readonly, () -> false, () -> {}));
        assertTrue(e.getMessage().startsWith("--readonly: " + missing + " does not exist"), e.getMessage());
        assertFalse(Files.exists(missing), "nothing created");
        Path small = Files.write(dir.resolve("small.io"), new byte[4096]);
        e = assertThrows(
                IoProbeException.class,
                () -> IoFiles.prepareFile(spec(small, IoPattern.READ, 1 << 20), readonly, () -> false, () -> {}));
        assertTrue(e.getMessage().contains("is smaller than --size"), e.getMessage());
        assertEquals(4096, Files.size(small), "not extended");
    }
}
