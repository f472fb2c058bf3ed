package io.dbbench.embedded;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.tar.TarConstants;
import org.apache.commons.compress.compressors.xz.XZCompressorOutputStream;

/** Writes small tar.xz archives shaped like the bundled PostgreSQL one (or deliberately malicious). */
final class TestArchives {
    private final TarArchiveOutputStream tar;

    private TestArchives(OutputStream out) throws IOException {
        this.tar = new TarArchiveOutputStream(new XZCompressorOutputStream(out));
    }

    interface Content {
        void write(TestArchives archive) throws IOException;
    }

    static Path write(Path file, Content content) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            TestArchives archive = new TestArchives(out);
            content.write(archive);
            archive.tar.close();
        }
        return file;
    }

    /** bin/initdb (0755), lib/libx.so.1.0 (0644), lib/libx.so.1 -> libx.so.1.0, share/ with a 0700 mode. */
    static Path postgresLike(Path file) throws IOException {
        return write(file, a -> {
            a.directory("bin/", 0755);
            a.file("bin/initdb", 0755, "#!/bin/sh\necho initdb\n");
            a.directory("lib/", 0755);
            a.file("lib/libx.so.1.0", 0644, "library");
            a.symlink("lib/libx.so.1", "libx.so.1.0");
            a.directory("share/", 0700);
            a.file("share/private.conf", 0600, "conf");
        });
    }

    void directory(String name, int mode) throws IOException {
        TarArchiveEntry entry = new TarArchiveEntry(name);
        entry.setMode(TarArchiveEntry.DEFAULT_DIR_MODE & ~0777 | mode);
        tar.putArchiveEntry(entry);
        tar.closeArchiveEntry();
    }

    void file(String name, int mode, String content) throws IOException {
        byte[] bytes = content.getBytes(StandardCharsets.UTF_8);
        TarArchiveEntry entry = new TarArchiveEntry(name);
        entry.setMode(TarArchiveEntry.DEFAULT_FILE_MODE & ~0777 | mode);
        entry.setSize(bytes.length);
        tar.putArchiveEntry(entry);
        tar.write(bytes);
        tar.closeArchiveEntry();
    }

    void symlink(String name, String target) throws IOException {
        TarArchiveEntry entry = new TarArchiveEntry(name, TarConstants.LF_SYMLINK);
        entry.setLinkName(target);
        tar.putArchiveEntry(entry);
        tar.closeArchiveEntry();
    }
}
