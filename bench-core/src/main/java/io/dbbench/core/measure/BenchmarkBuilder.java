package io.dbbench.core.measure;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Topology;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.engine.PooledConnectionSource;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.workload.WorkloadRegistry;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Builds a {@link Benchmark}: the config to run, where to run it (a JDBC URL with the config's
 * credentials, or the caller's own DataSource) and the {@link BenchmarkOptions}, whose defaults apply
 * to anything not set. {@link #build()} validates everything and fails fast with a message naming the
 * setting; it never clamps. A run with no run time, no transaction limit and no iterations goes on
 * until {@link Benchmark#stop()}, as charbench's does until Ctrl-C.
 *
 * <pre>{@code
 * BenchmarkResult result = Benchmark.builder(config)
 *         .dataSource(myDataSource)
 *         .users(8)
 *         .warmup(1, Duration.ofSeconds(10)).iterations(3, Duration.ofSeconds(10))
 *         .build().run();
 * }</pre>
 */
public final class BenchmarkBuilder {
    private RunConfig config;
    private BenchmarkOptions options = BenchmarkOptions.defaults();
    private String jdbcUrl;
    private DataSource dataSource;
    private Dialect dialect;
    private WorkloadRegistry registry;
    private final List<ProgressListener> progressListeners = new ArrayList<>();
    private final List<BenchmarkListener> benchmarkListeners = new ArrayList<>();
    private Integer warmupCount;
    private Duration warmupLength = Duration.ZERO;
    private Integer iterationCount;
    private Duration iterationLength;
    private Integer repeats;
    private MeterRegistry meterRegistry;
    private Tags meterTags = Tags.empty();

    BenchmarkBuilder(RunConfig config) {
        this.config = Objects.requireNonNull(config, "config");
    }

    /** Connects through this JDBC URL with the config's user name and password. */
    public BenchmarkBuilder jdbcUrl(String v) { this.jdbcUrl = v; return this; }

    /** Runs on the caller's DataSource (its own credentials); each pool of the benchmark wraps it. */
    public BenchmarkBuilder dataSource(DataSource v) { this.dataSource = v; return this; }

    /** The database's dialect; found from the JDBC URL (or the DataSource's) when not set. */
    public BenchmarkBuilder dialect(Dialect v) { this.dialect = v; return this; }

    public BenchmarkBuilder registry(WorkloadRegistry v) { this.registry = v; return this; }

    public BenchmarkBuilder users(int v) { config = config.withLoad(config.load().withUsers(v)); return this; }

    /** The run time of a run without iterations. */
    public BenchmarkBuilder runTime(Duration v) { config = config.withLoad(config.load().withRunTime(v)); return this; }

    /** Replaces every option at once (the CLI maps its flags onto one). */
    public BenchmarkBuilder options(BenchmarkOptions v) { this.options = Objects.requireNonNull(v, "options"); return this; }

    /** Topologies written as in {@code --topology}: {@code 16x1,8x2,4x4}. */
    public BenchmarkBuilder topologies(String list) { options = options.withTopologies(Topology.parseList(list)); return this; }

    public BenchmarkBuilder topologies(List<Topology> v) { options = options.withTopologies(v); return this; }

    public BenchmarkBuilder usersPerService(int v) { options = options.withUsersPerService(v); return this; }

    public BenchmarkBuilder warmup(int count, Duration length) { this.warmupCount = count; this.warmupLength = length; return this; }

    public BenchmarkBuilder iterations(int count, Duration length) { this.iterationCount = count; this.iterationLength = length; return this; }

    public BenchmarkBuilder repeats(int v) { this.repeats = v; return this; }

    /** Open loop: target transactions per second. */
    public BenchmarkBuilder rate(double perSecond) { options = options.withRate(perSecond); return this; }

    public BenchmarkBuilder seed(long v) { options = options.withSeed(v); return this; }

    public BenchmarkBuilder listener(ProgressListener v) { progressListeners.add(Objects.requireNonNull(v)); return this; }

    public BenchmarkBuilder listener(BenchmarkListener v) { benchmarkListeners.add(Objects.requireNonNull(v)); return this; }

    /**
     * Publishes live figures to Micrometer while each run goes on, tagged {@code run} (the config's name),
     * {@code topology} (e.g. {@code 8x2}, absent for a charbench-style run) and {@code extraTags}; names
     * in docs/metrics.md. A run's meters are removed when it ends.
     */
    public BenchmarkBuilder meterRegistry(MeterRegistry registry, Tags extraTags) {
        this.meterRegistry = Objects.requireNonNull(registry, "registry");
        this.meterTags = extraTags == null ? Tags.empty() : extraTags;
        return this;
    }

    /**
     * @throws IllegalArgumentException naming what is wrong: no database, both a URL and a DataSource,
     *                                  warm-up or repeats without iterations, a bad iteration length...
     */
    public Benchmark build() {
        if ((jdbcUrl == null) == (dataSource == null)) {
            throw new IllegalArgumentException("give exactly one of a JDBC URL and a DataSource");
        }
        BenchmarkOptions effective = options;
        if (iterationCount != null) {
            effective = effective.withPlan(new MeasurementPlan(warmupCount == null ? 0 : warmupCount, warmupLength,
                    iterationCount, iterationLength == null ? Duration.ZERO : iterationLength, repeats == null ? 1 : repeats));
        } else if (warmupCount != null || repeats != null) {
            throw new IllegalArgumentException("warm-up and repeats need measurement iterations: set iterations(count, length)");
        }
        Dialect d = dialect != null ? dialect : findDialect();
        Benchmark.PoolOpener opener = jdbcUrl != null
                ? (connection, name, size, initSql, fixed) -> fixed
                        ? PooledConnectionSource.openFixed(jdbcUrl, connection, size, name, initSql)
                        : PooledConnectionSource.open(jdbcUrl, connection, size, name)
                : (connection, name, size, initSql, fixed) -> fixed
                        ? PooledConnectionSource.openFixed(dataSource, connection, size, name, initSql)
                        : PooledConnectionSource.open(dataSource, connection, size, name);
        return new Benchmark(config, d, opener, registry != null ? registry : WorkloadRegistry.load(), effective,
                progressListeners, benchmarkListeners, meterRegistry, meterTags);
    }

    private Dialect findDialect() {
        if (jdbcUrl != null) return Dialects.forJdbcUrl(jdbcUrl);
        try (Connection c = dataSource.getConnection()) {
            return Dialects.forJdbcUrl(c.getMetaData().getURL());
        } catch (SQLException e) {
            throw new IllegalArgumentException("cannot tell the database's dialect from the DataSource (set dialect(...)): "
                    + e.getMessage(), e);
        }
    }
}
