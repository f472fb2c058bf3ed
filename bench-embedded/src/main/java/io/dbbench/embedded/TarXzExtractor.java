package io.dbbench.embedded;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;

/**
 * Unpacks a tar.xz archive, keeping what makes binaries runnable: executable bits and the symbolic
 * links between shared libraries (libpq.so.5 -> libpq.so.5.16).
 *
 * <p>Permissions are normalised to 0755 (anything executable, and directories) or 0644 (the rest):
 * readable by everyone, because as root the server runs as another user who must load these files,
 * and writable by nobody else. Entries that would land outside the target directory are refused.
 */
final class TarXzExtractor {
    private static final int EXECUTABLE_BITS = 0111;

    private TarXzExtractor() {}

    static void extract(URL archive, Path targetDir) throws IOException {
        Path root = targetDir.toAbsolutePath().normalize();
        List<Path> directories = new ArrayList<>();
        try (InputStream raw = archive.openStream();
                TarArchiveInputStream tar =
                        new TarArchiveInputStream(new XZCompressorInputStream(new BufferedInputStream(raw)))) {
            TarArchiveEntry entry;
            while ((entry = tar.getNextEntry()) != null) {
                Path target = inside(root, entry.getName(), archive);
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                    directories.add(target);
                } else if (entry.isSymbolicLink()) {
                    Files.createDirectories(target.getParent());
                    Path link = Path.of(entry.getLinkName());
                    if (link.isAbsolute()) {
                        throw new IOException(archive + ": absolute symbolic link refused: " + entry.getName());
                    }
                    if (!target.getParent().resolve(link).normalize().startsWith(root)) {
                        throw new IOException(archive + ": symbolic link leading outside refused: " + entry.getName());
                    }
                    Files.createSymbolicLink(target, link);
                } else if (entry.isLink()) {
                    Files.createDirectories(target.getParent());
                    Files.createLink(target, inside(root, entry.getLinkName(), archive));
                } else if (entry.isFile()) {
                    Files.createDirectories(target.getParent());
                    Files.copy(tar, target);
                    boolean executable = (entry.getMode() & EXECUTABLE_BITS) != 0;
                    Files.setPosixFilePermissions(
                            target, PosixFilePermissions.fromString(executable ? "rwxr-xr-x" : "rw-r--r--"));
                }
                // devices and FIFOs have no place in a binary distribution: skipped
            }
        }
        // last, so a directory's own mode never blocks writing its entries
        for (Path dir : directories) {
            if (Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
                Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
        }
    }

    private static Path inside(Path root, String entryName, URL archive) throws IOException {
        Path resolved = root.resolve(entryName).normalize();
        if (!resolved.startsWith(root)) {
            throw new IOException(archive + ": entry outside the target directory refused: " + entryName);
        }
        return resolved;
    }
}
