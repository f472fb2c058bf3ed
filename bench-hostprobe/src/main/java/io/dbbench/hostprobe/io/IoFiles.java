package io.dbbench.hostprobe.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * The file rules: lay out a missing file (as fio does) and never write into a file or device this tool
 * did not create unless told to, and never delete anything but the file this run created.
 */
public final class IoFiles {
    private static final int LAYOUT_CHUNK_BYTES = 1 << 20;

    private IoFiles() {}

    /**
     * What the user allowed.
     *
     * @param readonly fio's --readonly: no write of any kind
     * @param allowDestroy writes to a block device are allowed
     * @param allowExisting writes to (or extending) an existing regular file are allowed
     */
    public record Permissions(boolean readonly, boolean allowDestroy, boolean allowExisting) {}

    /**
     * What {@link #prepareFile} did.
     *
     * @param file the path given
     * @param created true when this run created the file (and only then may it delete it)
     * @param fileKey the created file's identity (device and inode), so a file put in its place later is
     *     never taken for it; null when nothing was created
     */
    public record Prepared(Path file, boolean created, Object fileKey) {}

    /**
     * Checks the rules and lays the file out when it is missing.
     *
     * @param spec the job
     * @param permissions what the user allowed
     * @return true when this call created the file (the caller deletes it afterwards unless kept)
     * @throws IoProbeException one line naming the file and the option that would allow it
     */
    public static boolean prepare(IoJobSpec spec, Permissions permissions) throws IoProbeException {
        try {
            return prepareFile(spec, permissions, () -> false, () -> {}).created();
        } catch (InterruptedException e) {
            throw new IllegalStateException("a layout that is never asked to stop cannot be interrupted", e);
        }
    }

