package io.dbbench.core.internal.connect;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * Extracts an Oracle credentials zip (the cloud "wallet": tnsnames.ora, sqlnet.ora, cwallet.sso, keys)
 * into a fresh directory only the current user can read, because it holds private keys.
 *
 * <p>The zip comes from outside, so nothing in it is trusted: an entry whose name would land outside
 * the directory (zip-slip: {@code ../x}, {@code /etc/x}, {@code C:\x}) refuses the whole zip, and so
 * does an entry or a total larger than any real wallet (a zip bomb). A refused zip leaves nothing behind.
 */
final class WalletZip {
    /** Real wallets are a dozen files of a few KB each; these limits are far above that and far below harm. */
    static final long MAX_ENTRY_BYTES = 8L * 1024 * 1024;

    static final long MAX_TOTAL_BYTES = 32L * 1024 * 1024;
    static final int MAX_ENTRIES = 256;

    private static final String DIR_PREFIX = "dbbench-wallet-";
    private static final Pattern WINDOWS_DRIVE = Pattern.compile("^[A-Za-z]:.*");
    private static final boolean POSIX =
            FileSystems.getDefault().supportedFileAttributeViews().contains("posix");

    private WalletZip() {}

    /**
     * Extracts {@code zip} into a new private directory under {@code parentDir} (the system temp
     * directory when null) and returns that directory.
     */
    static Path extract(String connectString, Path zip, Path parentDir) throws ConnectStringException {
        Path root;
        try {
            root = parentDir == null
                    ? Files.createTempDirectory(DIR_PREFIX, privateDir())
                    : Files.createTempDirectory(parentDir, DIR_PREFIX, privateDir());
        } catch (IOException e) {
            throw new ConnectStringException(
                    connectString,
                    "cannot create a directory to extract the credentials zip " + zip + " (-cf) into: " + e,
                    e);
        }
        try {
            extractInto(connectString, zip, root);
            return root;
        } catch (ConnectStringException | RuntimeException e) {
            deleteQuietly(root, e);
            throw e;
        }
    }

    private static void extractInto(String cs, Path zip, Path root) throws ConnectStringException {
        try (ZipFile zipFile = new ZipFile(zip.toFile())) {
            int entries = 0;
            long totalBytes = 0;
            for (Enumeration<? extends ZipEntry> e = zipFile.entries(); e.hasMoreElements(); ) {
                ZipEntry entry = e.nextElement();
                if (++entries > MAX_ENTRIES) {
                    throw refuse(cs, zip, "has more than " + MAX_ENTRIES + " entries; no wallet is that large");
                }
                Path target = safeTarget(cs, zip, root, entry);
                if (entry.isDirectory()) {
                    createPrivateDirectories(root, target);
                    continue;
                }
                if (entry.getSize() > MAX_ENTRY_BYTES) {
                    throw refuse(
                            cs,
                            zip,
                            "entry '" + entry.getName() + "' is " + entry.getSize() + " bytes, over the "
                                    + MAX_ENTRY_BYTES + "-byte limit for a wallet file");
                }
                createPrivateDirectories(root, target.getParent());
                totalBytes += copyBounded(cs, zip, zipFile, entry, target);
                if (totalBytes > MAX_TOTAL_BYTES) {
                    throw refuse(
                            cs, zip, "unpacks to more than " + MAX_TOTAL_BYTES + " bytes; no wallet is that large");
                }
            }
        } catch (NoSuchFileException e) {
            throw new ConnectStringException(cs, "credentials zip " + zip + " (-cf) does not exist", e);
        } catch (FileAlreadyExistsException e) {
            throw refuse(cs, zip, "holds the same file twice (" + root.relativize(Path.of(e.getFile())) + ")");
        } catch (ZipException e) {
            throw new ConnectStringException(
                    cs, "credentials file " + zip + " (-cf) is not a readable zip: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new ConnectStringException(cs, "cannot extract credentials zip " + zip + " (-cf): " + e, e);
        }
    }

    /** Where an entry goes, or a refusal when its name would put it anywhere but inside {@code root}. */
    private static Path safeTarget(String cs, Path zip, Path root, ZipEntry entry) throws ConnectStringException {
        String name = entry.getName();
        String unified = name.replace('\\', '/');
        boolean suspicious = unified.isEmpty()
                || unified.indexOf('\0') >= 0
                || unified.startsWith("/")
                || WINDOWS_DRIVE.matcher(unified).matches()
                || List.of(unified.split("/")).contains("..");
        Path target = suspicious ? null : root.resolve(unified).normalize();
        if (target == null || !target.startsWith(root) || (target.equals(root) && !entry.isDirectory())) {
            throw refuse(cs, zip, "entry '" + name + "' would be written outside the extraction directory (zip-slip)");
        }
        return target;
    }

    private static long copyBounded(String cs, Path zip, ZipFile zipFile, ZipEntry entry, Path target)
            throws IOException, ConnectStringException {
        // the declared size can lie, so count what actually comes out
        Files.createFile(target, privateFile());
        long written = 0;
        byte[] buffer = new byte[8192];
        try (InputStream in = zipFile.getInputStream(entry);
                OutputStream out = Files.newOutputStream(target)) {
            for (int n; (n = in.read(buffer)) > 0; ) {
                written += n;
                if (written > MAX_ENTRY_BYTES) {
                    throw refuse(
                            cs,
                            zip,
                            "entry '" + entry.getName() + "' unpacks to more than " + MAX_ENTRY_BYTES
                                    + " bytes, the limit for a wallet file");
                }
                out.write(buffer, 0, n);
            }
        }
        return written;
    }

    private static void createPrivateDirectories(Path root, Path dir) throws IOException {
        if (dir.equals(root) || Files.isDirectory(dir)) {
            return;
        }
        createPrivateDirectories(root, dir.getParent());
        Files.createDirectory(dir, privateDir());
    }

    private static ConnectStringException refuse(String cs, Path zip, String why) {
        return new ConnectStringException(cs, "refusing credentials zip " + zip + " (-cf): it " + why);
    }

    /** Deletes a directory tree; a missing directory is already deleted. */
    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    private static void deleteQuietly(Path dir, Exception primary) {
        try {
            deleteTree(dir);
        } catch (IOException cleanupFailure) {
            primary.addSuppressed(cleanupFailure);
        }
    }

    private static FileAttribute<?>[] privateDir() {
        return POSIX
                ? new FileAttribute<?>[] {
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"))
                }
                : new FileAttribute<?>[0];
    }

    private static FileAttribute<?>[] privateFile() {
        return POSIX
                ? new FileAttribute<?>[] {
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))
                }
                : new FileAttribute<?>[0];
    }
}
