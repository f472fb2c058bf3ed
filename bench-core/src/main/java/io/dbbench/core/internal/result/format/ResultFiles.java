package io.dbbench.core.internal.result.format;

import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonWriter;
import io.dbbench.core.result.format.ResultsXmlWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.ZoneId;

/**
 * Writes results.xml and results.json, each through a temporary file so a reader never sees half a file,
 * readable by all like any file the user writes: the one writer of the CLI and of
 * {@code Benchmark.run()}, so both name and protect their files alike.
 */
public final class ResultFiles {
    private ResultFiles() {}

    /** results.json beside results.xml: same name, .json extension. */
    public static Path jsonBeside(Path xml) {
        String name = xml.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        return xml.resolveSibling(base + ".json");
    }

    /** results.html beside results.xml: same name, .html extension. */
    public static Path htmlBeside(Path xml) {
        String name = xml.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return xml.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".html");
    }

    /** {@code results.xml} with suffix {@code 8x2} is {@code results-8x2.xml}: one file per topology. */
    public static Path withSuffix(Path file, String suffix) {
        if (file == null || suffix == null) return file;
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String renamed = dot > 0 ? name.substring(0, dot) + "-" + suffix + name.substring(dot) : name + "-" + suffix;
        return file.resolveSibling(renamed);
    }

    public static void writeXml(RunResult result, ZoneId zone, Path file) throws IOException {
        writeAtomically(file, out -> new ResultsXmlWriter().write(result, zone, out));
    }

    public static void writeJson(RunResult result, Path file) throws IOException {
        writeAtomically(file, out -> new ResultsJsonWriter().write(result, out));
    }

    /**
     * Writes one run's results.json and results.xml into {@code directory}, named after its topology
     * ({@code results-8x2.json}) when {@code oneFilePerTopology}.
     *
     * @throws IOException naming the file that could not be written
     */
    public static void writeInto(Path directory, RunResult result, ZoneId zone, boolean oneFilePerTopology)
            throws IOException {
        String topology = result.details().topology();
        Path xml = directory.resolve("results.xml");
        if (oneFilePerTopology) xml = withSuffix(xml, topology);
        Path json = jsonBeside(xml);
        try {
            writeJson(result, json);
        } catch (IOException e) {
            throw new IOException("cannot write " + json.toAbsolutePath() + ": " + e.getMessage(), e);
        }
        try {
            writeXml(result, zone, xml);
        } catch (IOException e) {
            throw new IOException("cannot write " + xml.toAbsolutePath() + ": " + e.getMessage(), e);
        }
    }

    /**
     * Whether {@code file} can be written the way this class writes it (a temporary file in its directory,
     * then renamed over it), checked before a run so that an hour of measurement is not lost at the end.
     *
     * @return null when it can, else why not, in words ("it is a directory", "permission denied ...")
     */
    public static String whyNotWritable(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        if (Files.isDirectory(absolute)) return "it is a directory";
        if (Files.exists(absolute) && !Files.isWritable(absolute)) return "the file is read-only (or immutable)";
        Path dir = absolute.getParent();
        while (dir != null && !Files.exists(dir)) dir = dir.getParent();
        if (dir == null) return "no directory of it exists";
        if (!Files.isDirectory(dir)) return dir + " is not a directory";
        try {
            // the real test: permissions, read-only mounts, immutable directories, quotas, as writing meets them
            Files.delete(Files.createTempFile(dir, ".dbbench-check-", ".tmp"));
        } catch (IOException e) {
            return "cannot create a file in " + dir + ": " + reason(e);
        }
        return null;
    }

    /** An I/O failure in words: the JDK's exceptions often carry nothing but the path as their message. */
    public static String reason(IOException e) {
        if (e instanceof java.nio.file.AccessDeniedException) return "permission denied";
        if (e instanceof java.nio.file.NoSuchFileException) return "no such file or directory";
        if (e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null) return fs.getReason();
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    /**
     * Where a results file goes when {@code intended} could not be written at the end of a run: {@code dir}
     * (the caller's choice, the system's temporary directory), named after the intended file and the run's
     * {@code stamp} so that the files of one run stay together and a later run does not overwrite them.
     */
    public static Path fallback(Path intended, String stamp, Path dir) {
        return dir.toAbsolutePath().resolve("dbbench-" + stamp + "-" + intended.getFileName());
    }

    /** A text file (an HTML report) written as atomically and readable as the result files. */
    public static void writeText(Path file, String text) throws IOException {
        writeAtomically(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Temp files are created owner-only; a results file is read by other users' scripts. */
    private static void readableByAll(Path file) throws IOException {
        try {
            Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException notPosix) {
            // other file systems keep their defaults
        }
    }

    private interface Body {
        void write(OutputStream out) throws IOException;
    }

    private static void writeAtomically(Path file, Body body) throws IOException {
        Path absolute = file.toAbsolutePath();
        Path dir = absolute.getParent();
        if (dir != null) Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + absolute.getFileName(), ".tmp");
        try {
            try (OutputStream out = Files.newOutputStream(tmp)) {
                body.write(out);
            }
            readableByAll(tmp);
            Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
