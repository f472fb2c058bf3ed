package io.dbbench.netprobe.server;

import io.dbbench.netprobe.protocol.FsyncMode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Writes each rr request to a file before it is acknowledged, like a redo log: sequentially, wrapping
 * around at {@link #WRAP_BYTES} so a long test cannot fill the disk, synced per {@link FsyncMode}.
 * The file is deleted when the connection ends.
 */
final class RequestFileWriter implements AutoCloseable {
    static final long WRAP_BYTES = 64L * 1024 * 1024;

    private final Path path;
    private final FileChannel file;
    private final FsyncMode fsync;
    private long position;

    RequestFileWriter(Path path, FsyncMode fsync) throws IOException {
        this.path = path;
        this.fsync = fsync;
        this.file = FileChannel.open(
                path, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
    }

    /** Writes the remaining bytes of {@code message} and syncs; returns the nanoseconds spent (the disk time). */
    long write(ByteBuffer message) throws IOException {
        long begin = System.nanoTime();
        if (position + message.remaining() > WRAP_BYTES) {
            position = 0;
        }
        while (message.hasRemaining()) {
            position += file.write(message, position);
        }
        switch (fsync) {
            case DATA -> file.force(false);
            case FULL -> file.force(true);
            case NONE -> {
                // page cache only: measures the write call itself
            }
        }
        return Math.max(1, System.nanoTime() - begin);
    }

    Path path() {
        return path;
    }

    @Override
    public void close() throws IOException {
        try {
            file.close();
        } finally {
            Files.deleteIfExists(path);
        }
    }
}
