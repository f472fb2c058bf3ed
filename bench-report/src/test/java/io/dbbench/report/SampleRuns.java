package io.dbbench.report;

import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The fixed results.json the report is tested with: bench-core's golden results.json with per-interval
 * p50/p90/p99 added (topology 4x2, an open loop, warm-up and measured iterations, errors by code), read
 * with the same reader as {@code bench-cli report}.
 */
final class SampleRuns {
    private SampleRuns() {}

    static RunResult sample() {
        try (InputStream in = SampleRuns.class.getResourceAsStream("/sample-results.json")) {
            return new ResultsJsonReader().read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
