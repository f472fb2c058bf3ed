package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.ConfigException;
import io.dbbench.core.config.ParsedConfig;
import io.dbbench.core.config.SwingBenchConfigReader;
import io.dbbench.core.engine.BenchmarkException;
import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.measure.BenchmarkResult;
import io.dbbench.core.workload.WorkloadRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/** The two steps of a charbench-style run that fail with the user's exit codes: its config and its run. */
final class BenchmarkRun {
    private BenchmarkRun() {}

    /** Reads a SwingBench config: a missing or bad file is exit 3, naming the file. */
    static ParsedConfig readConfig(Path configFile, WorkloadRegistry registry) throws CliException {
        try {
            return new SwingBenchConfigReader(registry).read(configFile);
        } catch (ConfigException e) {
            throw new CliException(ExitCodes.BAD_CONFIG, e.getMessage(), e);
        } catch (NoSuchFileException e) {
            throw new CliException(ExitCodes.BAD_CONFIG, "cannot read config file " + configFile + ": no such file", e);
        } catch (IOException e) {
            throw new CliException(
                    ExitCodes.BAD_CONFIG, "cannot read config file " + configFile + ": " + e.getMessage(), e);
        }
    }

    /** Runs the benchmark, turning its failures into the CLI's exit codes. */
    static BenchmarkResult run(Benchmark benchmark) throws CliException {
        return run(benchmark, null, null);
    }

    /**
     * Runs the benchmark with the server's counters read around it (null: not read).
     *
     * @param notices where a wait on the database's last reading is said (the console)
     */
    static BenchmarkResult run(Benchmark benchmark, ServerCountersRun server, PrintWriter notices) throws CliException {
        try {
            if (server == null) return benchmark.run();
            server.start();
            BenchmarkResult result;
            try {
                result = benchmark.run();
            } catch (BenchmarkException | RuntimeException e) {
                server.addTo(List.of(), notices); // closes the monitor connection
                throw e;
            }
            return new BenchmarkResult(server.addTo(result.runs(), notices), result.resultFileErrors());
        } catch (BenchmarkException e) {
            int code =
                    switch (e.kind()) {
                        case CONFIGURATION -> ExitCodes.BAD_CONFIG;
                        case CANNOT_CONNECT -> ExitCodes.CANNOT_CONNECT;
                        case SCHEMA -> ExitCodes.SCHEMA_MISSING;
                        case LATE_START -> ExitCodes.BAD_USAGE;
                        case FAILED -> ExitCodes.FAILED;
                    };
            throw new CliException(code, e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CliException(ExitCodes.INTERRUPTED, "interrupted before the run could finish");
        }
    }
}
