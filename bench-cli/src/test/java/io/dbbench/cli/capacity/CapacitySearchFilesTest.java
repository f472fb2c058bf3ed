package io.dbbench.cli.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.common.BesideJson;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.cli.results.RunReport;
import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.LoadStepsParser;
import io.dbbench.core.internal.capacity.plan.SloParser;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import io.dbbench.core.measure.BenchmarkOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A capacity search's files as the run writes them, with results.json's set: in its directory, this run's and no
 * other's (a capacity.png of an earlier run is removed with --no-plots), and a file that cannot be written costs
 * one line and exit 1.
 */
class CapacitySearchFilesTest {
    @TempDir
    Path dir;

    @TempDir
    Path fallback;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int finish(CapacitySection section, boolean plots) {
        RunReport report = new RunReport(new CharbenchOptions(), false, false, new PrintWriter(out, true), fallback)
                .addingToJson(section::addedTo)
                .writingBesideJson(CapacitySearchFiles.of(section, plots));
        return report.finish(
                List.of(CompareRuns.run(1.0, 100, 100)),
                BenchmarkOptions.defaults(),
                ZoneOffset.UTC,
                dir.resolve("results.xml"),
                dir.resolve("results.json"),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
    }

    private Set<String> names(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(p -> p.getFileName().toString()).collect(Collectors.toSet());
        }
    }

    @Test
    void theFilesAreBesideResultsJsonAndNamedOnTheResultsLine() throws Exception {
        CapacitySection section = CapacitySectionTest.section();
        assertEquals(ExitCodes.OK, finish(section, true), err.toString());
        assertEquals(
                Set.of("results.xml", "results.json", "capacity.csv", "capacity-transactions.csv", "capacity.png"),
                names(dir));
        assertEquals(
                CapacityStepsCsv.steps(
                        section.outcome().summary(), section.setup().steps().kind()),
                Files.readString(dir.resolve("capacity.csv")));
        assertNotNull(ImageIO.read(dir.resolve("capacity.png").toFile()), "capacity.png is not a PNG");
        assertTrue(
                out.toString()
                        .contains(dir.resolve("capacity.png").toAbsolutePath().toString()),
                out.toString());
        assertEquals("", err.toString());
    }

    @Test
    void withNoPlotsAnEarlierRunsPlotIsRemovedAndItsCsvFilesReplaced() throws Exception {
        Files.writeString(dir.resolve("capacity.png"), "an earlier run's plot");
        Files.writeString(dir.resolve("capacity.csv"), "an earlier run's steps\n");
        Files.writeString(dir.resolve("capacity-transactions.csv"), "an earlier run's types\n");
        CapacitySection section = CapacitySectionTest.section();
        assertEquals(ExitCodes.OK, finish(section, false), err.toString());
        assertEquals(Set.of("results.xml", "results.json", "capacity.csv", "capacity-transactions.csv"), names(dir));
        assertTrue(Files.readString(dir.resolve("capacity.csv")).startsWith("step,users,tps,"));
        assertTrue(Files.readString(dir.resolve("capacity-transactions.csv")).startsWith("step,users,transaction,"));
    }

    @Test
    void aPlotThatCannotBeWrittenGoesToTheFallbackWithOneLineAndExit1() throws Exception {
        // a directory with a file in it where capacity.png goes: the plot can be neither renamed nor written there
        Files.writeString(Files.createDirectory(dir.resolve("capacity.png")).resolve("x"), "x");
        assertEquals(ExitCodes.FAILED, finish(CapacitySectionTest.section(), true));
        List<String> lines = err.toString().lines().toList();
        assertEquals(1, lines.size(), err.toString());
        assertTrue(
                lines.get(0)
                        .startsWith("bench-cli: cannot write "
                                + dir.resolve("capacity.png").toAbsolutePath()),
                lines.get(0));
        assertTrue(
                names(fallback).stream().anyMatch(n -> n.endsWith("-capacity.png")),
                names(fallback).toString());
        assertTrue(Files.exists(dir.resolve("results.json")) && Files.exists(dir.resolve("capacity.csv")));
    }

