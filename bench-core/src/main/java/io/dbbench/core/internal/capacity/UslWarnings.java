package io.dbbench.core.internal.capacity;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What a fit cannot be trusted for, in words a DBA acts on: each warning says what it means for the peak. */
final class UslWarnings {
    private UslWarnings() {}

    static List<String> of(
            double lambda, double sigma, double kappa, double r2, double peakLoad, double maxLoad, int distinctLoads) {
        List<String> warnings = new ArrayList<>();
        if (distinctLoads <= UslFit.EXACT_FIT_LOADS)
            warnings.add("only " + distinctLoads + " distinct loads: the fitted curve passes through (nearly) every"
                    + " point whatever the system does, so R² says little; measure more loads");
        if (r2 < UslFit.LOW_R2)
            warnings.add(
                    "R² = " + UslFormat.number(r2) + " is below " + String.format(Locale.ROOT, "%.2f", UslFit.LOW_R2)
                            + ": the law does not describe these points well, so no peak is given and σ and κ are not to be"
                            + " trusted"
                            + " (a noisy or cut-short step, or a limit the law does not model: the client, the network,"
                            + " a connection pool)");
        if (!(kappa > 0)) warnings.add(kappaWarning(lambda, sigma, kappa));
        if (sigma < 0)
            warnings.add("σ = " + UslFormat.number(sigma) + " < 0: throughput grows faster than load (caches"
                    + " warming up, or a low load-1 step), which the law's σ in [0, 1) does not allow; no peak is"
                    + " given");
        if (sigma >= 1) warnings.add(sigmaOfOneOrMoreWarning(sigma, kappa));
        if (peakLoad > maxLoad)
            warnings.add("the peak N* = " + UslFormat.number(peakLoad) + " lies beyond the largest measured load "
                    + UslFormat.number(maxLoad) + ": an extrapolation; measure near it before sizing on it");
        return warnings;
    }

    /**
     * κ ≤ 0. Only κ = 0 (Amdahl's law) levels off towards λ/σ; a negative κ bends the curve upwards at high
     * loads instead, towards a pole where the denominator reaches 0. Nothing here says whether throughput
     * falls: with σ ≥ 1 it may, and that warning says so.
     */
    private static String kappaWarning(double lambda, double sigma, double kappa) {
        String warning = "κ = " + UslFormat.number(kappa) + " ≤ 0: no coherency cost shows, so no peak is predicted";
        if (kappa < 0)
            return warning + "; a negative κ bends the curve upwards at high loads, which the law's κ ≥ 0 does"
                    + " not allow (too few loads past where throughput flattens, or the highest steps measured"
                    + " high)";
        if (sigma > 0 && sigma < 1)
            return warning + "; throughput levels off towards λ/σ = " + UslFormat.number(lambda / sigma);
        return warning;
    }

    /**
     * σ ≥ 1: contention alone leaves no gain from a second user. X(2) &lt; X(1) only when σ + 2κ &gt; 1
     * (X(2) = 2λ / (1 + σ + 2κ)), so that is said only then.
     */
    private static String sigmaOfOneOrMoreWarning(double sigma, double kappa) {
        return "σ = " + UslFormat.number(sigma) + " ≥ 1: by contention alone, added users add no throughput,"
                + " which the law's σ in [0, 1) does not allow; no peak is given"
                + (sigma + 2 * kappa > 1 ? " (the fitted throughput at load 2 is already below load 1's)" : "")
                + "; look for a lock or a single resource every transaction takes, or a limit outside the"
                + " database";
    }
}
