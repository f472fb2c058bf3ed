package io.dbbench.core.internal.capacity;

import java.math.BigDecimal;
import java.math.MathContext;

/** Numbers in the fit's messages and reports: four significant digits, no exponent for everyday sizes. */
public final class UslFormat {
    private static final MathContext FOUR_DIGITS = new MathContext(4);

    private UslFormat() {}

    /** 0.05042, 1.985E-4, 12940, 16 (a whole load stays whole); "NaN" and "Infinity" as Java writes them. */
    public static String number(double value) {
        if (!Double.isFinite(value)) return Double.toString(value);
        if (value == Math.rint(value) && Math.abs(value) < 1e7) return Long.toString((long) value);
        BigDecimal rounded = new BigDecimal(value).round(FOUR_DIGITS);
        double abs = Math.abs(value);
        return abs >= 1e-3 && abs < 1e7 ? rounded.stripTrailingZeros().toPlainString() : rounded.toString();
    }
}
