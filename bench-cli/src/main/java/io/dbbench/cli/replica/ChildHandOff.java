package io.dbbench.cli.replica;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.measure.BenchmarkOptions;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

/**
 * A parent's run as it hands it on to its children ({@code --fork}, {@code --replicas N}): the config with
 * the login resolved (the parent's embedded server, when it started one), the measurement options and the
 * options a child acts on. Each child's {@link ChildPlan} is made from it; its password stays here, for the
 * child's environment.
 *
 * @param config         the parent's config, connection resolved, password included
 * @param options        the parent's measurement options
 * @param parent         the parent's options
 * @param usersTotal     {@code --users-total}: split over the replicas; null when each runs the config's users
 * @param startTolerance how late after the common start a child's load may still begin
 * @param embeddedUrl    the URL of the embedded server the parent started for its children; null without one
 */
public record ChildHandOff(
        RunConfig config,
        BenchmarkOptions options,
        CharbenchOptions parent,
        Integer usersTotal,
        Duration startTolerance,
        String embeddedUrl) {
    /** What the children log on with: it goes into their environment, never into a plan or on argv. */
    Secret password() {
        return config.connection().password();
    }

    /** Repeat {@code repeat} of {@code --fork}, on the seed of that repeat, writing into {@code dir}. */
    ChildPlan forkedRepeat(int repeat, Instant startAt, Path dir) {
        return new ChildPlan(
                ChildPlan.Kind.FORKED_REPEAT,
                config,
                oneRepeat(options, options.seed() + repeat),
                ChildPlan.Settings.of(parent, ChildPlan.Kind.FORKED_REPEAT),
                null,
                ForkedRepeats.resultsXml(dir, repeat),
                startAt,
                startTolerance,
                null);
    }

    /**
     * Replica {@code id} of a local run: its share of {@code --users-total}, its seed (the base moved by its
     * index), its identity in the workload's environment, its files named by its index beside {@code xml}.
     *
     * @param baseSeed the seed of the run (a sweep's: of its repeat) before the replica moves it
     * @param startAt  the user's common start, or null to wait for {@code goFile}
     */
    ChildPlan replica(ReplicaIdentity id, long baseSeed, Path xml, Instant startAt, Path goFile) throws CliException {
        RunConfig mine = config.withEnvironment(id.addTo(config.environment()));
        if (usersTotal != null) {
            try {
                mine = mine.withLoad(mine.load().withUsers(id.usersOf(usersTotal)));
            } catch (IllegalArgumentException e) {
                throw new CliException(ExitCodes.BAD_USAGE, "option --users-total: " + e.getMessage(), e);
            }
        }
        return new ChildPlan(
                ChildPlan.Kind.LOCAL_REPLICA,
                mine,
                oneRepeat(options, id.seed(baseSeed)),
                ChildPlan.Settings.of(parent, ChildPlan.Kind.LOCAL_REPLICA),
                id,
                LocalReplicas.replicaXml(xml, id.index()),
                startAt,
                startTolerance,
                startAt == null ? goFile : null);
    }

    /**
     * A child runs once: its parent repeats (--fork) or repeats whole runs of replicas (a sweep). It has no
     * start gate of the parent's (a live object of this JVM): it makes its own from its plan's start.
     */
    static BenchmarkOptions oneRepeat(BenchmarkOptions options, long seed) {
        MeasurementPlan p = options.plan();
        BenchmarkOptions seeded = options.withSeed(seed).withStartGate(null);
        return p == null
                ? seeded
                : seeded.withPlan(new MeasurementPlan(
                        p.warmupIterations(), p.warmupLength(), p.measurementIterations(), p.iterationLength(), 1));
    }
}
