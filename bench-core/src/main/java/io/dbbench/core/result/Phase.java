package io.dbbench.core.result;

/** Where an iteration lies in a JMH-style run: warm-up iterations are reported but never scored. */
public enum Phase {
    WARMUP,
    MEASUREMENT
}