    @Test
    void aChartThatThrowsIsLeftOutWithOneLineAndTheResultsAreStillWritten() throws Exception {
        // an earlier run's plot must not stand beside this run's results once this run's could not be drawn
        Files.writeString(dir.resolve("plot.png"), "an earlier run's");
        RunReport report = new RunReport(new CharbenchOptions(), false, false, new PrintWriter(out, true), fallback)
                .writingBesideJson(List.of(
                        new BesideJson("plot.png", file -> {
                            throw new IllegalStateException("Shutdown in progress");
                        }),
                        new BesideJson("steps.csv", file -> Files.writeString(file, "a,b\n"))));
        int exit = report.finish(
                List.of(CompareRuns.run(1.0, 100, 100)),
                BenchmarkOptions.defaults(),
                ZoneOffset.UTC,
                dir.resolve("results.xml"),
                dir.resolve("results.json"),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
        assertEquals(ExitCodes.FAILED, exit, err.toString());
        assertEquals(Set.of("results.xml", "results.json", "steps.csv"), names(dir));
        List<String> lines = err.toString().lines().toList();
        assertEquals(1, lines.size(), err.toString());
        assertEquals(
                "bench-cli: cannot draw plot.png, left out: java.lang.IllegalStateException: Shutdown in progress",
                lines.get(0));
    }

    @Test
    void anEarlierPlotThatCannotBeRemovedCostsOneLineAndExit1() throws Exception {
        Files.writeString(Files.createDirectory(dir.resolve("capacity.png")).resolve("x"), "x");
        assertEquals(ExitCodes.FAILED, finish(CapacitySectionTest.section(), false));
        List<String> lines = err.toString().lines().toList();
        assertEquals(1, lines.size(), err.toString());
        assertTrue(
                lines.get(0)
                        .startsWith("bench-cli: cannot remove "
                                + dir.resolve("capacity.png").toAbsolutePath()),
                lines.get(0));
    }

    @Test
    void whenResultsJsonGoesToTheFallbackTheCapacityFilesGoThereToo() throws Exception {
        Files.writeString(dir.resolve("gone"), "a file where the results directory was");
        Path blocked = dir.resolve("gone").resolve("results.json");
        RunReport report = new RunReport(new CharbenchOptions(), false, false, new PrintWriter(out, true), fallback)
                .addingToJson(CapacitySectionTest.section()::addedTo)
                .writingBesideJson(CapacitySearchFiles.of(CapacitySectionTest.section(), true));
        int exit = report.finish(
                List.of(CompareRuns.run(1.0, 100, 100)),
                BenchmarkOptions.defaults(),
                ZoneOffset.UTC,
                blocked.resolveSibling("results.xml"),
                blocked,
                new PrintWriter(out, true),
                new PrintWriter(err, true));
        assertEquals(ExitCodes.FAILED, exit);
        Set<String> moved = names(fallback);
        for (String name : List.of("results.json", "capacity.csv", "capacity-transactions.csv", "capacity.png"))
            assertTrue(moved.stream().anyMatch(n -> n.endsWith("-" + name)), name + " in " + moved);
    }

    @Test
    void aSearchInterruptedBeforeItsFirstStepWritesHeadersAndAnEmptyPlot() throws Exception {
        CapacitySearchSetup setup = new CapacitySearchSetup(
                LoadStepsParser.parse("1,2,4", null, null),
                SloParser.parseAll(List.of("p99<2ms")),
                new MeasurementPlan(1, Duration.ofSeconds(5), 3, Duration.ofSeconds(10), 1),
                null);
        CapacityOutcome outcome = new CapacityOutcome(setup.search().summarize(List.of()), LoadLevel.users(1), 40, 0);
        // no step, so no commits to check: the run's declared commits are not asked for
        CapacitySection section = CapacitySection.of(outcome, setup, -1, 0);
        assertEquals(ExitCodes.OK, finish(section, true), err.toString());
        assertEquals(
                List.of(String.join(
                        ",",
                        CapacityStepsCsv.stepColumns(setup.steps().kind()).stream()
                                .map(CapacityStepsCsv.Column::header)
                                .toList())),
                Files.readAllLines(dir.resolve("capacity.csv")));
        assertEquals(
                1, Files.readAllLines(dir.resolve("capacity-transactions.csv")).size());
        assertNotNull(ImageIO.read(dir.resolve("capacity.png").toFile()), "capacity.png is not a PNG");
        assertTrue(Files.readString(dir.resolve("results.json")).contains("\"interruptedStep\""));
    }
}
