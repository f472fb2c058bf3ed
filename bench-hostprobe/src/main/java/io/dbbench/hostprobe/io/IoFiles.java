package io.dbbench.hostprobe.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.SplittableRandom;

/**
 * The file rules: lay out a missing file (as fio does) and never write into a file or device this tool
 * did not create unless told to.
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
     * Checks the rules and lays the file out when it is missing.
     *
     * @param spec the job
     * @param permissions what the user allowed
     * @return true when this call created the file (the caller deletes it afterwards unless kept)
     * @throws IoProbeException one line naming the file and the option that would allow it
     */
    public static boolean prepare(IoJobSpec spec, Permissions permissions) throws IoProbeException {
        Path file = spec.file();
        boolean writes = spec.pattern().writes();
        if (permissions.readonly() && writes) {
            throw new IoProbeException(
                    "--readonly: --rw=" + spec.pattern().name().toLowerCase(java.util.Locale.ROOT) + " writes", null);
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
            return false;
        }
        try {
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
                    layOut(file, existing, spec.sizeBytes());
                }
                return false;
            }
            layOut(file, 0, spec.sizeBytes());
            return true;
        } catch (IOException e) {
            throw new IoProbeException("--filename: cannot lay out " + file + ": " + e.getMessage(), e);
        }
    }

    /** Writes non-zero pseudo-random data so that no file system can treat the blocks as holes. */
    private static void layOut(Path file, long fromBytes, long toBytes) throws IOException {
        ByteBuffer chunk = ByteBuffer.allocate(LAYOUT_CHUNK_BYTES);
        new SplittableRandom(1).ints(LAYOUT_CHUNK_BYTES / 4).forEach(chunk::putInt);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            for (long at = fromBytes; at < toBytes; ) {
                chunk.clear().limit((int) Math.min(LAYOUT_CHUNK_BYTES, toBytes - at));
                at += channel.write(chunk, at);
            }
            channel.force(true);
        }
    }
}
