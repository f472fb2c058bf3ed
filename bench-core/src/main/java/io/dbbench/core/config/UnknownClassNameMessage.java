package io.dbbench.core.config;

import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import java.util.List;
import java.util.TreeSet;

/**
 * The message for a ClassName no workload answers to: what would have been valid, short enough to read.
 * A full list of prefix x name combinations runs to dozens of lines, so past a handful it is grouped by
 * workload: the simple transaction names once, then the prefixes they may carry.
 */
final class UnknownClassNameMessage {
    private static final int MAX_LISTED_IN_FULL = 10;
    private static final int MAX_SUGGESTIONS = 4;

    private UnknownClassNameMessage() {}

    static String describe(WorkloadRegistry registry, String className) {
        List<String> known = registry.knownClassNames();
        StringBuilder sb =
                new StringBuilder("unknown ClassName '").append(className).append('\'');
        if (known.isEmpty()) {
            return sb.append(": no workloads are installed (is bench-workloads on the class path?)")
                    .toString();
        }
        String simpleName = className.substring(className.lastIndexOf('.') + 1);
        List<String> suggestions = known.stream()
                .filter(k -> k.substring(k.lastIndexOf('.') + 1).equalsIgnoreCase(simpleName))
                .limit(MAX_SUGGESTIONS)
                .toList();
        sb.append('.');
        if (!suggestions.isEmpty())
            sb.append(" Did you mean ").append(String.join(" or ", suggestions)).append('?');
        if (known.size() <= MAX_LISTED_IN_FULL) {
            return sb.append(" Known ClassNames: ")
                    .append(String.join(", ", known))
                    .toString();
        }
        sb.append(" Known transactions by workload (ClassName = prefix + name):");
        for (WorkloadProvider provider : registry.providers()) {
            sb.append("\n  ")
                    .append(provider.name())
                    .append(": ")
                    .append(String.join(", ", new TreeSet<>(provider.transactionNames())))
                    .append("; prefixes ")
                    .append(String.join(", ", provider.classNamePrefixes()));
        }
        return sb.toString();
    }
}
