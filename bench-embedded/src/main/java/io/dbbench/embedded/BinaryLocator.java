package io.dbbench.embedded;

import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds PostgreSQL server binaries, in this order: the directory named by {@value #ENV_OVERRIDE}; the
 * archive bundled on the class path (Linux x86_64 only), unpacked once into a cache; the highest
 * version under Debian's /usr/lib/postgresql/N/bin.
 */
final class BinaryLocator {
    static final String ENV_OVERRIDE = "DBBENCH_PG_BIN";
    static final String ARCHIVE_RESOURCE = "postgres-linux-x86_64.txz";
    static final Path DEBIAN_ROOT = Path.of("/usr/lib/postgresql");
    private static final List<String> REQUIRED = List.of("initdb", "pg_ctl", "postgres");
    private static final Pattern VERSION = Pattern.compile("\\(PostgreSQL\\)\\s+(\\S+)");
    private static final Duration VERSION_TIMEOUT = Duration.ofSeconds(30);

    private BinaryLocator() {}

    /** Finds the binaries and checks that the account which will run the server can execute them. */
    static PostgresBinaries locate(ServerAccount account) throws EmbeddedPostgresException {
        URL archive = BinaryLocator.class.getClassLoader().getResource(ARCHIVE_RESOURCE);
        Path binDir;
        String origin;
        String override = System.getenv(ENV_OVERRIDE);
        if (override != null && !override.isBlank()) {
            binDir = requireComplete(Path.of(override), ENV_OVERRIDE + "=" + override);
            origin = ENV_OVERRIDE;
        } else if (archive != null && isLinuxX8664()) {
            boolean root = account.isRoot();
            Path cacheParent = cacheParent(root, System.getenv(), System.getProperty("user.home"));
            String prefix = cachePrefix(root);
            if (!root && !canCreate(cacheParent)) {
                // a user without a writable home (e.g. nobody): the shared temp directory, named per
                // user; ArchiveCache refuses a directory there that someone else owns
                cacheParent = Path.of(System.getProperty("java.io.tmpdir"));
                prefix = "dbbench-pg-" + System.getProperty("user.name") + "-";
            }
            binDir = ArchiveCache.unpack(archive, cacheParent, prefix).resolve("bin");
            requireComplete(binDir, "bundled archive " + ARCHIVE_RESOURCE);
            origin = "bundled archive";
        } else {
            binDir = highestDebianVersion(DEBIAN_ROOT)
                    .orElseThrow(() -> new EmbeddedPostgresException("no PostgreSQL server binaries found: "
                            + ARCHIVE_RESOURCE + " is not on the class path"
                            + (isLinuxX8664() ? "" : " for this platform") + ", nothing under " + DEBIAN_ROOT
                            + "/*/bin; set " + ENV_OVERRIDE + " to a directory holding initdb, pg_ctl and postgres"));
            origin = "Debian package";
        }
        account.makeReachable(binDir);
        return new PostgresBinaries(binDir, version(binDir, account), origin);
    }

    /** As root the cache must sit where the unprivileged server user can reach it (not /root/.cache). */
    static Path cacheParent(boolean root, Map<String, String> environment, String userHome) {
        if (root) {
            return Path.of("/var/tmp");
        }
        String xdg = environment.get("XDG_CACHE_HOME");
        Path base = xdg != null && Path.of(xdg).isAbsolute() ? Path.of(xdg) : Path.of(userHome, ".cache");
        return base.resolve("dbbench");
    }

    static String cachePrefix(boolean root) {
        return root ? "dbbench-pg-" : "pg-";
    }

    private static boolean canCreate(Path dir) {
        try {
            Files.createDirectories(dir);
            return Files.isWritable(dir);
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    static Optional<Path> highestDebianVersion(Path debianRoot) {
        if (!Files.isDirectory(debianRoot)) {
            return Optional.empty();
        }
        try (Stream<Path> versions = Files.list(debianRoot)) {
            return versions.filter(dir -> dir.getFileName().toString().matches("\\d+(\\.\\d+)?"))
                    .map(dir -> dir.resolve("bin"))
                    .filter(BinaryLocator::isComplete)
                    .max(Comparator.comparingDouble(bin ->
                            Double.parseDouble(bin.getParent().getFileName().toString())));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    static boolean isLinuxX8664() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        return os.startsWith("linux") && (arch.equals("amd64") || arch.equals("x86_64"));
    }

    private static boolean isComplete(Path binDir) {
        return REQUIRED.stream().allMatch(name -> Files.isExecutable(binDir.resolve(name)));
    }

    private static Path requireComplete(Path binDir, String source) throws EmbeddedPostgresException {
        for (String name : REQUIRED) {
            if (!Files.isExecutable(binDir.resolve(name))) {
                throw new EmbeddedPostgresException(source + ": no executable " + name + " in " + binDir);
            }
        }
        return binDir;
    }

    /** Runs {@code postgres --version} as the server's user: proves that user can execute it. */
    private static String version(Path binDir, ServerAccount account) throws EmbeddedPostgresException {
        Path postgres = binDir.resolve("postgres");
        CommandRunner.Result result = CommandRunner.run(
                account.command(List.of(postgres.toString(), "--version")), Path.of("/"), VERSION_TIMEOUT);
        Matcher matcher = VERSION.matcher(result.output());
        if (!result.succeeded() || !matcher.find()) {
            throw new EmbeddedPostgresException(
                    "OS user " + account.userName() + " cannot run " + postgres + " --version (exit "
                            + result.exitCode() + ")",
                    result.output(),
                    null);
        }
        return matcher.group(1);
    }
}
