package io.dbbench.cli.common;

import picocli.CommandLine.Option;

/**
 * {@code --no-plots} as cpu, cpu analyze and lio run show it: a mixin, declared where each command lists it, so
 * the option reads the same in each.
 */
public final class NoPlotsOption {
    @Option(names = "--no-plots", description = "do not write the PNG plots")
    boolean noPlots;

    /** @return whether the command writes its PNG plots (no --no-plots) */
    public boolean plots() {
        return !noPlots;
    }
}
