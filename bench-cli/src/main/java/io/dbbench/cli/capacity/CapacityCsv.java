package io.dbbench.cli.capacity;

import io.dbbench.core.internal.capacity.UslPoint;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Reads load and throughput from a CSV another tool or a shell loop wrote: a header line naming the columns,
 * one row per step. The columns are found by name, in any case, anywhere in the header, so a file with more
 * columns (latencies, errors, a timestamp) needs no editing. The header's separator (a comma, a semicolon or a
 * tab) separates every line's fields; fields may be quoted as RFC 4180 says ({@link CsvFields}); blank lines and
 * lines starting with {@code #} are skipped. Numbers are written with a decimal point: a semicolon file's
 * decimal comma ({@code 812,4}) is refused with its line, never read as something else.
 */
final class CapacityCsv {
    /** Header names taken as the load, in the words of the tools that write them (HammerDB's VU, pgbench's clients). */
    static final List<String> LOAD_NAMES = List.of("users", "load", "vu", "vus", "clients", "threads", "processors");
    /** Header names taken as the throughput (pgbench's tps, HammerDB's NOPM and TPM, YCSB's ops). */
    static final List<String> THROUGHPUT_NAMES = List.of("tps", "throughput", "tpm", "nopm", "ops");

    private static final String SEPARATORS = ",;\t";
    /** A decimal number as people and tools write one; Double.parseDouble would also take "1d", "0x1p3", "NaN". */
    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?");

    private static final Pattern DECIMAL_COMMA = Pattern.compile("[+-]?\\d+,\\d+");

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
        char separator = separator(file + ":" + (headerAt + 1), header);
        String[] names = split(file + ":" + (headerAt + 1), header, separator);
        int load = column(file, headerAt, header, names, loadColumn, LOAD_NAMES, "load", "--load-column");
        int throughput = column(
                file, headerAt, header, names, throughputColumn, THROUGHPUT_NAMES, "throughput", "--throughput-column");
        List<UslPoint> points = new ArrayList<>();
        for (int i = firstContentLine(lines, headerAt + 1); i >= 0; i = firstContentLine(lines, i + 1)) {
            String where = file + ":" + (i + 1);
            String[] fields = split(where, lines.get(i), separator);
            int needed = Math.max(load, throughput) + 1;
            if (fields.length < needed)
                throw new BadCapacityFileException(
                        where + ": " + fields.length + (fields.length == 1 ? " field" : " fields") + ", but column '"
                                + names[needed - 1] + "' is field " + needed);
            double loadValue = number(where, fields[load], names[load]);
            double throughputValue = number(where, fields[throughput], names[throughput]);
            if (!(loadValue > 0))
                throw new BadCapacityFileException(where + ": the load in column '" + names[load] + "' is "
                        + fields[load] + ": a load must be above 0");
            if (!(throughputValue > 0))
                throw new BadCapacityFileException(where + ": the throughput in column '" + names[throughput] + "' is "
                        + fields[throughput] + ": a throughput must be above 0 (a failed or empty step? leave it out)");
            points.add(new UslPoint(loadValue, throughputValue));
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
            if (wanted != null ? name.equals(wanted.strip().toLowerCase(Locale.ROOT)) : known.contains(name))
                return wanted == null && name.equals("tpm") ? nopmOr(names, c) : c;
        }
        String where = file + ":" + (headerAt + 1) + ": ";
        if (wanted != null)
            throw new BadCapacityFileException(
                    where + "no column '" + wanted + "' (" + option + ") in the header '" + header.strip() + "'");
        throw new BadCapacityFileException(where + "no " + what + " column in the header '" + header.strip()
                + "' (looked for " + String.join(", ", known) + "; or name it with " + option + ")");
    }

    /**
     * HammerDB prints NOPM and TPM for each step: NOPM (new orders per minute) compares across databases, TPM is
     * each database's own transaction counter, so a file with both is fitted on NOPM wherever the columns stand.
     */
    private static int nopmOr(String[] names, int tpm) {
        for (int c = 0; c < names.length; c++) {
            if (names[c].equalsIgnoreCase("nopm")) return c;
        }
        return tpm;
    }

    private static double number(String where, String field, String column) throws BadCapacityFileException {
        if (NUMBER.matcher(field).matches()) {
            double value = Double.parseDouble(field);
            if (Double.isFinite(value)) return value;
        }
        String hint = DECIMAL_COMMA.matcher(field).matches()
                ? " (a decimal comma? write " + field.replace(',', '.') + ": numbers take a decimal point)"
                : "";
        throw new BadCapacityFileException(
                where + ": '" + field + "' in column '" + column + "' is not a number" + hint);
    }

    /**
     * The header's separator: the one of comma, semicolon and tab it uses outside quotes. A header with none has
     * one column (the column search then says what is missing); one with two kinds is refused rather than
     * guessed, since a wrong guess splits numbers such as 812,4.
     */
    private static char separator(String where, String header) throws BadCapacityFileException {
        StringBuilder found = new StringBuilder();
        boolean quoted = false;
        for (char c : header.toCharArray()) {
            if (c == '"') quoted = !quoted;
            else if (!quoted && SEPARATORS.indexOf(c) >= 0 && found.indexOf(String.valueOf(c)) < 0) found.append(c);
        }
        if (found.length() > 1)
            throw new BadCapacityFileException(where + ": the header '" + header.strip() + "' mixes the separators "
                    + describe(found.charAt(0)) + " and " + describe(found.charAt(1)) + ": use one");
        return found.length() == 1 ? found.charAt(0) : ',';
    }

    private static String describe(char separator) {
        return separator == '\t' ? "tab" : "'" + separator + "'";
    }

    private static String[] split(String where, String line, char separator) throws BadCapacityFileException {
        return CsvFields.split(where, line, separator).toArray(String[]::new);
    }

    private static int firstContentLine(List<String> lines, int from) {
        for (int i = from; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (!line.isEmpty() && !line.startsWith("#")) return i;
        }
        return -1;
    }
}
