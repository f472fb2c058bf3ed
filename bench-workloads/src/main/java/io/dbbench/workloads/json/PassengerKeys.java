package io.dbbench.workloads.json;

/**
 * A passenger's key as its document holds it: {@code P} and the id in twelve digits, e.g.
 * {@code P000000000123}. Fixed width, so text order is number order: the highest key is the index's last
 * entry (a run finds where to go on without scanning the table) and both databases compare it as text.
 */
public final class PassengerKeys {
    /** The document's field that holds the key, and that the expression index is on. */
    public static final String FIELD = "passengerId";

    static final long MAX_ID = 999_999_999_999L;
    private static final String PREFIX = "P";
    private static final int DIGITS = 12;

    private PassengerKeys() {}

    /** The key of id {@code id} (1 .. {@value #MAX_ID}). */
    public static String of(long id) {
        if (id < 1 || id > MAX_ID) throw new IllegalArgumentException("passenger id out of range: " + id);
        String digits = Long.toString(id);
        return PREFIX + "0".repeat(DIGITS - digits.length()) + digits;
    }

    /**
     * The id of a key, 0 for null (an empty table's maximum).
     *
     * @throws IllegalArgumentException naming the key when it is not one of ours
     */
    public static long idOf(String key) {
        if (key == null) return 0;
        if (key.length() != PREFIX.length() + DIGITS || !key.startsWith(PREFIX)) {
            throw new IllegalArgumentException("not a passenger key (P and 12 digits): '" + key + "'");
        }
        try {
            return Long.parseLong(key.substring(PREFIX.length()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a passenger key (P and 12 digits): '" + key + "'", e);
        }
    }
}
