package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Topology;
import io.dbbench.core.internal.engine.UserThreads;
import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.internal.replica.StartAt;
import io.dbbench.core.measure.BenchmarkOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one thing a parent hands a child JVM: what it holds, what it leaves out, and that it reads back as written. */
class ChildPlanTest {
    @TempDir
    Path dir;

    /** A parent's run: 3 users, 2x10s after a 1x5s warm-up, 3 repeats on seed 40, logging on with {@code password}. */
    static ChildHandOff handOff(String password) {
        return handOff(password, new CharbenchOptions(), null);
    }

    static ChildHandOff handOff(String password, CharbenchOptions parent, Integer usersTotal) {
        RunConfig config = RunConfig.builder()
                .name("plan-test")
                .connect("jdbc:postgresql://127.0.0.1:45678/dbbench", "dbbench", password)
                .users(3)
                .runTime(Duration.ofMinutes(1))
                .environment("SOE_MIN_CUSTOMER", "1")
                .transaction("BP", "BP", "test.BP", 100)
                .build();
        BenchmarkOptions options = BenchmarkOptions.defaults()
                .withSeed(40)
                .withTopologies(List.of(new Topology(2, 1)))
                .withPlan(new MeasurementPlan(1, Duration.ofSeconds(5), 2, Duration.ofSeconds(10), 3))
                .withStartAt(Instant.parse("2026-11-29T06:00:00Z"), Duration.ofSeconds(2));
        return new ChildHandOff(config, options, parent, usersTotal, Duration.ofSeconds(2), null);
    }

    static ChildPlan replicaPlan(ChildHandOff handOff) throws CliException {
        return handOff.replica(
                new ReplicaIdentity(1, 2), 40, Path.of("/tmp/out/results.xml"), null, Path.of("/tmp/out/.go"));
    }

    @Test
    void aPlanReadsBackAsItWasWritten() throws Exception {
        ChildHandOff handOff = handOff("s3cret");
        for (ChildPlan plan : List.of(
                replicaPlan(handOff),
                handOff.replica(
                        new ReplicaIdentity(0, 4),
                        7,
                        dir.resolve("r.xml"),
                        Instant.parse("2026-11-29T06:00:00Z"),
                        null),
                handOff.forkedRepeat(2, null, dir),
                handOff.forkedRepeat(0, Instant.parse("2026-11-29T06:00:00.250Z"), dir))) {
            assertEquals(plan, ChildPlan.fromJson(plan.toJson()), plan.toJson());
        }
    }

    /** {@code --threads}: each child runs its users on the parent's kind of thread, a replica and a forked repeat. */
    @Test
    void aPlanCarriesTheKindOfThreadTheUsersRunOn() throws Exception {
        ChildHandOff platform = handOff("s3cret");
        ChildPlan plain = replicaPlan(platform);
        assertTrue(plain.toJson().contains("\"virtualThreads\":false"), plain.toJson());
        assertFalse(ChildPlan.fromJson(plain.toJson()).options().virtualThreads());
        // the options refuse virtual threads on a Java without them: the rest only on 21+
        assumeTrue(UserThreads.virtualAvailable(), "a JDK with virtual threads (21+)");
        ChildHandOff virtual = new ChildHandOff(
                platform.config(),
                platform.options().withVirtualThreads(true),
                platform.parent(),
                null,
                Duration.ofSeconds(2),
                null);
        for (ChildPlan plan : List.of(replicaPlan(virtual), virtual.forkedRepeat(1, null, dir))) {
            assertTrue(plan.toJson().contains("\"virtualThreads\":true"), plan.toJson());
            ChildPlan read = ChildPlan.fromJson(plan.toJson());
            assertEquals(plan, read);
            assertTrue(read.options().virtualThreads(), plan.toJson());
        }
    }

    @Test
    void thePasswordIsNotInThePlanAndComesFromTheEnvironment() throws Exception {
        ChildPlan plan = replicaPlan(handOff("s3cret"));
        assertFalse(plan.toJson().contains("s3cret"), plan.toJson());
        assertTrue(plan.config().connection().password().isEmpty());
        RunConfig config = ChildPlan.fromJson(plan.toJson()).configWithPassword(Map.of("DBBENCH_PASSWORD", "s3cret"));
        assertEquals("s3cret", config.connection().password().reveal());
        assertEquals(
                "jdbc:postgresql://127.0.0.1:45678/dbbench", config.connection().connectString());
        assertEquals("dbbench", config.connection().userName());
        assertTrue(plan.configWithPassword(Map.of()).connection().password().isEmpty());
    }

