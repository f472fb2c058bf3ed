package io.dbbench.core.internal.stats;

import java.util.Locale;

/** Number formats shared by the score and comparison tables: locale-independent, NaN spelled out plainly. */
public final class StatsFormat {
    private StatsFormat() {}

    /** {@code value} with {@code decimals} digits after the point; "NaN" for NaN. */
    public static String number(double value, int decimals) {
        if (Double.isNaN(value)) return "NaN";
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** "+3.9%", "-20.0%", "+inf%"; "0.0%" when it rounds to nothing (never "-0.0%"); "n/a" for NaN. */
    public static String signedPercent(double value) {
        if (Double.isNaN(value)) return "n/a";
        if (Double.isInfinite(value)) return value > 0 ? "+inf%" : "-inf%";
        String s = String.format(Locale.ROOT, "%+.1f%%", value);
        return s.equals("+0.0%") || s.equals("-0.0%") ? "0.0%" : s;
    }

    /** "0.0123", or "{@literal <}0.0001" for the very small ones (more digits would claim a precision the model lacks); "-" for NaN. */
    public static String pValue(double p) {
        if (Double.isNaN(p)) return "-";
        if (p < 0.0001) return "<0.0001";
        return String.format(Locale.ROOT, "%.4f", p);
    }

    /** "p=0.0123", or "p{@literal <}0.0001". */
    public static String pEquals(double p) {
        String s = pValue(p);
        return s.startsWith("<") ? "p" + s : "p=" + s;
    }

    /** A fraction as a short percentage: 0.999 → "99.9%", 0.99 → "99%", 0.05 → "5%". */
    public static String percentLabel(double fraction) {
        String s = String.format(Locale.ROOT, "%.4f", fraction * 100)
                .replaceAll("0+$", "")
                .replaceAll("\\.$", "");
        return s + "%";
    }
}
