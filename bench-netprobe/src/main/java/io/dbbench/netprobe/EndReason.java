package io.dbbench.netprobe;

/** Why a probe run ended: it reached its time or count bound, or it was stopped early (Ctrl-C). */
public enum EndReason {
    COMPLETED,
    STOPPED
}
