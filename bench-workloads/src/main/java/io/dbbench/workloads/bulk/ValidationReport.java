package io.dbbench.workloads.bulk;

import java.util.List;
import java.util.Locale;

/** The outcome of a workload's schema validation: every check in the order it ran. */
public record ValidationReport(List<ValidationCheck> checks) {
    public ValidationReport {
        checks = List.copyOf(checks);
    }

    /** True when every check held. */
    public boolean ok() {
        return checks.stream().allMatch(ValidationCheck::ok);
    }

    public List<ValidationCheck> failures() {
        return checks.stream().filter(c -> !c.ok()).toList();
    }

    /**
     * One line per check ({@code OK     name: detail} or {@code FAILED name: detail}, names aligned), then a
     * summary line. Each line ends with a newline.
     */
    public String format() {
        int width = checks.stream().mapToInt(c -> c.name().length()).max().orElse(0);
        StringBuilder out = new StringBuilder();
        for (ValidationCheck c : checks) {
            out.append(String.format(
                                    Locale.ROOT,
                                    "%-6s %-" + Math.max(1, width) + "s  %s%n",
                                    c.ok() ? "OK" : "FAILED",
                                    c.name(),
                                    c.detail())
                            .stripTrailing())
                    .append('\n');
        }
        int failed = failures().size();
        out.append(
                        failed == 0
                                ? "Schema valid: all " + checks.size() + " checks passed"
                                : "Schema INVALID: " + failed + " of " + checks.size() + " checks failed")
                .append('\n');
        return out.toString();
    }
}
