package io.dbbench.cli.results;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.internal.compare.ComparisonOptions;
import io.dbbench.core.internal.compare.MetricKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Turns compare's option strings into {@link ComparisonOptions}; every mistake is one line naming the option. */
final class CompareArguments {
    private CompareArguments() {}

    static ComparisonOptions options(String confidencePercent, String failIfSlowerPercent, String gate)
            throws CliException {
        double confidence = percent("--confidence", confidencePercent);
        // below 50 % a "significant" difference is more likely noise than not: surely a typo (0.99 for 99)
        if (!(confidence >= 50 && confidence < 100)) {
            throw usage("--confidence: must be a percentage from 50 up to (not including) 100, e.g. 99; was '"
                    + confidencePercent + "'");
        }
        double threshold = Double.NaN;
        if (failIfSlowerPercent != null) {
            threshold = percent("--fail-if-slower", failIfSlowerPercent);
            if (!(threshold >= 0 && threshold <= 100)) {
                throw usage("--fail-if-slower: must be a percentage from 0 to 100, e.g. 5%; was '" + failIfSlowerPercent
                        + "'");
            }
        }
        return new ComparisonOptions(confidence / 100, threshold, metrics(gate));
    }

    /** "tps,p50" → {TPS, P50}. */
    static Set<MetricKind> metrics(String gate) throws CliException {
        Set<MetricKind> kinds = EnumSet.noneOf(MetricKind.class);
        for (String label : gate.split(",", -1)) {
            if (label.isBlank()) {
                throw usage("--gate: empty metric in '" + gate + "' (known: " + MetricKind.labels() + ")");
            }
            try {
                kinds.add(MetricKind.parse(label));
            } catch (IllegalArgumentException e) {
                throw usage("--gate: " + e.getMessage());
            }
        }
        return kinds;
    }

    /**
     * Refuses a results file named twice, on both sides or within one side's list, however it is spelt
     * (another path, a symbolic link): a run compared with itself shows no change whatever the code
     * did, so a gate would pass for nothing, and a file pooled twice counts its iterations twice.
     */
    static void checkDistinctFiles(String base, String candidate) throws CliException {
        List<String> sides = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (String[] side : new String[][] {{"BASE", base}, {"NEW", candidate}}) {
            for (String name : side[1].split(",", -1)) {
                if (name.isBlank()) continue; // refused when the lists were read
                sides.add(side[0]);
                names.add(name.strip());
            }
        }
        for (int i = 0; i < names.size(); i++) {
            for (int j = i + 1; j < names.size(); j++) {
                if (!sameFile(names.get(i), names.get(j))) continue;
                String which = names.get(i).equals(names.get(j)) ? names.get(i) : names.get(i) + " and " + names.get(j);
                throw usage(
                        sides.get(i).equals(sides.get(j))
                                ? sides.get(i) + " names the same file twice (" + which
                                        + "): its iterations would be pooled twice"
                                : "BASE and NEW are the same file (" + which
                                        + "): a run compared with itself shows no change; give two different runs");
            }
        }
    }

    /** True when both names reach one file (they were read before: they exist). */
    private static boolean sameFile(String a, String b) {
        try {
            return Files.isSameFile(Path.of(a), Path.of(b));
        } catch (IOException | RuntimeException unreadable) {
            return false;
        }
    }

    /** "5", "5%", "99.9" → the number; anything else is bad usage. */
    private static double percent(String option, String text) throws CliException {
        String number = text.trim();
        if (number.endsWith("%"))
            number = number.substring(0, number.length() - 1).trim();
        try {
            double value = Double.parseDouble(number);
            if (Double.isFinite(value) && !number.toLowerCase(Locale.ROOT).matches(".*[a-z].*")) return value;
        } catch (NumberFormatException e) {
            // reported below
        }
        throw usage(option + ": '" + text + "' is not a percentage (e.g. 5 or 5%)");
    }

    private static CliException usage(String message) {
        return new CliException(ExitCodes.BAD_USAGE, message);
    }
}
