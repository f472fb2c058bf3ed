package io.dbbench.embedded;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Unpacks a .txz archive once into a cache directory named after the archive's content hash, so later
 * runs (and other JVMs) reuse it.
 *
 * <p>Safe against concurrent unpacking: a file lock serialises JVMs, a JVM-wide monitor serialises
 * threads (a FileLock belongs to the whole process and would throw for a second thread), and the
 * tree is built in a private directory and renamed into place in one atomic step, so a directory under
 * the final name is always complete.
 */
final class ArchiveCache {
    private static final Object THREADS_OF_THIS_JVM = new Object();
    private static final int HASH_HEX_CHARS = 16;
    /** A class-path archive does not change while the JVM runs; hashing 14 MB once is enough. */
    private static final Map<String, String> HASHES = new ConcurrentHashMap<>();

    private ArchiveCache() {}

    /**
     * Returns the directory holding the unpacked archive, unpacking it first if no earlier run did.
     *
     * @param cacheParent where cache directories live (created if missing)
     * @param namePrefix  the cache directory is {@code namePrefix + hash}
     */
    static Path unpack(URL archive, Path cacheParent, String namePrefix) throws EmbeddedPostgresException {
        String hash = contentHash(archive);
        Path finalDir = cacheParent.resolve(namePrefix + hash);
        synchronized (THREADS_OF_THIS_JVM) {
            try {
                Files.createDirectories(cacheParent);
                Path lockFile = cacheParent.resolve(namePrefix + hash + ".lock");
                // NOFOLLOW_LINKS: in a shared directory such as /var/tmp, a planted symlink must not
                // make us create or lock a file elsewhere
                try (FileChannel channel = FileChannel.open(
                        lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
                    FileLock lock = channel.lock();
                    try {
                        requireSameOwner(finalDir, cacheParent);
                        if (!Files.isDirectory(finalDir, LinkOption.NOFOLLOW_LINKS)) {
                            removeLeftovers(cacheParent, namePrefix + hash + ".partial-");
                            Path partial = cacheParent.resolve(namePrefix + hash + ".partial-" + UUID.randomUUID());
                            Files.createDirectory(partial);
                            TarXzExtractor.extract(archive, partial);
                            Files.setPosixFilePermissions(partial, PosixFilePermissions.fromString("rwxr-xr-x"));
                            Files.move(partial, finalDir, StandardCopyOption.ATOMIC_MOVE);
                        }
                    } finally {
                        lock.release();
                    }
                }
            } catch (IOException e) {
                throw new EmbeddedPostgresException("cannot unpack " + archive + " into " + finalDir + ": " + e, e);
            }
        }
        return finalDir;
    }

    /**
     * Someone else's directory under our name (possible in a shared place such as /var/tmp) could
     * hold anything; we never run binaries from it. "Us" is the owner of a file we just created, which
     * works even for a user id without a name.
     */
    private static void requireSameOwner(Path dir, Path cacheParent) throws IOException, EmbeddedPostgresException {
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Path probe = Files.createTempFile(cacheParent, ".owner-probe-", "");
        UserPrincipal us;
        try {
            us = Files.getOwner(probe);
        } finally {
            Files.delete(probe);
        }
        UserPrincipal owner = Files.getOwner(dir, LinkOption.NOFOLLOW_LINKS);
        if (!owner.equals(us) || Files.isSymbolicLink(dir)) {
            throw new EmbeddedPostgresException("refusing cached PostgreSQL binaries in " + dir + ": owned by "
                    + owner.getName() + ", not by " + us.getName() + " (remove it)");
        }
    }

    /** Half-built trees of a JVM that died while unpacking; we hold the lock, so nobody is using them. */
    private static void removeLeftovers(Path cacheParent, String partialPrefix) throws IOException {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(cacheParent, partialPrefix + "*")) {
            for (Path leftover : entries) {
                Directories.deleteRecursively(leftover);
            }
        }
    }

    static String contentHash(URL archive) throws EmbeddedPostgresException {
        String known = HASHES.get(archive.toString());
        if (known != null) {
            return known;
        }
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            try (InputStream in = new DigestInputStream(new BufferedInputStream(archive.openStream()), digest)) {
                in.transferTo(OutputStream.nullOutputStream());
            }
            String hash = HexFormat.of().formatHex(digest.digest()).substring(0, HASH_HEX_CHARS);
            HASHES.put(archive.toString(), hash);
            return hash;
        } catch (IOException | NoSuchAlgorithmException e) {
            throw new EmbeddedPostgresException("cannot read " + archive + ": " + e, e);
        }
    }
}
