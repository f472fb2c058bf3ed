package io.dbbench.cli.io;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.OutputNames;
import io.dbbench.hostprobe.io.IoResult;
import io.dbbench.hostprobe.io.IoSweepCharts;
import io.dbbench.hostprobe.io.IoSweepCsv;
import io.dbbench.hostprobe.io.SweepAxis;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/** A sweep's table on the terminal, its CSV and its plots, named as {@code cpu} names its files. */
final class IoSweepOutput {
    private IoSweepOutput() {}

    static void write(List<IoResult> results, SweepAxis axis, OutputNames names, boolean plots, PrintWriter out)
            throws CliException {
        out.printf(Locale.ROOT, "%nSweep over %s:%n", axis.option());
        out.printf(Locale.ROOT, "%8s %12s %10s %10s %10s%n", axis.option(), "IOPS", "MiB/s", "p50 usec", "p99 usec");
        for (IoResult r : results) {
            Histogram lat = IoSweepCsv.completionLatency(r);
            boolean any = lat.getTotalCount() > 0;
            long runtime = r.runtimeNanos();
            out.printf(
                    Locale.ROOT,
                    "%8d %12.0f %10.1f %10.1f %10.1f%n",
                    axis.of(r.spec()),
                    r.read().iops(runtime) + r.write().iops(runtime),
                    (r.read().bytesPerSecond(runtime) + r.write().bytesPerSecond(runtime)) / (1 << 20),
                    any ? lat.getValueAtPercentile(50) / 1000.0 : 0,
                    any ? lat.getValueAtPercentile(99) / 1000.0 : 0);
        }
        List<Path> written = new ArrayList<>();
        try {
            try (Writer w = Files.newBufferedWriter(names.csv())) {
                IoSweepCsv.write(results, w);
            }
            written.add(names.csv());
            if (plots) written.addAll(IoSweepCharts.write(results, axis, names.directory(), names.base()));
        } catch (IOException e) {
            throw new CliException(ExitCodes.FAILED, "cannot write " + e.getMessage());
        }
        out.println("Wrote "
                + String.join(", ", written.stream().map(Path::toString).toList()));
        out.flush();
    }
}
