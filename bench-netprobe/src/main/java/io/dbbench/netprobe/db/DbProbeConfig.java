package io.dbbench.netprobe.db;

import io.dbbench.core.config.Secret;
import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.internal.connect.ConnectStrings;
import io.dbbench.netprobe.Bounds;
import java.util.Objects;

/**
 * A database round-trip probe.
 *
 * @param connects       connections opened and closed one after another to time connecting (0 skips it)
 * @param threads        concurrent sessions doing round trips, one connection each
 * @param durationMillis -t: longest the round-trip phase runs
 * @param maxRoundTrips  --count: stop after this many ping queries in all (each followed by an isValid
 *                       call); 0 for no count bound
 */
public record DbProbeConfig(
        String jdbcUrl,
        String user,
        Secret password,
        int connects,
        int threads,
        long durationMillis,
        long maxRoundTrips,
        long intervalMillis,
        int isValidTimeoutSeconds) {
    public DbProbeConfig {
        Objects.requireNonNull(jdbcUrl, "jdbcUrl");
        Objects.requireNonNull(password, "password");
        if (Dialects.all().stream().noneMatch(d -> d.acceptsJdbcUrl(jdbcUrl))) {
            throw new IllegalArgumentException("not a supported JDBC URL: '" + ConnectStrings.redact(jdbcUrl)
                    + "'; supported: " + String.join(", ", Dialects.supportedUrlPrefixes()));
        }
        Bounds.check("--connects", connects, 0, 100_000);
        Bounds.check("--threads", threads, 1, 1024);
        Bounds.check("-t (seconds)", durationMillis, 1, 24L * 3600 * 1000);
        Bounds.check("--count", maxRoundTrips, 0, Long.MAX_VALUE);
        Bounds.check("-i (interval)", intervalMillis, 1, 24L * 3600 * 1000);
        Bounds.check("--isvalid-timeout", isValidTimeoutSeconds, 1, 3600);
    }

    /** Round trips thread {@code index} does; Long.MAX_VALUE without a count bound. */
    public long quotaOf(int index) {
        return Bounds.shareOf(maxRoundTrips, threads, index);
    }
}
