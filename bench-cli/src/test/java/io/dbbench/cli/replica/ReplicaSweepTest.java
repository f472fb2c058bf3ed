package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code --replicas 1,2,4}: parsing, what it is refused with (before any database), its order and file names. */
class ReplicaSweepTest {
    private static final String STRESS =
            Path.of("..", "configs", "Stress_Test.xml").toString();
    /** Never connected to: every case here is refused first. */
    private static final String NOWHERE = "//127.0.0.1:9/none";

    @Test
    void countsParseInTheOrderGiven() throws Exception {
        assertEquals(List.of(4), ReplicaFlags.parseCounts("4"));
        assertEquals(List.of(1, 2, 4), ReplicaFlags.parseCounts("1,2,4"));
        assertEquals(List.of(4, 1), ReplicaFlags.parseCounts(" 4 , 1"));
        ReplicaFlags flags = new ReplicaFlags();
        flags.replicas = "1,2";
        assertTrue(flags.sweep());
        assertEquals(null, flags.count());
        flags.replicas = "3";
        assertEquals(3, flags.count());
    }

    @Test
    void badCountsAreBadUsageNamingTheOption() {
        assertRefused("1,x", "option --replicas: '1,x' is not a replica count or a list of them");
        assertRefused("1,,2", "option --replicas: '1,,2' is not a replica count");
        assertRefused("2,0", "option --replicas: must be at least 1, was 0");
        assertRefused("2,4,2", "option --replicas: 2 is given twice in 2,4,2");
    }

    private static void assertRefused(String text, String message) {
        CliException e = assertThrows(CliException.class, () -> ReplicaFlags.parseCounts(text));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        assertTrue(e.getMessage().startsWith(message), e.getMessage());
    }

    @Test
    void aSweepIsRefusedWithWhatItCannotBeCombinedWith() {
        refused(
                "options --replicas and --topology: sweep one of them at a time, not both (replica counts 1,2, topologies [4x1, 2x2])",
                "--replicas",
                "1,2",
                "--iterations",
                "2x1s",
                "--topology",
                "4x1,2x2");
        refused(
                "option --replicas: a sweep over replica counts (1,2) needs --iterations",
                "--replicas",
                "1,2",
                "-uc",
                "2");
        refused(
                "option --start-at: a sweep over replica counts runs one count after another",
                "--replicas",
                "1,2",
                "--iterations",
                "2x1s",
                "--start-at",
                "next-minute");
        refused(
                "option --users-total: 2 users cannot be split over 4 replicas",
                "--replicas",
                "1,2,4",
                "--users-total",
                "2",
                "--iterations",
                "2x1s");
        refused(
                "option --replica: cannot be combined with a sweep over replica counts (--replicas 1,2)",
                "--replicas",
                "1,2",
                "--replica",
                "0/2",
                "--iterations",
                "2x1s");
        refused(
                "option --fork: cannot be combined with replicas",
                "--replicas",
                "1,2",
                "--iterations",
                "2x1s",
                "--fork");
        refused(
                "option --topology: 4x4 with 4 replicas of 2 user(s)",
                "--replicas",
                "1,4",
                "--users-total",
                "8",
                "--iterations",
                "2x1s",
                "--topology",
                "4x4");
        refused("option --replicas: '1;2' is not a replica count", "--replicas", "1;2", "--iterations", "2x1s");
        refused(
                "option --merge-available: a sweep over replica counts with --repeats 2 merges each count's repeats",
                "--replicas",
                "1,2",
                "--iterations",
                "2x1s",
                "--repeats",
                "2",
                "--merge-available");
    }

    private static void refused(String message, String... options) {
        List<String> args = new ArrayList<>(List.of("-c", STRESS, "-cs", NOWHERE, "-u", "nobody", "-p", "none"));
        args.addAll(List.of(options));
        CliRun r = CliRun.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertTrue(r.err().startsWith("bench-cli: " + message), r.err());
        assertEquals(1, r.err().lines().count(), "one line: " + r.err());
    }

    @Test
    void roundsInterleaveTheCountsAsATopologySweepDoes() {
        List<List<Integer>> rounds = new ArrayList<>();
        for (int repeat = 0; repeat < 4; repeat++) rounds.add(ReplicaSweep.order(repeat, 3));
        assertEquals(
                List.of(List.of(0, 1, 2), List.of(2, 1, 0), List.of(1, 2, 0), List.of(0, 2, 1)),
                rounds,
                "ABC, CBA, BCA, ACB");
        assertEquals(List.of(1, 0), ReplicaSweep.order(1, 2));
    }

    @Test
    void eachRunsReplicasWriteFilesNamedByCountAndRepeat() {
        Path xml = Path.of("out", "results.xml");
        assertEquals(Path.of("out", "results-2replicas.xml"), ReplicaSweep.replicaXmlOf(xml, 2, 0, 1));
        Path second = ReplicaSweep.replicaXmlOf(xml, 1, 1, 3);
        assertEquals(Path.of("out", "results-1replica-repeat2.xml"), second);
        assertEquals(Path.of("out", "results-1replica-repeat2-r0.xml"), LocalReplicas.replicaXml(second, 0));
        assertEquals(Path.of("out", "results-1replica-repeat2-r0.log"), LocalReplicas.log(second, 0));
        assertEquals(
                Path.of("out", "results-r3.log"), LocalReplicas.log(xml, 3), "a single count's logs keep their names");
    }
}
