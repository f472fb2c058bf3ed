package io.dbbench.hostprobe.curve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads CPU curves in the layouts existing tools write: the Python test_cpu_parallel header (which
 * {@code cpu} also writes) and the Rust 1.2 header. Failures name the file and line.
 */
public final class CurveCsvReader {
    public static final String PYTHON_HEADER =
            "Num_concurrent_jobs,job_median_run_time (sec),job_mean_run_time (sec),job_stdev_run_time (sec)";
    public static final String RUST_HEADER = "Num_Threads,Median_Runtime,Mean_Runtime,StdDev_Runtime";

    private CurveCsvReader() {}

    /** A file that cannot be used, with file and line in the message. */
    public static final class BadCurveFileException extends Exception {
        private static final long serialVersionUID = 1L;

        BadCurveFileException(String message) {
            super(message);
        }
    }

    public static List<CurvePoint> read(Path file) throws BadCurveFileException {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (NoSuchFileException e) {
            throw new BadCurveFileException(file + ": no such file");
        } catch (IOException | UncheckedIOException e) {
            throw new BadCurveFileException(file + ": cannot read: " + e.getMessage());
        }
        if (lines.isEmpty()) throw new BadCurveFileException(file + ": empty file");
        String header = lines.get(0).strip();
        if (header.startsWith("\uFEFF")) header = header.substring(1);
        if (!header.equals(PYTHON_HEADER) && !header.equals(RUST_HEADER)) {
            throw new BadCurveFileException(file + ":1: unknown header '" + header + "'; expected '" + PYTHON_HEADER
                    + "' (Python) or '" + RUST_HEADER + "' (Rust)");
        }
        List<CurvePoint> points = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty()) continue;
            String[] f = line.split(",", -1);
            if (f.length != 4)
                throw new BadCurveFileException(file + ":" + (i + 1) + ": expected 4 fields, found " + f.length);
            try {
                points.add(new CurvePoint(Integer.parseInt(f[0].strip()), number(f[1]), number(f[2]), number(f[3])));
            } catch (IllegalArgumentException e) {
                throw new BadCurveFileException(file + ":" + (i + 1) + ": " + e.getMessage());
            }
        }
        if (points.isEmpty()) throw new BadCurveFileException(file + ": no data rows after the header");
        return points;
    }

    private static double number(String field) {
        String s = field.strip();
        if (s.equalsIgnoreCase("nan") || s.isEmpty()) return Double.NaN;
        return Double.parseDouble(s);
    }
}
