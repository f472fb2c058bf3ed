package io.dbbench.hostprobe.io;

/**
 * fio's short number style of the progress line: at most four digits, then a unit prefix and as many
 * decimals as still fit ({@code 4750}, {@code 68.0k}, {@code 18.6Mi}, {@code 265Mi}).
 */
public final class FioNumbers {
    private static final String[] SI = {"", "k", "M", "G", "T", "P"};
    private static final String[] IEC = {"", "Ki", "Mi", "Gi", "Ti", "Pi"};
    private static final int MAX_DIGITS = 4;

    private FioNumbers() {}

    /**
     * @param value a non-negative count
     * @param powerOf2 prefixes of 1024 (Ki, Mi) instead of 1000 (k, M)
     * @param firstPrefix the prefix {@code value} is already in: 0 for none, 1 for k/Ki
     * @return the value in at most four digits plus prefix, e.g. {@code 18.6Mi}
     */
    public static String compact(long value, boolean powerOf2, int firstPrefix) {
        long thousand = powerOf2 ? 1024 : 1000;
        String[] prefixes = powerOf2 ? IEC : SI;
        long number = Math.max(0, value);
        int prefix = firstPrefix;
        long remainder = -1;
        while (Long.toString(number).length() > MAX_DIGITS && prefix < prefixes.length - 1) {
            remainder = number % thousand;
            number /= thousand;
            prefix++;
        }
        String whole = Long.toString(number);
        int decimals = MAX_DIGITS - whole.length() - 1;
        if (remainder < 0) return whole + prefixes[prefix];
        if (decimals < 1) {
            // no room for a decimal: round the whole part, as fio does
            return (remainder >= thousand / 2 ? number + 1 : number) + prefixes[prefix];
        }
        String fraction = String.format(java.util.Locale.ROOT, "%." + decimals + "f", remainder / (double) thousand);
        if (fraction.startsWith("1")) {
            // 0.96 rounded to one decimal is 1.0: carry into the whole part rather than print "18.0" for 18.96
            return (number + 1) + "." + "0".repeat(decimals) + prefixes[prefix];
        }
        return whole + fraction.substring(1) + prefixes[prefix];
    }
}
