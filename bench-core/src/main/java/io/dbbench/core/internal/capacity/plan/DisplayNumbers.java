package io.dbbench.core.internal.capacity.plan;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** How the capacity verdicts write numbers: as short as they can be without hiding the point. */
final class DisplayNumbers {
    private static final int SIGNIFICANT_DIGITS = 3;
    private static final int MOST_DIGITS = 12;

    private DisplayNumbers() {}

    /**
     * The shortest plain decimal of {@code value} ("50", "0.1", "12.5"), never with an exponent, to 12
     * significant digits so that binary noise ({@code 1 − 0.99 = 0.010000000000000009}) does not show.
     */
    static String plain(double value) {
        if (!Double.isFinite(value)) return Double.toString(value);
        return rounded(value, MOST_DIGITS);
    }

    /**
     * {@code measured} to three significant digits ("63.2", "0.0123"), or to as many more as it takes
     * for the text to differ from {@code limitText} when the values differ: a breach must never read "50
     * ms &gt; 50 ms".
     */
    static String measured(double measured, double limit, String limitText) {
        if (!Double.isFinite(measured)) return Double.toString(measured);
        String text = rounded(measured, SIGNIFICANT_DIGITS);
        for (int digits = SIGNIFICANT_DIGITS + 1;
                digits <= MOST_DIGITS && measured != limit && text.equals(limitText);
                digits++) {
            text = rounded(measured, digits);
        }
        return text;
    }

    private static String rounded(double value, int digits) {
        if (value == 0) return "0";
        return new BigDecimal(value)
                .round(new MathContext(digits, RoundingMode.HALF_EVEN))
                .stripTrailingZeros()
                .toPlainString();
    }
}
