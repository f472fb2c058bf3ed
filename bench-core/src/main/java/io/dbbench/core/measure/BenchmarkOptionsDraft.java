package io.dbbench.core.measure;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.Topology;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The {@link BenchmarkOptions} of a {@link BenchmarkBuilder} while they are set: one at a time, or
 * whole with {@link #whole}, never both, so that no value set is silently replaced by another call.
 * Refusals are {@link IllegalStateException}s naming the builder method.
 */
final class BenchmarkOptionsDraft {
    private BenchmarkOptions options = BenchmarkOptions.defaults();
    /** Whether {@link #whole} set every option at once. */
    private boolean wholeGiven;
    /** The one-at-a-time builder methods called so far, e.g. "rate(...)", for the refusal of {@link #whole}. */
    private final Set<String> methodsCalled = new LinkedHashSet<>();

    private Integer warmupCount;
    private Duration warmupLength = Duration.ZERO;
    private Integer iterationCount;
    private Duration iterationLength;
    private Integer repeats;

    void whole(BenchmarkOptions v) {
        Objects.requireNonNull(v, "options");
        if (wholeGiven)
            throw new IllegalStateException("options(...) was called already: it sets every option, so a second "
                    + "call would drop the first one's; combine them into one BenchmarkOptions");
        if (!methodsCalled.isEmpty())
            throw new IllegalStateException("options(...) sets every option, so it would drop what "
                    + String.join(", ", methodsCalled) + " set before it; set "
                    + (methodsCalled.size() == 1 ? "that" : "those")
                    + " on the BenchmarkOptions instead (withRate, withSeed, withTopologies, withUsersPerService, "
                    + "withPlan), or leave options(...) out");
        options = v;
        wholeGiven = true;
    }

    void topologies(List<Topology> v) {
        called("topologies(...)", "withTopologies");
        options = options.withTopologies(v);
    }

    void usersPerService(int v) {
        called("usersPerService(...)", "withUsersPerService");
        options = options.withUsersPerService(v);
    }

    void warmup(int count, Duration length) {
        called("warmup(...)", "withPlan");
        warmupCount = count;
        warmupLength = length;
    }

    void iterations(int count, Duration length) {
        called("iterations(...)", "withPlan");
        iterationCount = count;
        iterationLength = length;
    }

    void repeats(int v) {
        called("repeats(...)", "withPlan");
        repeats = v;
    }

    void rate(double perSecond) {
        called("rate(...)", "withRate");
        options = options.withRate(perSecond);
    }

    void seed(long v) {
        called("seed(...)", "withSeed");
        options = options.withSeed(v);
    }

    /** A one-at-a-time method, refused after {@link #whole}: the options are given one way or the other. */
    private void called(String method, String onOptions) {
        if (wholeGiven)
            throw new IllegalStateException(method + " after options(...): options(...) set every option "
                    + "already; set this one there (BenchmarkOptions." + onOptions + "), or leave options(...) out");
        methodsCalled.add(method);
    }

    /**
     * The options to run with.
     *
     * @throws IllegalArgumentException for warm-up or repeats without iterations
     */
    BenchmarkOptions effective() {
        if (iterationCount != null) {
            return options.withPlan(new MeasurementPlan(
                    warmupCount == null ? 0 : warmupCount,
                    warmupLength,
                    iterationCount,
                    iterationLength == null ? Duration.ZERO : iterationLength,
                    repeats == null ? 1 : repeats));
        }
        if (warmupCount != null || repeats != null) {
            throw new IllegalArgumentException(
                    "warm-up and repeats need measurement iterations: set iterations(count, length)");
        }
        return options;
    }
}
