package io.dbbench.core.config;

import io.dbbench.core.workload.WorkloadRegistry;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads {@code Load/TransactionList}. Every ClassName must resolve through the {@link WorkloadRegistry}
 * (never {@code Class.forName}), disabled ones included, since -en may switch them on.
 */
final class TransactionListSection {
    private static final String TRANSACTION = "Transaction";
    private static final Set<String> KNOWN = Set.of("Id", "ShortName", "ClassName", "Weight", "Enabled");

    private TransactionListSection() {}

    static List<TransactionConfig> read(ConfigReadContext ctx, XmlElement list, WorkloadRegistry registry)
            throws ConfigException {
        ctx.checkItems(list, TRANSACTION);
        List<XmlElement> items = list.children(TRANSACTION);
        if (items.isEmpty()) throw ctx.error(list, "no <Transaction> in the list; a configuration needs at least one");
        Map<String, Integer> firstLineById = new HashMap<>();
        List<TransactionConfig> transactions = new ArrayList<>();
        for (XmlElement item : items) {
            transactions.add(readOne(ctx, item, registry, firstLineById));
        }
        if (transactions.stream().noneMatch(t -> t.enabled() && t.weight() > 0)) {
            long disabled = transactions.stream().filter(t -> !t.enabled()).count();
            long zeroWeight = transactions.stream()
                    .filter(t -> t.enabled() && t.weight() == 0)
                    .count();
            throw ctx.error(
                    list,
                    "no transaction is enabled with a weight above 0 (" + transactions.size() + " listed: " + disabled
                            + " disabled, " + zeroWeight + " enabled with weight 0)");
        }
        long totalWeight =
                transactions.stream().mapToLong(TransactionConfig::weight).sum();
        if (totalWeight > Integer.MAX_VALUE) {
            // all of them, disabled ones too: -en may switch any of them on
            throw ctx.error(
                    list,
                    "the weights add up to " + totalWeight + ", above the limit of " + Integer.MAX_VALUE
                            + "; weights are relative, so scale them down (e.g. 20, 10, 90)");
        }
        return transactions;
    }

    private static TransactionConfig readOne(
            ConfigReadContext ctx, XmlElement item, WorkloadRegistry registry, Map<String, Integer> firstLineById)
            throws ConfigException {
        ctx.checkChildren(item, KNOWN);
        String id = ctx.text(item, "Id").orElseThrow(() -> ctx.error(item, "transaction without an <Id>"));
        XmlElement idElement = item.child("Id").orElse(item);
        Integer firstLine = firstLineById.putIfAbsent(id, idElement.line());
        if (firstLine != null) {
            throw ctx.error(
                    idElement,
                    "duplicate transaction Id '" + id + "' (first used at line " + firstLine
                            + "); Ids must be unique because results are keyed by them");
        }
        String className = ctx.text(item, "ClassName")
                .orElseThrow(() -> ctx.error(item, "transaction '" + id + "' has no <ClassName>"));
        if (ctx.text(item, "Weight").isEmpty()) throw ctx.error(item, "transaction '" + id + "' has no <Weight>");
        int weight = ctx.intValue(item, "Weight", 0);
        if (weight < 0)
            throw ctx.error(item.child("Weight").orElse(item), "weight must not be negative, was " + weight);
        boolean enabled = ctx.booleanValue(item, "Enabled", true);
        String shortName = ctx.text(item, "ShortName").orElseGet(() -> {
            ctx.warnOnce(
                    "shortname:" + id,
                    "transaction '" + id + "' at line " + item.line()
                            + " has no <ShortName>; using its Id as the short name");
            return id;
        });
        if (registry.resolve(className).isEmpty()) {
            throw ctx.error(
                    item.child("ClassName").orElse(item), UnknownClassNameMessage.describe(registry, className));
        }
        try {
            return new TransactionConfig(id, shortName, className, weight, enabled);
        } catch (IllegalArgumentException e) {
            throw ctx.invalid(item, e);
        }
    }
}
