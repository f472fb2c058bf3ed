package io.dbbench.core.measure;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.config.Topology;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.engine.BenchmarkException;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.internal.engine.Clock;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.WorkloadRegistry;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import javax.sql.DataSource;

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
 *
 * <p>A code benchmark ({@link Benchmark#builder()}) has no config: its transactions are lambdas or
 * {@link Transaction} instances added with {@link #transaction(String, int, Transaction)}, run on the
 * {@link ConnectionMode} chosen, and it must end by itself (run time, iterations or a transaction
 * count). Called from a JUnit/TestNG test method, its results are written under
 * {@code target/dbbench/<test class>/<test method>/} (then {@code <test method>-2}, {@code -3}... for
 * each further benchmark built in the same method) unless {@link #resultsDirectory(Path)} says otherwise.
 *
 * <p>Nothing set is ever dropped silently: what does not apply is refused when called, with an
 * {@link IllegalStateException} naming the method. The options come from the one-at-a-time methods
 * ({@link #topologies(String)}, {@link #usersPerService}, {@link #warmup}, {@link #iterations},
 * {@link #repeats}, {@link #rate}, {@link #seed}) or whole, once, from {@link #options(BenchmarkOptions)},
 * never both. {@link #transaction}, {@link #connectionMode} and {@link #name} are for code benchmarks
 * (a config brings its transactions and name), {@link #registry} for config benchmarks. Calling another
 * method again replaces what it set before.
 */
public final class BenchmarkBuilder {
    /** Null for a code benchmark: its config is made in {@link #build()} from the code transactions. */
    private final RunConfig config;

    private final BenchmarkAssembly parts;
    private final CodeWorkload code = new CodeWorkload();
    private String name = "benchmark";
    private Path resultsDirectory;
    private boolean resultsDirectorySet;
    private final BenchmarkOptionsDraft options = new BenchmarkOptionsDraft();

    /** @param config the config to run, or null for a code benchmark */
    BenchmarkBuilder(RunConfig config) {
        this.config = config;
        this.parts = new BenchmarkAssembly(config);
    }

    /**
     * Adds a transaction given as code (code benchmarks only): {@code weight} is relative, as in a
     * config. It is called from every user's thread, so it must be thread-safe; the engine times each
     * call. It returns {@link Outcome#COMMITTED} or {@link Outcome#ROLLED_BACK} (with DML counts if
     * you keep them); a thrown exception counts as a failure.
     */
    public BenchmarkBuilder transaction(String name, int weight, Transaction transaction) {
        if (config != null)
            throw new IllegalStateException("a benchmark of a config runs the config's transactions; "
                    + "use Benchmark.builder() for transactions given as code");
        code.add(name, weight, transaction);
        return this;
    }

    /**
     * Code benchmarks: the engine's session connections, or the application's own (see {@link ConnectionMode}).
     *
     * @throws IllegalStateException for a benchmark of a config, whose transactions always run on the
     *                               engine's session connections
     */
    public BenchmarkBuilder connectionMode(ConnectionMode v) {
        if (config != null)
            throw new IllegalStateException("connectionMode(...): a config's transactions always run on the engine's "
                    + "session connections; connectionMode(...) is for Benchmark.builder() with transactions as code");
        parts.connectionMode = Objects.requireNonNull(v, "mode");
        return this;
    }

    /**
     * Code benchmarks: the benchmark's name in results and meter tags (default "benchmark").
     *
     * @throws IllegalStateException for a benchmark of a config, which is named by the config
     */
    public BenchmarkBuilder name(String v) {
        if (config != null)
            throw new IllegalStateException("name(...): a benchmark of a config is named by the config ("
                    + config.name() + "); name it there (RunConfig.builder().name(...)), or use Benchmark.builder() "
                    + "for transactions given as code");
        this.name = Objects.requireNonNull(v, "name");
        return this;
    }

    /** Writes results.json and results.xml (one pair per topology) into this directory; null writes none. */
    public BenchmarkBuilder resultsDirectory(Path v) {
        this.resultsDirectory = v;
        this.resultsDirectorySet = true;
        return this;
    }

    /** Ends each run after this many transactions (over all users), whatever the run time. */
    public BenchmarkBuilder maxTransactions(long v) {
        parts.loadChanges.add(l -> l.withMaxTransactions(v));
        return this;
    }

    /**
     * Think time between transactions, a random time in [min, max] per transaction (closed loop only),
     * in whole milliseconds as in a config.
     *
     * @throws IllegalArgumentException for a negative time, a fraction of a millisecond, or min &gt; max
     */
    public BenchmarkBuilder thinkTime(Duration min, Duration max) {
        long[] millis = ThinkTimeMillis.of("thinkTime", min, max);
        parts.loadChanges.add(l -> l.withInterThinkMillis(millis[0], millis[1]));
        return this;
    }

    /**
     * Think time inside a transaction: what each {@code ctx.think()} sleeps, a random time in [min, max],
     * in whole milliseconds.
     *
     * @throws IllegalArgumentException for a negative time, a fraction of a millisecond, or min &gt; max
     */
    public BenchmarkBuilder intraThinkTime(Duration min, Duration max) {
        long[] millis = ThinkTimeMillis.of("intraThinkTime", min, max);
        parts.loadChanges.add(l -> l.withIntraThinkMillis(millis[0], millis[1]));
        return this;
    }

    /**
     * Connects through this JDBC URL with the config's user name and password (a code benchmark has
     * none: use {@link #jdbcUrl(String, String, String)}, which keeps the password out of the URL).
     */
    public BenchmarkBuilder jdbcUrl(String v) {
        parts.jdbcUrl = v;
        return this;
    }

    /** Connects through this JDBC URL as {@code user} (instead of the config's user and password). */
    public BenchmarkBuilder jdbcUrl(String url, String user, String password) {
        parts.jdbcUrl = url;
        parts.user = Objects.requireNonNull(user, "user");
        parts.password = Secret.of(password);
        return this;
    }

    /** Runs on the caller's DataSource (its own credentials); each pool of the benchmark wraps it. */
    public BenchmarkBuilder dataSource(DataSource v) {
        parts.dataSource = v;
        return this;
    }

    /**
     * The database's dialect (how errors are classified and coded); found from the JDBC URL (or the
     * DataSource's) when not set. A code benchmark on {@link ConnectionMode#APPLICATION} connections (which
     * takes no database) uses PostgreSQL's, whose error codes are the SQLStates.
     */
    public BenchmarkBuilder dialect(Dialect v) {
        parts.dialect = v;
        return this;
    }

    /**
     * Config benchmarks: where the config's transaction classes are found (default: the workloads on
     * the class path, {@link WorkloadRegistry#load()}).
     *
     * @throws IllegalStateException for a code benchmark, whose transactions are the ones given to
     *                               {@link #transaction(String, int, Transaction)}
     */
    public BenchmarkBuilder registry(WorkloadRegistry v) {
        if (config == null)
            throw new IllegalStateException(
                    "registry(...): a code benchmark runs the transactions given to "
                            + "transaction(name, weight, ...) and looks up none; registry(...) is for Benchmark.builder(config)");
        parts.registry = v;
        return this;
    }

    public BenchmarkBuilder users(int v) {
        parts.loadChanges.add(l -> l.withUsers(v));
        return this;
    }

    /** The run time of a run without iterations. */
    public BenchmarkBuilder runTime(Duration v) {
        parts.loadChanges.add(l -> l.withRunTime(v));
        return this;
    }

    /**
     * Sets every option at once (the CLI maps its flags onto one), including those the one-at-a-time
     * methods do not reach (stop grace, start gate, virtual threads).
     *
     * @throws IllegalStateException when a one-at-a-time option method was called before (its value would
     *                               be lost), or when options were given whole already
     */
    public BenchmarkBuilder options(BenchmarkOptions v) {
        options.whole(v);
        return this;
    }

    /** Topologies written as in {@code --topology}: {@code 16x1,8x2,4x4}. */
    public BenchmarkBuilder topologies(String list) {
        options.topologies(Topology.parseList(list));
        return this;
    }

    /** Runs each topology in turn, e.g. {@code List.of(new Topology(16, 1), new Topology(8, 2))}. */
    public BenchmarkBuilder topologies(List<Topology> v) {
        options.topologies(v);
        return this;
    }

    /** With topologies: the users of each service (the total is this × services). */
    public BenchmarkBuilder usersPerService(int v) {
        options.usersPerService(v);
        return this;
    }

    /** Warm-up iterations before the measured ones (needs {@link #iterations(int, Duration)}). */
    public BenchmarkBuilder warmup(int count, Duration length) {
        options.warmup(count, length);
        return this;
    }

    /** Measured iterations of {@code length} each; the run's results are their statistics. */
    public BenchmarkBuilder iterations(int count, Duration length) {
        options.iterations(count, length);
        return this;
    }

    /** Separate runs (fresh pools each) that make one result (needs {@link #iterations(int, Duration)}). */
    public BenchmarkBuilder repeats(int v) {
        options.repeats(v);
        return this;
    }

    /** Open loop: target transactions per second. */
    public BenchmarkBuilder rate(double perSecond) {
        options.rate(perSecond);
        return this;
    }

    /** Base of the sessions' random sources: the same seed makes the same choices. */
    public BenchmarkBuilder seed(long v) {
        options.seed(v);
        return this;
    }

    public BenchmarkBuilder listener(ProgressListener v) {
        parts.progressListeners.add(Objects.requireNonNull(v));
        return this;
    }

    public BenchmarkBuilder listener(BenchmarkListener v) {
        parts.benchmarkListeners.add(Objects.requireNonNull(v));
        return this;
    }

    /**
     * Publishes live figures to Micrometer while each run goes on, tagged {@code run} (the config's name),
     * {@code topology} (e.g. {@code 8x2}, absent for a charbench-style run) and {@code extraTags}; names
     * in docs/metrics.md. A run's meters are removed when it ends.
     */
    public BenchmarkBuilder meterRegistry(MeterRegistry registry, Tags extraTags) {
        parts.meterRegistry = Objects.requireNonNull(registry, "registry");
        parts.meterTags = extraTags == null ? Tags.empty() : extraTags;
        return this;
    }

    /**
     * @throws IllegalArgumentException naming what is wrong: no database, both a URL and a DataSource, a
     *                                  database or topologies with {@link ConnectionMode#APPLICATION},
     *                                  warm-up or repeats without iterations, a bad iteration length, a
     *                                  code benchmark without transactions, connection mode or end...
     */
    public Benchmark build() {
        if (config == null) parts.requireCodeSetUp(code);
        Path results = resultsDirectorySet
                ? resultsDirectory
                : config == null ? TestResultsDirectory.ofCallingTest().orElse(null) : null;
        return parts.assemble(code, name, options.effective(), results);
    }

    /**
     * A/B in one job (code benchmarks, no {@link #transaction}): runs {@code a} and {@code b} alone,
     * alternately A B B A A B ..., with this builder's settings, and tests them pair by pair ({@link ABResult}).
     * Each measured iteration is a run of its own (fresh pools, the warm-up first): {@code iterations(n, length)}
     * makes n pairs. No files are written; both sides' runs are in the result.
     *
     * @throws IllegalArgumentException as {@link #build()}, and for fewer than 2 iterations, repeats, several
     *                                  topologies, transactions or a results directory given, or equal names
     */
    public ABResult compare(String nameA, Transaction a, String nameB, Transaction b)
            throws BenchmarkException, InterruptedException {
        return ab(ABResult.Interleaving.RUNS, nameA, a, nameB, b);
    }

    /**
     * A/B in one job with the two transactions mixed in the same sessions: one run in which every session
     * draws A or B at random for each transaction (half each), so both meet the same machine at every moment;
     * each measured iteration of {@code iterations(n, length)} is a pair, tested on the ratio of the two
     * transactions' mean response times ({@link ABResult.Interleaving#TRANSACTIONS}). Far less noisy than
     * {@link #compare} on a shared machine; it measures each transaction's own cost, so a change that slows
     * the other transactions (longer locks, a flushed cache) shows less than in runs of its own.
     *
     * @throws IllegalArgumentException as {@link #compare}
     */
    public ABResult compareMixed(String nameA, Transaction a, String nameB, Transaction b)
            throws BenchmarkException, InterruptedException {
        return ab(ABResult.Interleaving.TRANSACTIONS, nameA, a, nameB, b);
    }

    private ABResult ab(ABResult.Interleaving how, String nameA, Transaction a, String nameB, Transaction b)
            throws BenchmarkException, InterruptedException {
        if (config != null)
            throw new IllegalStateException(
                    InterleavedRuns.method(how) + "(...) is for Benchmark.builder(), without a config");
        boolean refused = !code.isEmpty() || resultsDirectory != null;
        return InterleavedRuns.compare(this, refused, options.effective(), how, nameA, a, nameB, b);
    }

    /** One side of an A/B ({@link #compare}): {@code workload} alone, as {@link #build()} makes it; no files. */
    Benchmark side(String sideName, CodeWorkload workload, BenchmarkOptions effective) {
        return parts.assemble(workload, name + " " + sideName, effective, null);
    }

    /** The engine's clock: a test's manual clock, or the system's. */
    BenchmarkBuilder clock(Clock v) {
        parts.clock = Objects.requireNonNull(v, "clock");
        return this;
    }
}
