package io.dbbench.core.result;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * When a run started and how long its phases took: one value so that the three durations cannot be
 * passed in the wrong order.
 *
 * @param start      wall-clock time the load started (after the first logon)
 * @param run        from the start of the load to its end
 * @param statistics how long statistics were collected (the StatsCollectionStart/End window cut to the
 *                   run): the denominator of every average rate
 * @param logon      from the first logon attempt until every user was logged on
 */
public record RunTiming(Instant start, Duration run, Duration statistics, Duration logon) {
    public RunTiming {
        Objects.requireNonNull(start, "startTime");
        Objects.requireNonNull(run, "runDuration");
        Objects.requireNonNull(statistics, "statisticsDuration");
        Objects.requireNonNull(logon, "logonTime");
    }
}
