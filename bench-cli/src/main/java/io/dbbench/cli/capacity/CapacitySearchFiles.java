package io.dbbench.cli.capacity;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The files a capacity search writes beside results.json: capacity.csv, capacity-transactions.csv and, unless
 * {@code --no-plots}, capacity.png.
 */
public final class CapacitySearchFiles {
    private CapacitySearchFiles() {}

    /**
     * Writes the section's steps into {@code directory}.
     *
     * @return the files written, in that order
     */
    public static List<Path> write(CapacitySection section, Path directory, boolean plots) throws IOException {
        var kind = section.setup().steps().kind();
        var summary = section.outcome().summary();
        List<Path> written = new ArrayList<>(CapacityStepsCsv.write(summary, kind, directory));
        if (plots)
            written.add(CapacitySearchPlot.write(summary, kind, section.setup().slos(), section.usl(), directory));
        return written;
    }
}
