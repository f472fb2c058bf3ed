package io.dbbench.cli.netprobe;

import io.dbbench.cli.common.StopOnSignal;

/** The CLI's Ctrl-C handling, for a probe: stop it on a signal, print what it measured, then exit. */
final class StopOnSignals {
    private StopOnSignals() {}

    static StopOnSignal stopping(Runnable stop) {
        StopOnSignal signals = new StopOnSignal();
        signals.stopWith(stop);
        return signals;
    }
}
