package io.dbbench.core.measure;

import io.dbbench.core.engine.BenchmarkException;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonWriter;
import io.dbbench.core.result.format.ResultsXmlWriter;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.ZoneId;

/**
 * Writes a benchmark's results.json (ours, full) and results.xml (SwingBench's) into a directory, as
 * the CLI names them: one pair per topology ({@code results-8x2.json}) when there are several.
 */
final class ResultFiles {
    private ResultFiles() {
    }

    static void write(BenchmarkResult result, Path directory) throws BenchmarkException {
        boolean several = result.runs().size() > 1;
        for (RunResult run : result.runs()) {
            String topology = run.details().topology();
            String base = several && topology != null ? "results-" + topology : "results";
            write(directory.resolve(base + ".json"), out -> new ResultsJsonWriter().write(run, out));
            write(directory.resolve(base + ".xml"), out -> new ResultsXmlWriter().write(run, ZoneId.systemDefault(), out));
        }
    }

    private interface Body {
        void write(OutputStream out) throws IOException;
    }

    /** Through a temporary file, so a reader (a CI artifact upload) never sees half a file. */
    private static void write(Path file, Body body) throws BenchmarkException {
        Path absolute = file.toAbsolutePath();
        try {
            Files.createDirectories(absolute.getParent());
            Path tmp = Files.createTempFile(absolute.getParent(), "." + absolute.getFileName(), ".tmp");
            try {
                try (OutputStream out = Files.newOutputStream(tmp)) {
                    body.write(out);
                }
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new BenchmarkException(BenchmarkException.Kind.FAILED, "cannot write " + absolute + ": " + e.getMessage(), e);
        }
    }
}
