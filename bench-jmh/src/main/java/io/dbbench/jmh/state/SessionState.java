package io.dbbench.jmh.state;

import io.dbbench.core.internal.engine.StandaloneSession;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import java.sql.SQLException;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.ThreadParams;

/**
 * One JMH thread's session, as one user of a run: its own pooled connection (held for the whole trial,
 * as charbench holds it), statement cache, query timeout, fetch size and random source, seeded by the
 * thread's index. Subclasses that need more per-thread set-up override {@link #opened(DatabaseState)}
 * rather than adding a second {@code @Setup}, whose order relative to this one JMH does not define.
 */
@State(Scope.Thread)
public class SessionState {
    private StandaloneSession session;

    @Setup(Level.Trial)
    public void open(DatabaseState database, ThreadParams thread) throws SQLException {
        open(database, thread.getThreadIndex());
    }

    /** Outside JMH (tests): the session of thread {@code sessionId}. */
    public void open(DatabaseState database, int sessionId) throws SQLException {
        if (session != null) throw new IllegalStateException("session state is already open");
        session = database.openSession(sessionId);
        try {
            opened(database);
        } catch (SQLException | RuntimeException e) {
            close();
            throw e;
        }
    }

    /** Called once the session is open, still in the trial's set-up; does nothing here. */
    protected void opened(DatabaseState database) throws SQLException {}

    /** What a transaction gets: connection, cached statements, random source, dialect, environment. */
    public TransactionContext context() {
        return session().context();
    }

    public StandaloneSession session() {
        if (session == null)
            throw new IllegalStateException("session state is not open (JMH calls open() in its set-up)");
        return session;
    }

    /**
     * Runs {@code transaction} once on this thread's session. A failure is rolled back and rethrown, so
     * JMH reports it (and by default ends the benchmark) instead of measuring a broken transaction.
     */
    public Outcome execute(Transaction transaction) throws SQLException, InterruptedException {
        return session().execute(transaction);
    }

    /** Returns the connection to the pool, closing the cached statements first. */
    @TearDown(Level.Trial)
    public void close() throws SQLException {
        StandaloneSession s = session;
        session = null;
        if (s != null) s.close();
    }
}
