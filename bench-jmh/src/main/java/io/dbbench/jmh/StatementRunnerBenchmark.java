package io.dbbench.jmh;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the statement runner adds to one query, on a JDBC connection that does nothing ({@link NoOpJdbc}):
 * {@code runner} executes one statement of three parameters (draw the values, render or bind them, run,
 * fetch the rows, commit), {@code handWritten} does the same JDBC calls as code written for that one
 * query would (values drawn the same way). The difference is the runner's own cost per execution,
 * to set beside a query's milliseconds.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 4, time = 1)
@Fork(1)
@State(Scope.Thread)
public class StatementRunnerBenchmark {
    private static final String SQL =
            "select city, sum(amount) from sales where sale_year = ? and region = ? and amount > ? group by city";
    private static final String[] REGIONS = {"North", "South", "East"};

    /** {@code true}: placeholders replaced by literal text; {@code false}: bind variables. */
    @Param({"false", "true"})
    public boolean literal;

    private Transaction runner;
    private NoOpContext context;

    @Setup(Level.Trial)
    public void open() throws Exception {
        Path file = Files.createTempFile("dbbench-runner-bench-", ".sql");
        Files.writeString(
                file,
                """
                -- param: :YEAR   integer random 1998 2002
                -- param: :REGION string  enum   North,South,East
                -- param: :LOW    integer random 0 500
                -- literal: %s
                select city, sum(amount) from sales where sale_year = :YEAR and region = :REGION and amount > :LOW group by city;
                """
                        .formatted(literal));
        // through the registry, as a run finds it: the workloads are only a run-time dependency of this module
        WorkloadRegistry.Resolved resolved = WorkloadRegistry.load()
                .resolve("com.dom.benchmarking.swingbench.benchmarks.statementrunner.SQLStatementRunner")
                .orElseThrow(() -> new IllegalStateException("the statement runner is not on the class path"));
        Workload workload = resolved.provider()
                .open(new WorkloadContext(
                        null,
                        null,
                        Map.of("STATEMENTS_CONFIG_FILE", file.toString(), "STATEMENTS_RUN_MODE", "serial_stepped")));
        Files.delete(file);
        runner = workload.newTransaction(resolved.transactionName());
        context = new NoOpContext(NoOpJdbc.connection());
    }

    @Benchmark
    public Outcome runner() throws SQLException, InterruptedException {
        return runner.execute(context);
    }

    @Benchmark
    public int handWritten() throws SQLException {
        RandomGenerator r = context.random();
        long year = r.nextLong(1998, 2003);
        String region = REGIONS[r.nextInt(REGIONS.length)];
        long low = r.nextLong(0, 501);
        int rows = 0;
        if (literal) {
            // what code that builds its SQL text would do: concatenate, run on a new statement, close it
            String sql = "select city, sum(amount) from sales where sale_year = " + year + " and region = '" + region
                    + "' and amount > " + low + " group by city";
            try (java.sql.Statement st = context.connection().createStatement()) {
                st.execute(sql);
                try (ResultSet rs = st.getResultSet()) {
                    while (rs.next()) rows++;
                }
            }
        } else {
            PreparedStatement ps = context.prepare(SQL);
            ps.setLong(1, year);
            ps.setString(2, region);
            ps.setLong(3, low);
            ps.execute();
            try (ResultSet rs = ps.getResultSet()) {
                while (rs.next()) rows++;
            }
        }
        context.connection().commit();
        return rows;
    }

    /** The context a session gives a transaction, minus the engine: a statement cache and a random source. */
    static final class NoOpContext implements TransactionContext {
        private final Connection connection;
        private final Map<String, PreparedStatement> cache = new HashMap<>();
        private final SplittableRandom random = new SplittableRandom(42);

        NoOpContext(Connection connection) {
            this.connection = connection;
        }

        @Override
        public Connection connection() {
            return connection;
        }

        @Override
        public PreparedStatement prepare(String sql) throws SQLException {
            PreparedStatement ps = cache.get(sql);
            if (ps == null) {
                ps = connection.prepareStatement(sql);
                cache.put(sql, ps);
            }
            return ps;
        }

        @Override
        public CallableStatement prepareCall(String sql) {
            throw new UnsupportedOperationException("the runner's statements here are queries");
        }

        @Override
        public RandomGenerator random() {
            return random;
        }

        @Override
        public void think() {
            // no think time in a micro-benchmark
        }

        @Override
        public long minThinkMillis() {
            return 0;
        }

        @Override
        public long maxThinkMillis() {
            return 0;
        }

        @Override
        public Dialect dialect() {
            return null;
        }

        @Override
        public Map<String, String> environment() {
            return Map.of();
        }

        @Override
        public Map<String, String> properties() {
            return Map.of();
        }

        @Override
        public int sessionId() {
            return 0;
        }
    }
}
