package io.dbbench.cli.capacity;

import io.dbbench.core.internal.capacity.UslPoint;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Reads load and throughput from a CSV another tool or a shell loop wrote: a header line naming the columns,
 * one row per step. The columns are found by name, in any case, anywhere in the header, so a file with more
 * columns (latencies, errors, a timestamp) needs no editing. Commas, semicolons or tabs separate the fields;
 * blank lines and lines starting with {@code #} are skipped.
 */
final class CapacityCsv {
    /** Header names taken as the load, in the words of the tools that write them (HammerDB's VU, pgbench's clients). */
    static final List<String> LOAD_NAMES = List.of("users", "load", "vu", "vus", "clients", "threads", "processors");
    /** Header names taken as the throughput (pgbench's tps, HammerDB's NOPM and TPM, YCSB's ops). */
    static final List<String> THROUGHPUT_NAMES = List.of("tps", "throughput", "tpm", "nopm", "ops");

    private static final Pattern DELIMITERS = Pattern.compile("[,;\t]");

    private CapacityCsv() {}

    /**
     * @param file           for messages
     * @param lines          the file's lines
     * @param loadColumn     the load column's header name, or null to look for {@link #LOAD_NAMES}
     * @param throughputColumn the throughput column's name, or null to look for {@link #THROUGHPUT_NAMES}
     */
    static CapacityData read(String file, List<String> lines, String loadColumn, String throughputColumn)
            throws BadCapacityFileException {
        int headerAt = firstContentLine(lines, 0);
        if (headerAt < 0) throw new BadCapacityFileException(file + ": empty file: no header line");
        String header = lines.get(headerAt);
        String[] names = split(header);
        int load = column(file, headerAt, header, names, loadColumn, LOAD_NAMES, "load", "--load-column");
        int throughput = column(
                file, headerAt, header, names, throughputColumn, THROUGHPUT_NAMES, "throughput", "--throughput-column");
        List<UslPoint> points = new ArrayList<>();
        for (int i = firstContentLine(lines, headerAt + 1); i >= 0; i = firstContentLine(lines, i + 1)) {
            String[] fields = split(lines.get(i));
            String where = file + ":" + (i + 1);
            int needed = Math.max(load, throughput) + 1;
            if (fields.length < needed)
                throw new BadCapacityFileException(
                        where + ": " + fields.length + (fields.length == 1 ? " field" : " fields") + ", but column '"
                                + names[needed - 1] + "' is field " + needed);
            points.add(new UslPoint(
                    number(where, fields[load], names[load]), number(where, fields[throughput], names[throughput])));
        }
        return new CapacityData(names[load], names[throughput], points);
    }

    private static int column(
            String file,
            int headerAt,
            String header,
            String[] names,
            String wanted,
            List<String> known,
            String what,
            String option)
            throws BadCapacityFileException {
        for (int c = 0; c < names.length; c++) {
            String name = names[c].toLowerCase(Locale.ROOT);
            if (wanted != null ? name.equals(wanted.strip().toLowerCase(Locale.ROOT)) : known.contains(name)) return c;
        }
        String where = file + ":" + (headerAt + 1) + ": ";
        if (wanted != null)
            throw new BadCapacityFileException(
                    where + "no column '" + wanted + "' (" + option + ") in the header '" + header.strip() + "'");
        throw new BadCapacityFileException(where + "no " + what + " column in the header '" + header.strip()
                + "' (looked for " + String.join(", ", known) + "; or name it with " + option + ")");
    }

    private static double number(String where, String field, String column) throws BadCapacityFileException {
        try {
            double value = Double.parseDouble(field);
            if (Double.isFinite(value)) return value;
        } catch (NumberFormatException e) {
            // the message below says it
        }
        throw new BadCapacityFileException(where + ": '" + field + "' in column '" + column + "' is not a number");
    }

    private static String[] split(String line) {
        String[] fields = DELIMITERS.split(line.strip(), -1);
        for (int i = 0; i < fields.length; i++) fields[i] = unquote(fields[i].strip());
        return fields;
    }

    private static String unquote(String field) {
        if (field.length() >= 2 && field.startsWith("\"") && field.endsWith("\""))
            return field.substring(1, field.length() - 1).strip();
        return field;
    }

    private static int firstContentLine(List<String> lines, int from) {
        for (int i = from; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (!line.isEmpty() && !line.startsWith("#")) return i;
        }
        return -1;
    }
}
