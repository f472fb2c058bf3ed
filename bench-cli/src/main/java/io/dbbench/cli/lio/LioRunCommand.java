package io.dbbench.cli.lio;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ConnectionOptions;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HelpOption;
import io.dbbench.cli.common.NoPlotsOption;
import io.dbbench.hostprobe.curve.Curve;
import io.dbbench.hostprobe.curve.CurveCsvReader;
import io.dbbench.hostprobe.host.HostCpus;
import io.dbbench.hostprobe.plot.CurveCharts;
import io.dbbench.hostprobe.plot.LineChart;
import io.dbbench.workloads.lio.LioJson;
import io.dbbench.workloads.lio.LioResult;
import io.dbbench.workloads.lio.LioRunException;
import io.dbbench.workloads.lio.LioRunner;
import io.dbbench.workloads.lio.LioSchema;
import io.dbbench.workloads.lio.LioSettings;
import io.dbbench.workloads.lio.LioSweepCsv;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code lio run}: the worker loop at each session count of --sessions; CSV, JSON and plots of the sweep. */
@Command(
        name = "run",
        separator = " ",
        sortOptions = false,
        description = {
            "Runs the logical-I/O test at each session count and reports LIO/s from the server's counters.",
            "Example: lio run --embedded --sessions 1,2,4 --work-unit 256 --run-time 10"
        })
final class LioRunCommand implements Callable<Integer> {
    @Mixin
    HelpOption help;

    @Mixin
    ConnectionOptions connection = new ConnectionOptions();

    @Option(
            names = "--embedded",
            description = "start a private PostgreSQL, create the tables (--tables, --scale) and run there")
    boolean embedded;

    @Mixin
    TableOptions tables = new TableOptions();

    @Mixin
    LioRunOptions run = new LioRunOptions();

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FILE.csv",
            description = "sweep CSV (default ${DEFAULT-VALUE}); its base name also names "
                    + "the JSON and the plots next to it")
    Path output = Path.of("lio.csv");

    @Mixin
    NoPlotsOption noPlots = new NoPlotsOption();

    @Option(
            names = "--cpu-csv",
            paramLabel = "FILE.csv",
            description = "a cpu curve (original Python or Rust layout) to draw on the speedup plot")
    Path cpuCsv;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.run(spec, this::execute);
    }

    private int execute() throws CliException, InterruptedException {
        boolean tableOptionGiven = List.of("--tables", "--scale", "--scan-rows").stream()
                .anyMatch(spec.commandLine().getParseResult()::hasMatchedOption);
        connection.refuseWith(embedded);
        if (!embedded && tableOptionGiven) {
            throw LioCommand.usage(
                    "--tables, --scale and --scan-rows size the tables of --embedded; for -cs, size them with lio create");
        }
        tables.validate();
        List<Integer> sessions = run.sessions();
        LioSettings settings = run.settings();
        Path dir = output.toAbsolutePath().getParent();
        String name = output.getFileName().toString();
        if (!Files.isDirectory(dir)) throw LioCommand.usage("-o " + output + ": directory " + dir + " does not exist");
        if (!name.toLowerCase(java.util.Locale.ROOT).endsWith(".csv"))
            throw LioCommand.usage("-o " + output + ": the file name must end in .csv");
        String base = name.substring(0, name.length() - 4);
        Curve cpu = cpuCurve();
        int connections = sessions.stream().mapToInt(Integer::intValue).max().orElse(1) + 1;
        PrintWriter out = spec.commandLine().getOut();
        try (LioDatabase db = embedded
                ? LioDatabase.embedded(tables.dataBytes(), connections, progress -> {
                    spec.commandLine().getErr().println("bench-cli: " + progress);
                    spec.commandLine().getErr().flush();
                })
                : LioDatabase.open(connection, connections)) {
            if (embedded) LioCreateCommand.create(db, tables, false, out);
            LioSchema.Status schema = status(db);
            try {
                settings.checkAgainst(schema.rows());
            } catch (IllegalArgumentException e) {
                throw LioCommand.usage(e.getMessage());
            }
            LioRunner runner = new LioRunner(db.dataSource(), db.dialect(), schema);
            out.printf(
                    "Logical-I/O test on %s, %s: %d table(s) of %,d rows; work unit %d, updates %d%% (%s), "
                            + "scans %d%%; warm-up %.1f s, window %.1f s per session count%n",
                    db.describe(),
                    LioConsole.describe(run.loop),
                    schema.tables().size(),
                    schema.rows(),
                    settings.workUnit(),
                    settings.updatePct(),
                    settings.updateMode().name().toLowerCase(java.util.Locale.ROOT),
                    settings.scanPct(),
                    run.warmupSeconds,
                    run.runSeconds);
            LioConsole console = new LioConsole(out, settings);
            console.header();
            List<LioResult> sweep = new ArrayList<>();
            for (int n : sessions) {
                LioResult result = runner.run(run.config(n, settings));
                sweep.add(result);
                console.row(result, sweep.get(0));
            }
            console.operationTimes(sweep);
            List<Path> written = write(db, schema, sweep, cpu, dir, base);
            out.println("Wrote "
                    + String.join(", ", written.stream().map(Path::toString).toList()));
            out.flush();
            return ExitCodes.OK;
        } catch (LioRunException e) {
            throw new CliException(ExitCodes.FAILED, e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw LioCommand.usage(e.getMessage());
        }
    }

    private LioSchema.Status status(LioDatabase db) throws CliException {
        try (Connection c = db.dataSource().getConnection()) {
            LioSchema.Status status = LioCommand.schema(db).status(c);
            if (!status.exists()) {
                throw new CliException(
                        ExitCodes.SCHEMA_MISSING,
                        "no logical-I/O tables in " + db.describe() + ": run lio create first",
                        null);
            }
            return status;
        } catch (SQLException e) {
            throw new CliException(
                    ExitCodes.SCHEMA_MISSING, "cannot read the logical-I/O tables: " + e.getMessage(), e);
        }
    }

    private Curve cpuCurve() throws CliException {
        if (cpuCsv == null) return null;
        try {
            String label = cpuCsv.getFileName().toString().replaceFirst("(?i)\\.csv$", "");
            return Curve.analyze(label, CurveCsvReader.read(cpuCsv));
        } catch (CurveCsvReader.BadCurveFileException e) {
            throw new CliException(ExitCodes.BAD_CONFIG, "--cpu-csv " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw new CliException(ExitCodes.BAD_CONFIG, "--cpu-csv " + cpuCsv + ": " + e.getMessage(), e);
        }
    }

    private List<Path> write(
            LioDatabase db, LioSchema.Status schema, List<LioResult> sweep, Curve cpu, Path dir, String base)
            throws CliException {
        List<Path> written = new ArrayList<>();
        try {
            Path csv = dir.resolve(base + ".csv");
            LioSweepCsv.write(sweep, csv);
            written.add(csv);
            Path json = dir.resolve(base + ".json");
            LioJson.write(db.describe(), schema, sweep, json);
            written.add(json);
            if (noPlots.plots()) {
                // core lines only when the database runs on this host
                List<LineChart.Marker> markers = embedded ? CurveCharts.coreMarkers(HostCpus.read()) : List.of();
                written.addAll(LioCharts.write(sweep, cpu, markers, dir, base));
            }
            return written;
        } catch (IOException e) {
            throw new CliException(ExitCodes.FAILED, "cannot write " + e.getMessage(), e);
        }
    }
}
