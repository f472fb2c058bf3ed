package io.dbbench.jmh.state;

import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.PoolingConfig;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.internal.engine.PooledConnectionSource;
import io.dbbench.core.internal.engine.StandaloneSession;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * The database under test, shared by every thread of a benchmark, as a run's pool and opened workloads
 * are shared by its sessions: a HikariCP pool sized to the benchmark's threads, the dialect picked from
 * the URL, and each workload opened once (it may hold state all sessions share, e.g. the next id).
 * Settings come from system properties ({@link DatabaseSettings}). Per-thread sessions are
 * {@link SessionState}s.
 */
@State(Scope.Benchmark)
public class DatabaseState {
    private DatabaseSettings settings;
    private Dialect dialect;
    private PooledConnectionSource pool;
    private WorkloadRegistry registry;
    private final Map<WorkloadProvider, Workload> workloads = new LinkedHashMap<>();

    /** JMH's entry: the settings from system properties, one connection per benchmark thread. */
    @Setup(Level.Trial)
    public void open(BenchmarkParams benchmark) throws SQLException {
        open(DatabaseSettings.fromSystem(), benchmark.getThreads(), WorkloadRegistry.load());
    }

    /**
     * Opens the pool and checks that one connection can be made; for use outside JMH (tests, a main method).
     *
     * @param sessions connections the pool may hold at once: one per session; one more is added for
     *                 workloads reading their start state while sessions hold theirs
     */
    public void open(DatabaseSettings settings, int sessions, WorkloadRegistry registry) throws SQLException {
        if (pool != null) throw new IllegalStateException("database state is already open");
        this.settings = settings;
        this.dialect = Dialects.forJdbcUrl(settings.jdbcUrl());
        this.registry = registry;
        ConnectionConfig connection = new ConnectionConfig(
                settings.user(),
                settings.password(),
                settings.jdbcUrl(),
                "",
                null,
                settings.connectionProperties(),
                List.of(),
                PoolingConfig.DEFAULT);
        this.pool =
                PooledConnectionSource.open(settings.jdbcUrl(), connection, Math.max(1, sessions) + 1, "dbbench-jmh");
    }

    public DatabaseSettings settings() {
        return opened().settings;
    }

    public Dialect dialect() {
        return opened().dialect;
    }

    /** Pooled connections (manual commit), for a benchmark's own set-up queries; closing one returns it. */
    public DataSource dataSource() {
        return opened().pool.dataSource();
    }

    /** What a workload or a user's transaction gets to read its start state. */
    public WorkloadContext workloadContext() {
        return new WorkloadContext(dataSource(), dialect(), settings().environment());
    }

    /**
     * A session on its own pooled connection, with this benchmark's query timeout, fetch size, seed and
     * environment; the caller closes it.
     *
     * @param sessionId 0-based; with the seed it decides the session's random draws
     */
    public StandaloneSession openSession(int sessionId) throws SQLException {
        DatabaseSettings s = settings();
        StandaloneSession.Options options = StandaloneSession.Options.defaults(sessionId, s.seed())
                .withQueryTimeoutSeconds(s.queryTimeoutSeconds())
                .withEnvironment(s.environment())
                .withProperties(s.connectionProperties());
        return StandaloneSession.open(pool.acquire(), dialect, options);
    }

    /**
     * A new instance of the named transaction (see {@link TransactionNames} for what names resolve), from
     * its workload, which is opened on first use and shared from then on. Thread-safe: JMH sets up the
     * threads' states concurrently.
     *
     * @throws SQLException when the workload cannot open (e.g. its schema is not installed)
     */
    public synchronized Transaction newTransaction(String name) throws SQLException {
        WorkloadRegistry.Resolved resolved = TransactionNames.resolve(opened().registry, name);
        Workload workload = workloads.get(resolved.provider());
        if (workload == null) {
            workload = resolved.provider().open(workloadContext());
            workloads.put(resolved.provider(), workload);
        }
        return workload.newTransaction(resolved.transactionName());
    }

    /** Closes the workloads, then the pool. Safe to call when not open. */
    @TearDown(Level.Trial)
    public synchronized void close() {
        try {
            for (Workload w : workloads.values()) w.close();
        } finally {
            workloads.clear();
            if (pool != null) pool.close();
            pool = null;
        }
    }

    private DatabaseState opened() {
        if (pool == null)
            throw new IllegalStateException("database state is not open (JMH calls open() in its set-up)");
        return this;
    }
}