    /**
     * Checks the rules and lays the file out when it is missing. A symbolic link is never followed to create
     * a file: one to nothing is refused, one to an existing file or device is held to the rules of its
     * target (which this run then did not create, so never deletes). A layout that fails or is stopped
     * deletes the part it wrote.
     *
     * @param spec the job
     * @param permissions what the user allowed
     * @param stopRequested true once a signal asked the run to stop; checked between layout chunks
     * @param layingOut told once the file is open for its layout and before the first byte is written (the
     *     CLI prints fio's "Laying out IO file" line then, so a refusal before it stays one line)
     * @return what was prepared; delete it with {@link #deleteCreated}
     * @throws IoProbeException one line naming the file, the reason and the option that would allow it
     * @throws InterruptedException when stopped during the layout (the partial file is already deleted)
     */
    public static Prepared prepareFile(
            IoJobSpec spec, Permissions permissions, BooleanSupplier stopRequested, Runnable layingOut)
            throws IoProbeException, InterruptedException {
        Path file = spec.file();
        boolean writes = spec.pattern().writes();
        if (permissions.readonly() && writes) {
            throw new IoProbeException(
                    "--readonly: --rw=" + spec.pattern().name().toLowerCase(Locale.ROOT) + " writes", null);
        }
        if (Files.isSymbolicLink(file) && !Files.exists(file)) {
            throw new IoProbeException(
                    "--filename: " + file + " is a symbolic link to " + linkTarget(file)
                            + ", which does not exist; a link is not followed to create a file:"
                            + " give the path of the new file itself",
                    null);
        }
        if (Files.isDirectory(file)) {
            throw new IoProbeException("--filename: " + file + " is a directory", null);
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            if (!permissions.readonly() && !permissions.allowDestroy()) {
                throw new IoProbeException(
                        "--filename: " + file + " is a device; pass --readonly, or --allow-destroy to write to it",
                        null);
            }
            return new Prepared(file, false, null);
        }
        try {
            if (permissions.readonly() && (!Files.exists(file) || Files.size(file) < spec.sizeBytes())) {
                // --readonly writes nothing, not even the layout of a missing or short file
                throw new IoProbeException(
                        "--readonly: " + file
                                + (Files.exists(file) ? " is smaller than --size" : " does not exist")
                                + "; --readonly never writes, so it cannot lay the file out (run once without"
                                + " --readonly and with --keep to lay it out)",
                        null);
            }
            if (Files.exists(file)) {
                long existing = Files.size(file);
                if ((writes || existing < spec.sizeBytes()) && !permissions.allowExisting()) {
                    throw new IoProbeException(
                            "--filename: " + file + " exists and was not created by this run"
                                    + (writes ? "; it would be written" : "; it is smaller than --size")
                                    + " (pass --allow-existing to use it)",
                            null);
                }
                if (existing < spec.sizeBytes()) {
                    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
                        layingOut.run();
                        layOut(channel, existing, spec.sizeBytes(), stopRequested);
                    }
                }
                return new Prepared(file, false, null);
            }
        } catch (IOException e) {
            throw new IoProbeException("--filename: cannot lay out " + file + ": " + reason(e), e);
        }
        return layOutNew(file, spec.sizeBytes(), stopRequested, layingOut);
    }

    /**
     * Deletes the file this run created, and nothing else: not when the path is now a link, a directory or
     * another file (a different inode) than the one laid out.
     *
     * @param prepared what {@link #prepareFile} returned
     * @return true when the file was deleted; false when there was nothing of ours to delete
     * @throws IOException when the delete itself fails
     */
    public static boolean deleteCreated(Prepared prepared) throws IOException {
        if (!prepared.created()) return false;
        BasicFileAttributes now;
        try {
            now = Files.readAttributes(prepared.file(), BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException gone) {
            return false;
        }
        if (!now.isRegularFile() || !Objects.equals(now.fileKey(), prepared.fileKey())) return false;
        Files.delete(prepared.file());
        return true;
    }

    /**
     * Why an I/O call failed, in the kernel's words: the JDK puts only the path in the message of an
     * AccessDeniedException, so "cannot lay out X: X" said nothing.
     *
     * @param e the failure
     * @return e.g. {@code Permission denied}, {@code Read-only file system}, {@code No space left on device}
     */
    public static String reason(IOException e) {
        if (e instanceof FileSystemException f) {
            if (f.getReason() != null) return f.getReason();
            if (e instanceof AccessDeniedException) return "Permission denied";
            if (e instanceof NoSuchFileException) return "No such file or directory";
            if (e instanceof FileAlreadyExistsException) return "File exists";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /**
     * Creates the file with O_EXCL (CREATE_NEW): a link or file put at the path since the checks makes the
     * open fail rather than be written through; then fills it and records its identity.
     */
    private static Prepared layOutNew(Path file, long sizeBytes, BooleanSupplier stopRequested, Runnable layingOut)
            throws IoProbeException, InterruptedException {
        Prepared created = null;
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            created = new Prepared(
                    file,
                    true,
                    Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
                            .fileKey());
            layingOut.run();
            layOut(channel, 0, sizeBytes, stopRequested);
            return created;
        } catch (IOException | InterruptedException | RuntimeException e) {
            if (created != null) {
                try {
                    deleteCreated(created);
                } catch (IOException notDeleted) {
                    e.addSuppressed(notDeleted);
                }
            }
            if (e instanceof InterruptedException interrupted) throw interrupted;
            if (e instanceof IOException io) {
                throw new IoProbeException("--filename: cannot lay out " + file + ": " + reason(io), io);
            }
            throw (RuntimeException) e;
        }
    }

    /** Writes non-zero pseudo-random data so that no file system can treat the blocks as holes. */
    private static void layOut(FileChannel channel, long fromBytes, long toBytes, BooleanSupplier stopRequested)
            throws IOException, InterruptedException {
        ByteBuffer chunk = ByteBuffer.allocate(LAYOUT_CHUNK_BYTES);
        new SplittableRandom(1).ints(LAYOUT_CHUNK_BYTES / 4).forEach(chunk::putInt);
        for (long at = fromBytes; at < toBytes; ) {
            if (stopRequested.getAsBoolean()) throw new InterruptedException("stopped while laying out");
            chunk.clear().limit((int) Math.min(LAYOUT_CHUNK_BYTES, toBytes - at));
            at += channel.write(chunk, at);
        }
        channel.force(true);
    }

    private static String linkTarget(Path link) {
        try {
            return Files.readSymbolicLink(link).toString();
        } catch (IOException e) {
            return "(unreadable: " + reason(e) + ")";
        }
    }
}
