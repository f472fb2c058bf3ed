package io.dbbench.cli.capacity.replicas;

import java.io.BufferedReader;
import java.io.IOException;

/** Reads one line of the step channel, refusing one longer than its kind may be: a broken peer cannot fill memory. */
final class LineLimit {
    private LineLimit() {}

    /** The next line without its end, null at the end of the stream. */
    static String readLine(BufferedReader in, int maxChars, String what) throws IOException {
        StringBuilder line = new StringBuilder();
        while (true) {
            int c = in.read();
            if (c < 0) return line.length() == 0 ? null : line.toString();
            if (c == '\n') return line.toString();
            if (line.length() >= maxChars)
                throw new IOException("a " + what + " line longer than " + maxChars + " characters");
            line.append((char) c);
        }
    }
}
