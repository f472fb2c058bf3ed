package io.dbbench.jmh.example;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.jmh.state.DatabaseState;
import io.dbbench.jmh.state.TransactionState;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A transaction of your own under JMH, with the same per-thread session a dbbench run gives its users.
 * The example is a read-modify-write on the Stress Test table (install it with
 * {@code dbbench --create -c configs/Stress_Test.xml ...}): lock a random row, read its counter, write it
 * back one higher, commit. Copy the pattern: a {@link Transaction}, and a {@link TransactionState}
 * subclass that makes it once per thread.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(1)
public class CustomTransactionBenchmark {
    /** Per thread: reads the table's highest id once, then hands out transactions over ids 1..that. */
    public static class IncrementCounter extends TransactionState {
        @Override
        protected Transaction newTransaction(DatabaseState database) throws SQLException {
            try (Connection c = database.dataSource().getConnection();
                    Statement s = c.createStatement();
                    ResultSet max = s.executeQuery("SELECT MAX(id) FROM stresstesttable")) {
                long highest = max.next() ? max.getLong(1) : 0;
                if (highest < 1) throw new SQLException("stresstesttable is empty: install the Stress Test first");
                return new LockReadIncrement(highest);
            }
        }
    }

    /** Two statements and a commit; the counts it returns are what it did, as a workload transaction reports. */
    public static final class LockReadIncrement implements Transaction {
        static final String SELECT = "SELECT aint FROM stresstesttable WHERE id = ? FOR UPDATE";
        static final String UPDATE = "UPDATE stresstesttable SET aint = ? WHERE id = ?";
        private final long highestId;

        LockReadIncrement(long highestId) {
            this.highestId = highestId;
        }

        @Override
        public Outcome execute(TransactionContext context) throws SQLException {
            long id = context.random().nextLong(1, highestId + 1);
            PreparedStatement select = context.prepare(SELECT);
            select.setLong(1, id);
            long counter;
            try (ResultSet rs = select.executeQuery()) {
                if (!rs.next()) {
                    // a row some other run deleted: nothing to change, still a completed transaction
                    context.connection().commit();
                    return Outcome.committed(DmlCounts.of(1, 0, 0, 0, 1, 0));
                }
                counter = rs.getLong(1);
            }
            PreparedStatement update = context.prepare(UPDATE);
            update.setLong(1, counter + 1);
            update.setLong(2, id);
            update.executeUpdate();
            context.connection().commit();
            return Outcome.committed(DmlCounts.of(1, 0, 1, 0, 1, 0));
        }
    }

    @Benchmark
    public Outcome lockReadIncrement(IncrementCounter state) throws SQLException, InterruptedException {
        return state.execute();
    }
}
