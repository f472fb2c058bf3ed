package io.dbbench.hostprobe.io;

import java.util.Locale;

/** fio's {@code --rw} values that we serve. */
public enum IoPattern {
    READ(true, false, false),
    WRITE(false, true, false),
    RANDREAD(true, false, true),
    RANDWRITE(false, true, true),
    RANDRW(true, true, true);

    private final boolean reads;
    private final boolean writes;
    private final boolean random;

    IoPattern(boolean reads, boolean writes, boolean random) {
        this.reads = reads;
        this.writes = writes;
        this.random = random;
    }

    /** @return true when the pattern issues reads */
    public boolean reads() {
        return reads;
    }

    /** @return true when the pattern issues writes (the file must be ours or allowed) */
    public boolean writes() {
        return writes;
    }

    /** @return true for random offsets, false for a sequential walk */
    public boolean random() {
        return random;
    }

    /**
     * Parses fio's spelling.
     *
     * @param text e.g. {@code randread}
     * @return the pattern
     * @throws IllegalArgumentException naming {@code --rw} for anything else
     */
    public static IoPattern parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "--rw: '" + text + "' is not one of read, write, randread, randwrite, randrw", e);
        }
    }
}
