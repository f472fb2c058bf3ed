package io.dbbench.cli.capacity;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits one CSV line into fields as RFC 4180 does: on one separator character, a field may be enclosed in
 * double quotes (then it may hold the separator, and {@code ""} stands for one quote). Whitespace around a field
 * or around its quotes is dropped, as spreadsheets write {@code 1, 2}. A quoted field that runs past the line's
 * end (a line break inside a field) is refused: steps are numbers and names, never multi-line text.
 */
final class CsvFields {
    private static final char QUOTE = '"';

    private CsvFields() {}

    /**
     * @param where     file:line, for messages
     * @param separator the file's separator, taken from its header
     */
    static List<String> split(String where, String line, char separator) throws BadCapacityFileException {
        List<String> fields = new ArrayList<>();
        int i = 0;
        int n = line.length();
        while (true) {
            while (i < n && isBlank(line.charAt(i), separator)) i++;
            StringBuilder field = new StringBuilder();
            if (i < n && line.charAt(i) == QUOTE) {
                i = quoted(where, line, i + 1, field, fields.size() + 1);
                while (i < n && isBlank(line.charAt(i), separator)) i++;
                if (i < n && line.charAt(i) != separator)
                    throw new BadCapacityFileException(
                            where + ": text after the closing quote of field " + (fields.size() + 1));
                fields.add(field.toString());
            } else {
                int start = i;
                while (i < n && line.charAt(i) != separator) {
                    if (line.charAt(i) == QUOTE)
                        throw new BadCapacityFileException(where + ": a quote inside unquoted field "
                                + (fields.size() + 1) + " (quote the whole field, and double the quotes inside)");
                    i++;
                }
                fields.add(line.substring(start, i).strip());
            }
            if (i >= n) return fields;
            i++; // past the separator
        }
    }

    /** Reads a quoted field's content from just after its opening quote; returns the index after the closing one. */
    private static int quoted(String where, String line, int from, StringBuilder field, int number)
            throws BadCapacityFileException {
        int i = from;
        while (i < line.length()) {
            char c = line.charAt(i);
            if (c == QUOTE) {
                if (i + 1 < line.length() && line.charAt(i + 1) == QUOTE) {
                    field.append(QUOTE);
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            field.append(c);
            i++;
        }
        throw new BadCapacityFileException(where + ": the quote of field " + number
                + " is not closed on this line (a field spanning lines is not supported)");
    }

    private static boolean isBlank(char c, char separator) {
        return c != separator && (c == ' ' || c == '\t');
    }
}
