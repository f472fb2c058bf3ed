package io.dbbench.core.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.dbbench.core.config.Topology;
import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.engine.BenchmarkException;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.workload.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each topology's result files are written when it is done, readable by all, and never cost the result. */
class BenchmarkResultFilesTest {
    private final FakeDatabase db = new FakeDatabase();

    private BenchmarkBuilder twoTopologies(Path results) {
        return Benchmark.builder()
                .dataSource(db.dataSource())
                .dialect(Dialects.postgresql())
                .connectionMode(ConnectionMode.SESSION)
                .resultsDirectory(results)
                .seed(7)
                .users(2)
                .maxTransactions(20)
                .topologies("2x1,1x2")
                .transaction("t", 1, ctx -> Outcome.COMMITTED);
    }

    @Test
    void aFailingLaterTopologyKeepsTheFilesOfTheFinishedOne(@TempDir Path tmp) {
        BenchmarkException e = assertThrows(BenchmarkException.class, () -> twoTopologies(tmp)
                .listener(new BenchmarkListener() {
                    @Override
                    public void runFinished(Topology topology, int repeat, RunResult result) {
                        db.down = true;
                    }
                })
                .build()
                .run());
        assertEquals(BenchmarkException.Kind.CANNOT_CONNECT, e.kind());
        assertTrue(Files.isRegularFile(tmp.resolve("results-2x1.json")), "the finished topology's files are kept");
        assertTrue(Files.isRegularFile(tmp.resolve("results-2x1.xml")));
    }

    @Test
    void aFileThatCannotBeWrittenLosesNoResult(@TempDir Path tmp) throws Exception {
        Path notADirectory = Files.writeString(tmp.resolve("taken"), "a file where the directory should be");
        BenchmarkResult result = twoTopologies(notADirectory).build().run();
        assertEquals(2, result.runs().size());
        assertEquals(2, result.resultFileErrors().size(), "one error per topology: " + result.resultFileErrors());
        assertTrue(
                result.resultFileErrors().get(0).startsWith("cannot write " + notADirectory.toAbsolutePath()),
                result.resultFileErrors().get(0));
        assertTrue(result.summary().contains("result file not written: cannot write"));
    }

    @Test
    void figuresOfOneRunRefuseSeveralTopologiesAndRunPicksOne() throws Exception {
        BenchmarkResult result = twoTopologies(null).build().run();
        for (org.junit.jupiter.api.function.Executable singleRun : new org.junit.jupiter.api.function.Executable[] {
            result::tps,
            () -> result.transaction("t"),
            result::scores,
            result::single,
            () -> BenchmarkAssert.that(result).tpsAtLeast(0)
        }) {
            assertEquals(
                    "2 runs, one per topology 2x1, 1x2: pick one with run(\"2x1\")",
                    assertThrows(IllegalStateException.class, singleRun).getMessage());
        }
        assertEquals("1x2", result.run("1x2").single().details().topology());
        assertEquals(
                result.runs().get(1).totalCompleted(),
                result.run("1x2").transaction("t").count());
        BenchmarkAssert.that(result.run("2x1")).countAtLeast("t", 1);
        assertEquals(
                "no run of topology '8x2'; there are [2x1, 1x2]",
                assertThrows(IllegalArgumentException.class, () -> result.run("8x2"))
                        .getMessage());
    }

    @Test
    void resultFilesAreReadableByAllAsTheClisAre(@TempDir Path tmp) throws Exception {
        assumeTrue(tmp.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Benchmark.builder()
                .connectionMode(ConnectionMode.APPLICATION)
                .maxTransactions(3)
                .resultsDirectory(tmp)
                .transaction("t", 1, ctx -> Outcome.COMMITTED)
                .build()
                .run();
        for (String name : new String[] {"results.json", "results.xml"}) {
            assertEquals(
                    "rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(tmp.resolve(name))), name);
        }
    }
}
