package io.dbbench.it.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --replicas 1,2 --repeats 2} on PostgreSQL: each count runs as local replicas from a common start,
 * the rounds interleave (AB, BA), each count's merged result is the sum of its replicas' over both
 * repeats, and the sweep table judges 2 replicas against 1.
 */
class ReplicaSweepIT {
    @TempDir
    Path dir;

    @Test
    void aSweepOverReplicaCountsInterleavesMergesAndCompares() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("replica_sweep");
        Path xml = dir.resolve("results.xml");
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-s",
                "--create",
                "-r",
                xml.toString(),
                "--replicas",
                "1,2",
                "--users-total",
                "2",
                "--iterations",
                "2x1s",
                "--repeats",
                "2");

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertFalse((run.out() + run.err()).contains(db.password()), "password in output");
        List<String> starts = run.out()
                .lines()
                .filter(l -> l.startsWith("== ") && l.contains("user(s), common start"))
                .map(l -> l.substring(3, l.indexOf(':')))
                .toList();
        assertEquals(
                List.of(
                        "1replica, repeat 1 of 2",
                        "2replicas, repeat 1 of 2",
                        "2replicas, repeat 2 of 2",
                        "1replica, repeat 2 of 2"),
                starts,
                "AB then BA: " + run.out());
        assertTrue(run.out().contains("== 2replicas, repeat 1 of 2: 2 x 1 user(s)"), run.out());

        // each count's merged result: the sum of its replicas' results over both repeats, all its iterations scored
        for (int count : new int[] {1, 2}) {
            String label = count == 1 ? "1replica" : "2replicas";
            RunResult merged = read(dir.resolve("results-" + label + ".json"));
            assertTrue(Files.exists(dir.resolve("results-" + label + ".xml")), label + ": results.xml");
            long completed = 0;
            long inserts = 0;
            for (int repeat = 1; repeat <= 2; repeat++) {
                for (int i = 0; i < count; i++) {
                    RunResult replica = read(dir.resolve("results-" + label + "-repeat" + repeat + "-r" + i + ".json"));
                    assertEquals(count, replica.details().replica().count());
                    assertEquals(2 / count, replica.config().load().users(), "--users-total 2 split over " + count);
                    completed += replica.totalCompleted();
                    inserts += replica.dmlTotals().inserts();
                }
            }
            assertTrue(completed > 0, label);
            assertEquals(completed, merged.totalCompleted(), label + ": merged count = sum of its replicas'");
            assertEquals(inserts, merged.dmlTotals().inserts(), label + ": merged inserts = sum of its replicas'");
            assertEquals(2, merged.config().load().users(), label + ": users over all replicas");
            assertEquals(4, merged.details().measuredIterations().size(), label + ": 2 iterations x 2 repeats");
            assertEquals(
                    List.of(0, 0, 1, 1),
                    merged.details().measuredIterations().stream()
                            .map(i -> i.repeat())
                            .toList(),
                    label + ": iterations numbered by the sweep's repeat");
            assertTrue(
                    run.out().contains(label + ": Completed: " + merged.totalCompleted() + " transactions completed"),
                    run.out());
        }
        assertTrue(
                Files.readString(dir.resolve("results.html")).contains("\"candidate\" : \"2replicas\""),
                "results.html: the counts side by side");

        assertTrue(
                run.out()
                        .contains(
                                "Sweep: score ± error at 99% over measured iterations; runs interleaved across repeats"),
                run.out());
        String reference = row(run.out(), "1replica ");
        String candidate = row(run.out(), "2replicas ");
        assertTrue(reference.contains(" 4 ") && reference.contains("(reference)"), run.out());
        assertTrue(
                candidate.contains(" 4 ")
                        && (candidate.matches(".*(faster|slower) [+-]\\d+\\.\\d%.*")
                                || candidate.matches(".*not significant at 99% \\([+-]\\d+\\.\\d%\\).*")),
                "2replicas judged against 1replica: " + candidate);
        System.out.println(run.out().substring(run.out().indexOf("Sweep:")));
    }

    private static String row(String out, String prefix) {
        return out.lines()
                .filter(l -> l.startsWith(prefix) && l.contains("±"))
                .reduce((a, b) -> b)
                .orElse("");
    }

    private static RunResult read(Path json) throws IOException {
        try (InputStream in = Files.newInputStream(json)) {
            return new ResultsJsonReader().read(in);
        }
    }
}
