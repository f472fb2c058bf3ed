package io.dbbench.cli;

import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonWriter;
import io.dbbench.core.result.format.ResultsXmlWriter;
import io.dbbench.report.HtmlReport;
import io.dbbench.report.ReportInput;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.ZoneId;
import java.util.List;

/** Writes results.xml, results.json and results.html, each through a temporary file so a reader never sees half a file. */
final class ResultFiles {
    private ResultFiles() {
    }

    /** results.json beside results.xml: same name, .json extension. */
    static Path jsonBeside(Path xml) {
        String name = xml.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        return xml.resolveSibling(base + ".json");
    }

    /** results.html beside results.xml: same name, .html extension. */
    static Path htmlBeside(Path xml) {
        String name = xml.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return xml.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".html");
    }

    /** {@code results.xml} with suffix {@code 8x2} is {@code results-8x2.xml}: one file per topology. */
    static Path withSuffix(Path file, String suffix) {
        if (file == null || suffix == null) return file;
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String renamed = dot > 0 ? name.substring(0, dot) + "-" + suffix + name.substring(dot) : name + "-" + suffix;
        return file.resolveSibling(renamed);
    }

    static void writeXml(RunResult result, ZoneId zone, Path file) throws IOException {
        writeAtomically(file, out -> new ResultsXmlWriter().write(result, zone, out));
    }

    static void writeJson(RunResult result, Path file) throws IOException {
        writeAtomically(file, out -> new ResultsJsonWriter().write(result, out));
    }

    static void writeHtml(List<ReportInput> runs, Path file) throws IOException {
        String html = new HtmlReport().render(runs);
        writeAtomically(file, out -> out.write(html.getBytes(StandardCharsets.UTF_8)));
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
