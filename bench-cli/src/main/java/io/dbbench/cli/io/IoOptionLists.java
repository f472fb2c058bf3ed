package io.dbbench.cli.io;

import io.dbbench.hostprobe.io.FioUnits;
import io.dbbench.hostprobe.io.IoJobSpec;
import io.dbbench.hostprobe.io.IoPattern;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * io's option values made into what runs: lists (a sweep's points), each point's job, and the options as given
 * for JSON's "global options".
 */
final class IoOptionLists {
    private IoOptionLists() {}

    /** One block size, or a sweep's comma-separated list (e.g. 512,2k,4k,8k for redo). */
    static List<Integer> blockSizes(String bs) {
        List<Integer> sizes = new ArrayList<>();
        for (String part : bs.split(",", -1)) {
            long bytes = FioUnits.parseSizeBytes("--bs", part);
            if (bytes < 1 || bytes > (64 << 20))
                throw new IllegalArgumentException("--bs: must be 1 byte .. 64m, was " + part);
            sizes.add((int) bytes);
        }
        return sizes;
    }

    /** One value, or a sweep's comma-separated list (e.g. 1,4,16,64,256). */
    static List<Integer> counts(String option, String text) {
        List<Integer> values = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            try {
                values.add(Integer.parseInt(part.trim()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(
                        option + ": '" + part + "' in '" + text + "' is not a whole number", e);
            }
        }
        return values;
    }

    /** The options as given, fio's names, for JSON's "global options". */
    static Map<String, String> givenOptions(IoCommand c, IoProfile chosen) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("filename", c.filename.toString());
        options.put("rw", c.rw.toLowerCase(Locale.ROOT));
        options.put("bs", c.bs);
        options.put("direct", Integer.toString(c.direct));
        options.put("iodepth", c.iodepth);
        options.put("numjobs", c.numjobs);
        options.put("ioengine", c.ioengine);
        if (c.size != null) options.put("size", c.size);
        if (!c.runtime.equals("0")) options.put("runtime", c.runtime);
        if (c.fdatasync > 0) options.put("fdatasync", Integer.toString(c.fdatasync));
        if (c.fsync > 0) options.put("fsync", Integer.toString(c.fsync));
        if (chosen != null) options.put("profile", chosen.label());
        return options;
    }

    /** --size's default: the existing file's size. */
    static long existingSize(Path filename) {
        try {
            if (Files.isRegularFile(filename) && Files.size(filename) > 0) return Files.size(filename);
        } catch (IOException e) {
            throw new IllegalArgumentException(
                    "--filename: cannot read the size of " + filename + ": " + e.getMessage(), e);
        }
        throw new IllegalArgumentException("--size: needed for " + filename + " (missing, empty or a device)");
    }

    /** One sweep point (or the one job) as the runner takes it. */
    static IoJobSpec job(IoCommand c, int depth, int jobCount, int blockSize) {
        long sizeBytes = c.size != null ? FioUnits.parseSizeBytes("--size", c.size) : existingSize(c.filename);
        return new IoJobSpec(
                c.filename,
                sizeBytes,
                IoPattern.parse(c.rw),
                c.rwmixread,
                blockSize,
                c.direct == 1,
                depth,
                jobCount,
                FioUnits.parseTimeNanos("--runtime", c.runtime),
                c.timeBased,
                FioUnits.parseTimeNanos("--ramp_time", c.rampTime),
                c.fsync,
                c.fdatasync);
    }
}
