package io.dbbench.embedded;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The steps of {@link EmbeddedPostgres#start(EmbeddedPostgres.Options)} that prepare and undo a new
 * server (its base directory, settings, port, password), apart from the server's lifetime that
 * {@link EmbeddedPostgres} keeps.
 */
final class ServerLaunch {
    private ServerLaunch() {}

    /** Port 0 means "any free one": the pick can race with another process, so a taken port is retried. */
    static int startOnFreePort(PostgresCluster cluster, EmbeddedPostgres.Options options)
            throws EmbeddedPostgresException {
        Map<String, String> settings = serverSettings(options);
        int attempts = options.port() == 0 ? 3 : 1;
        for (int attempt = 1; ; attempt++) {
            int port = options.port() == 0 ? LoopbackPorts.pickFree() : options.port();
            cluster.writeSettings(port, settings);
            try {
                cluster.start();
                return port;
            } catch (EmbeddedPostgresException e) {
                if (attempt >= attempts || !cluster.portWasTaken(e)) {
                    throw e;
                }
            }
        }
    }

    private static Map<String, String> serverSettings(EmbeddedPostgres.Options options) {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("max_connections", Integer.toString(options.maxConnections()));
        if (options.fast()) {
            // throw-away data: durability only costs time here
            settings.put("fsync", "off");
            settings.put("synchronous_commit", "off");
            settings.put("full_page_writes", "off");
        }
        settings.putAll(options.settings());
        return settings;
    }

    static Path createBaseDirectory(EmbeddedPostgres.Options options, ServerAccount account)
            throws EmbeddedPostgresException {
        Path requested = options.baseDirectory();
        try {
            Path base;
            if (requested == null) {
                base = Files.createTempDirectory(Orphans.PREFIX);
            } else {
                if (!Directories.isMissingOrEmpty(requested)) {
                    throw new EmbeddedPostgresException("base directory " + requested
                            + " is not empty; give a new or empty directory (close() deletes it)");
                }
                base = Files.createDirectories(requested);
            }
            OwnerMarker.current().writeTo(base);
            account.makeReachable(base);
            account.handOver(base);
            return base.toAbsolutePath();
        } catch (IOException e) {
            throw new EmbeddedPostgresException(
                    "cannot create base directory "
                            + (requested == null ? "in " + System.getProperty("java.io.tmpdir") : requested) + ": " + e,
                    e);
        }
    }

    static String randomPassword() {
        byte[] bytes = new byte[18];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** Cleans up after a failed start, keeping the original failure as the one the caller sees. */
    static void discard(PostgresCluster cluster, Path baseDirectory, Exception failure) {
        try {
            cluster.stop();
        } catch (EmbeddedPostgresException e) {
            failure.addSuppressed(e);
        }
        try {
            Directories.deleteRecursively(baseDirectory);
        } catch (IOException e) {
            failure.addSuppressed(e);
        }
    }
}
