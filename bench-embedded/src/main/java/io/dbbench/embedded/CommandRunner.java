package io.dbbench.embedded;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs one external command to completion and captures what it wrote.
 *
 * <p>Output goes to a temporary file rather than a pipe: pg_ctl leaves a server process behind, and a
 * pipe inherited by a long-lived child would keep a pipe reader waiting for an end that never comes.
 */
final class CommandRunner {
    /** What a finished command left behind. */
    record Result(int exitCode, String output) {
        boolean succeeded() {
            return exitCode == 0;
        }
    }

    private CommandRunner() {}

    static Result run(List<String> command, Path workingDirectory, Duration timeout) throws EmbeddedPostgresException {
        String name = Path.of(command.get(0)).getFileName().toString();
        Path outputFile = null;
        try {
            outputFile = Files.createTempFile("dbbench-cmd-", ".out");
            ProcessBuilder builder = new ProcessBuilder(command)
                    .directory(workingDirectory.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(outputFile.toFile())
                    .redirectInput(
                            ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
            cleanEnvironment(builder.environment());
            Process process = builder.start();
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new EmbeddedPostgresException(
                        name + " did not finish within " + timeout.toSeconds() + " s: " + String.join(" ", command),
                        readQuietly(outputFile),
                        null);
            }
            return new Result(process.exitValue(), readQuietly(outputFile));
        } catch (IOException e) {
            throw new EmbeddedPostgresException("cannot run " + command.get(0) + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EmbeddedPostgresException("interrupted while running " + command.get(0), e);
        } finally {
            if (outputFile != null) {
                try {
                    Files.deleteIfExists(outputFile);
                } catch (IOException ignored) {
                    // a leftover few-byte file in the temp directory does no harm
                }
            }
        }
    }

    /**
     * PG* variables of the caller (PGDATA, PGPORT, PGHOST...) would silently redirect initdb, pg_ctl or
     * postgres to another cluster; a fixed C locale keeps messages and initdb's defaults predictable.
     */
    static void cleanEnvironment(Map<String, String> environment) {
        environment.keySet().removeIf(key -> key.startsWith("PG"));
        environment.put("LC_ALL", "C");
        environment.put("LANG", "C");
    }

    private static String readQuietly(Path file) {
        try {
            // bytes, not readString: a stray non-UTF-8 byte must not hide the whole output
            return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }
}
