package io.dbbench.core.result;

/** Transactions completed in the one-second interval that ended at {@code epochMillis}. */
public record TpsReading(long epochMillis, long tps) {}