    /** -ot json, -r, --json, -nr, --embedded are the parent's; --create is the parent's for replicas, a fork's own for repeats. */
    @Test
    void aChildActsOnNoneOfItsParentsOwnOptions() throws Exception {
        CharbenchOptions parent = new CharbenchOptions();
        parent.outputType = "json";
        parent.resultsFile = Path.of("out.xml");
        parent.jsonFile = Path.of("out.json");
        parent.noResults = true;
        parent.embedded = true;
        parent.createSchema = true;
        parent.resultsToLog = true;
        parent.silent = true;
        parent.miniReport = true;
        parent.columns = "users,tps";
        parent.maxFailedPercent = 3;
        parent.scale = 0.5;
        ChildHandOff handOff = handOff("", parent, null);
        for (ChildPlan plan : List.of(replicaPlan(handOff), handOff.forkedRepeat(0, null, dir))) {
            CharbenchOptions child =
                    ChildPlan.fromJson(plan.toJson()).settings().toOptions();
            assertFalse(child.jsonOnStdout(), "only the parent prints the JSON");
            assertNull(child.resultsFile);
            assertNull(child.jsonFile);
            assertFalse(child.noResults, "a child always writes, for its parent to read");
            assertFalse(child.embedded);
            assertTrue(child.silent && child.miniReport);
            assertEquals("users,tps", child.columns);
            assertEquals(3, child.maxFailedPercent);
            assertEquals(0.5, child.scale);
            boolean repeat = plan.kind() == ChildPlan.Kind.FORKED_REPEAT;
            assertEquals(repeat, child.createSchema, "the parent of replicas created the schema once");
            assertEquals(!repeat, child.resultsToLog, "a fork's parent frames the merged repeats into the log");
        }
    }

    @Test
    void aReplicaRunsItsShareOnceWithItsSeedIdentityAndFiles() throws Exception {
        ChildPlan plan = handOff("", new CharbenchOptions(), 5)
                .replica(new ReplicaIdentity(1, 2), 40, dir.resolve("results.xml"), null, dir.resolve(".go"));
        ReplicaIdentity id = new ReplicaIdentity(1, 2);
        assertEquals(id, plan.replica());
        assertEquals(2, plan.config().load().users(), "5 users over 2 replicas: 3 and 2");
        assertEquals(id, ReplicaIdentity.ofRunEnvironment(plan.config().environment()));
        assertEquals("1", plan.config().environment().get("SOE_MIN_CUSTOMER"));
        assertEquals(id.seed(40), plan.options().seed());
        assertEquals(1, plan.options().repeats(), "repeats are the parent's");
        assertNull(plan.options().startGate(), "the child makes its own gate");
        assertEquals(List.of(new Topology(2, 1)), plan.options().topologies());
        assertEquals(dir.resolve("results-r1.xml"), plan.resultsXml());
        assertEquals(dir.resolve("results-r1.json"), plan.resultsJson());
        assertEquals(dir.resolve(".go"), plan.goFile());
        assertNull(plan.start());
        assertTrue(plan.writesHtml());

        Instant at = Instant.parse("2026-11-29T06:00:00Z");
        ChildPlan timed = handOff("").replica(id, 40, dir.resolve("results.xml"), at, dir.resolve(".go"));
        assertEquals(3, timed.config().load().users(), "without --users-total each replica runs the config's users");
        assertEquals(new StartAt(at, Duration.ofSeconds(2)), timed.start());
        assertNull(timed.goFile(), "the user named the start");
    }

    @Test
    void aForkedRepeatRunsOnceOnTheSeedOfItsRepeat() {
        ChildPlan plan = handOff("").forkedRepeat(2, null, dir);
        assertNull(plan.replica());
        assertEquals(42, plan.options().seed());
        assertEquals(1, plan.options().repeats());
        assertEquals(2, plan.options().plan().measurementIterations());
        assertEquals(dir.resolve("repeat-2.xml"), plan.resultsXml());
        assertNull(plan.goFile());
        assertFalse(plan.writesHtml(), "the parent writes the merged results.html");
        assertEquals(3, plan.config().load().users());
    }

    @Test
    void usersThatCannotBeSplitAreRefusedBeforeAnyReplicaStarts() {
        CliException e = assertThrows(CliException.class, () -> handOff("", new CharbenchOptions(), 3)
                .replica(new ReplicaIdentity(0, 4), 1, dir, null, null));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        assertTrue(e.getMessage().startsWith("option --users-total: "), e.getMessage());
    }

    @Test
    void aChildFindsItsPlanByItsEnvironment() throws Exception {
        assertNull(ChildPlan.fromEnvironment(Map.of()));
        ChildPlan plan = handOff("").forkedRepeat(1, null, dir);
        Path file = Files.writeString(dir.resolve("plan.json"), plan.toJson());
        assertEquals(plan, ChildPlan.fromEnvironment(Map.of(ChildPlan.VARIABLE, file.toString())));
        Path bad = Files.writeString(dir.resolve("bad.json"), "{\"kind\":\"FORKED_REPEAT\"}");
        CliException e = assertThrows(
                CliException.class, () -> ChildPlan.fromEnvironment(Map.of(ChildPlan.VARIABLE, bad.toString())));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        assertTrue(e.getMessage().startsWith(ChildPlan.VARIABLE + "=" + bad), e.getMessage());
    }
}
