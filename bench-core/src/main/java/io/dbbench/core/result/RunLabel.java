package io.dbbench.core.result;

/**
 * What a run is called: the benchmark's name and the user's comment, kept together so the two strings
 * cannot be swapped.
 *
 * @param benchmarkName the config's benchmark name, or null
 * @param comment       the run's comment, or null
 */
public record RunLabel(String benchmarkName, String comment) {}
