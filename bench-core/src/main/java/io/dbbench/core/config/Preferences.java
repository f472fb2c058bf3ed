package io.dbbench.core.config;

import java.time.Duration;
import java.util.Objects;
import java.util.Set;

/**
 * SwingBench's {@code Preferences} block: what affects results. GUI-only preferences (charts,
 * StartMode) are accepted by the reader and not kept.
 *
 * @param allowedErrorCodes vendor codes that do not count as failures, as written ("ORA-00060", "40P01")
 */
public record Preferences(
        TimingUnit timingsIn,
        StatisticsLevel statisticsLevel,
        boolean timingsIncludeSleep,
        Duration refreshRate,
        Set<String> allowedErrorCodes,
        String outputFile) {
    public static final Preferences DEFAULT = new Preferences(
            TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, false, Duration.ofSeconds(1), Set.of(), null);

    public Preferences {
        Objects.requireNonNull(timingsIn, "timingsIn");
        Objects.requireNonNull(statisticsLevel, "statisticsLevel");
        Objects.requireNonNull(refreshRate, "refreshRate");
        if (refreshRate.isNegative() || refreshRate.isZero()) {
            throw new IllegalArgumentException("RefreshRate must be positive, was " + refreshRate);
        }
        allowedErrorCodes = Set.copyOf(allowedErrorCodes == null ? Set.of() : allowedErrorCodes);
    }

    public Preferences withStatisticsLevel(StatisticsLevel v) {
        return new Preferences(timingsIn, v, timingsIncludeSleep, refreshRate, allowedErrorCodes, outputFile);
    }

    /** Unit of response times in results.xml and the mini report. */
    public enum TimingUnit {
        MILLISECONDS("milliseconds", 1_000_000L),
        MICROSECONDS("microseconds", 1_000L);

        private final String swingBenchName;
        private final long nanosPerUnit;

        TimingUnit(String swingBenchName, long nanosPerUnit) {
            this.swingBenchName = swingBenchName;
            this.nanosPerUnit = nanosPerUnit;
        }

        /** As written in SwingBench's {@code TimingsIn} element. */
        public String swingBenchName() {
            return swingBenchName;
        }

        public double fromNanos(double nanos) {
            return nanos / nanosPerUnit;
        }
    }

    /** {@code simple} writes percentiles 10..90 in steps of 10; {@code full} adds 91..99. */
    public enum StatisticsLevel {
        SIMPLE,
        FULL
    }
}
