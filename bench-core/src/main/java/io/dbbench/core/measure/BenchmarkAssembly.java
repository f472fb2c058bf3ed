package io.dbbench.core.measure;

import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.internal.engine.Clock;
import io.dbbench.core.workload.WorkloadRegistry;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import javax.sql.DataSource;

/**
 * What a {@link BenchmarkBuilder} has gathered besides the options and the code transactions (where to
 * connect, the load changes, listeners, meters, clock), and how it becomes a {@link Benchmark}: kept
 * apart from the builder so that the builder is only its fluent methods and their refusals, and the
 * A/B sides ({@link InterleavedRuns}) are assembled exactly as a single benchmark is.
 */
final class BenchmarkAssembly {
    /** Null for a code benchmark: its config is made from the code transactions. */
    final RunConfig config;

    final List<UnaryOperator<LoadConfig>> loadChanges = new ArrayList<>();
    final List<ProgressListener> progressListeners = new ArrayList<>();
    final List<BenchmarkListener> benchmarkListeners = new ArrayList<>();
    ConnectionMode connectionMode;
    String user;
    Secret password;
    String jdbcUrl;
    DataSource dataSource;
    Dialect dialect;
    WorkloadRegistry registry;
    MeterRegistry meterRegistry;
    Tags meterTags = Tags.empty();
    Clock clock = Clock.SYSTEM;

    BenchmarkAssembly(RunConfig config) {
        this.config = config;
    }

    /** The benchmark of the config, or of {@code workload} for a code benchmark. */
    Benchmark assemble(CodeWorkload workload, String benchmarkName, BenchmarkOptions effective, Path results) {
        boolean application = config == null && requireCodeSetUp(workload) == ConnectionMode.APPLICATION;
        BenchmarkDatabase database = BenchmarkDatabase.of(
                jdbcUrl, dataSource, application, !effective.topologies().isEmpty());
        RunConfig runConfig = withLoadChanges(config != null ? config : workload.runConfig(benchmarkName));
        if (user != null)
            runConfig = runConfig.withConnection(
                    runConfig.connection().withUserName(user).withPassword(password));
        if (config == null
                && runConfig.load().runTime().isZero()
                && runConfig.load().maxTransactions() < 0
                && effective.plan() == null) {
            throw new IllegalArgumentException(
                    "a code benchmark must end by itself: set runTime(...), iterations(...) or maxTransactions(...)");
        }
        Dialect d = dialect != null ? dialect : database == null ? Dialects.postgresql() : database.findDialect();
        WorkloadRegistry workloads =
                config == null ? workload.registry() : registry != null ? registry : WorkloadRegistry.load();
        return new Benchmark(
                effective,
                new BenchmarkSetup(
                        runConfig,
                        d,
                        database == null ? null : database.opener(),
                        workloads,
                        progressListeners,
                        benchmarkListeners,
                        meterRegistry,
                        meterTags,
                        results,
                        clock));
    }

    /** A code benchmark needs transactions and a connection mode: refused, naming the method, otherwise. */
    ConnectionMode requireCodeSetUp(CodeWorkload workload) {
        if (workload.isEmpty())
            throw new IllegalArgumentException("add at least one transaction: transaction(name, weight, ctx -> ...)");
        if (connectionMode == null) {
            throw new IllegalArgumentException(
                    "choose where the transactions get connections: connectionMode(ConnectionMode.SESSION) "
                            + "for ctx.connection() from the engine's pool, or ConnectionMode.APPLICATION when your code uses its own");
        }
        return connectionMode;
    }

    private RunConfig withLoadChanges(RunConfig base) {
        LoadConfig load = base.load();
        for (UnaryOperator<LoadConfig> change : loadChanges) load = change.apply(load);
        return base.withLoad(load);
    }
}
