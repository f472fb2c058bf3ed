package io.dbbench.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArchiveCacheTest {
    @TempDir
    Path temp;

    @Test
    void unpacksOnceAndReusesTheDirectoryNamedByTheContentHash() throws Exception {
        URL archive = TestArchives.postgresLike(temp.resolve("pg.txz")).toUri().toURL();
        Path cache = temp.resolve("cache");

        Path first = ArchiveCache.unpack(archive, cache, "pg-");
        Files.writeString(first.resolve("marker"), "from the first run");
        Path second = ArchiveCache.unpack(archive, cache, "pg-");

        assertEquals(first, second);
        assertEquals(cache.resolve("pg-" + ArchiveCache.contentHash(archive)), first);
        assertEquals(16, ArchiveCache.contentHash(archive).length());
        assertTrue(Files.exists(second.resolve("marker")), "second call reused the tree instead of unpacking again");
        assertTrue(Files.isExecutable(second.resolve("bin/initdb")));
    }

    @Test
    void threadsUnpackingAtOnceShareOneCompleteTree() throws Exception {
        URL archive = TestArchives.postgresLike(temp.resolve("pg.txz")).toUri().toURL();
        Path cache = temp.resolve("cache");
        int threads = 4;
        CountDownLatch ready = new CountDownLatch(threads);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Path>> results = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                Callable<Path> unpack = () -> {
                    ready.countDown();
                    ready.await();
                    return ArchiveCache.unpack(archive, cache, "pg-");
                };
                results.add(pool.submit(unpack));
            }
            Path expected = results.get(0).get();
            for (Future<Path> result : results) {
                assertEquals(expected, result.get());
            }
        } finally {
            pool.shutdownNow();
        }
        try (Stream<Path> entries = Files.list(cache)) {
            List<String> names =
                    entries.map(p -> p.getFileName().toString()).sorted().toList();
            String hash = ArchiveCache.contentHash(archive);
            assertEquals(List.of("pg-" + hash, "pg-" + hash + ".lock"), names, "no half-built trees left");
        }
    }

    @Test
    void removesAHalfBuiltTreeLeftByACrashedRun() throws Exception {
        URL archive = TestArchives.postgresLike(temp.resolve("pg.txz")).toUri().toURL();
        Path cache = Files.createDirectories(temp.resolve("cache"));
        String hash = ArchiveCache.contentHash(archive);
        Path leftover = Files.createDirectories(cache.resolve("pg-" + hash + ".partial-crashed/bin"));

        Path unpacked = ArchiveCache.unpack(archive, cache, "pg-");

        assertTrue(Files.isExecutable(unpacked.resolve("bin/initdb")));
        assertTrue(Files.notExists(leftover.getParent()), "leftover removed");
    }

    @Test
    void refusesACacheDirectorySomeoneElseOwns() throws Exception {
        Path cache = Files.createDirectories(temp.resolve("cache"));
        UserPrincipalLookupService users = cache.getFileSystem().getUserPrincipalLookupService();
        Assumptions.assumeTrue(Files.getOwner(cache).getName().equals("root"), "only root can give a directory away");
        URL archive = TestArchives.postgresLike(temp.resolve("pg.txz")).toUri().toURL();
        Path planted = Files.createDirectories(cache.resolve("pg-" + ArchiveCache.contentHash(archive) + "/bin"));
        Files.setOwner(planted.getParent(), users.lookupPrincipalByName("nobody"));

        EmbeddedPostgresException e =
                assertThrows(EmbeddedPostgresException.class, () -> ArchiveCache.unpack(archive, cache, "pg-"));

        assertTrue(e.getMessage().contains("refusing cached PostgreSQL binaries"), e.getMessage());
    }
}
