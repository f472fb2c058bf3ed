package io.dbbench.core.config;

import java.util.Objects;

/**
 * One entry of a SwingBench {@code TransactionList}.
 *
 * @param id        display name; the key of the transaction in every result
 * @param shortName column header and what {@code -en/-di} name
 * @param className fully qualified class name as written in the config (a SwingBench alias or ours)
 * @param weight    relative weight, not a percentage
 */
public record TransactionConfig(String id, String shortName, String className, int weight, boolean enabled) {
    public TransactionConfig {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(shortName, "shortName");
        Objects.requireNonNull(className, "className");
        if (id.isBlank()) throw new IllegalArgumentException("transaction Id must not be blank");
        if (weight < 0) throw new IllegalArgumentException("transaction '" + id + "' has negative weight " + weight);
    }

    public TransactionConfig withEnabled(boolean newEnabled) {
        return new TransactionConfig(id, shortName, className, weight, newEnabled);
    }
}
