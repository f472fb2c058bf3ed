package io.dbbench.cli.replica;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.engine.StartGate;
import io.dbbench.core.result.StartRendezvous;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;

/**
 * {@code --start-at db}: once this replica's users are logged on, it meets the others in the database, on a
 * connection of its own: it writes its arrival (on the database's clock) into {@value RendezvousSql#TABLE},
 * reads the arrivals of its run key until all N are there, and starts at the last arrival plus
 * {@link Rendezvous#MARGIN}, that database instant moved onto this host's clock by the offset it measured.
 * A failure is kept for the command ({@link #failure()}) with its exit code; the engine sees an unchecked one.
 */
public final class RendezvousGate implements StartGate {
    /** How many clock readings the offset is measured from; the one with the shortest round trip wins. */
    private static final int CLOCK_READINGS = 5;
    /** Rows of other run keys older than this are deleted on arrival: a day is longer than any run waits. */
    static final Duration KEEP_OTHER_KEYS = Duration.ofDays(1);
    /** The longest any one statement may take: a hung database or a lock ends the rendezvous, not the wait. */
    static final Duration STATEMENT_TIMEOUT = Duration.ofSeconds(30);
    /** The network timeout is the statement's plus this: the database's own cancel comes first when it can. */
    private static final Duration NETWORK_SLACK = Duration.ofSeconds(15);
    /** After a stop, how long the gate has to take its row back on its own before its connection is aborted. */
    private static final Duration STOP_GRACE = Duration.ofSeconds(1);

    /** Opens the rendezvous connection (not one of the sessions'). */
    @FunctionalInterface
    public interface Connector {
        Connection open() throws SQLException;
    }

    private final DbStart start;
    private final RendezvousSql sql;
    private final Connector connector;
    private final PrintWriter out;
    /** When the wait ends, on {@link System#nanoTime()}: statements get no longer than what is left. */
    private volatile long deadlineNanos;

    private volatile Instant startDb;
    private volatile StartRendezvous recorded;
    private volatile CliException failure;

    /**
     * @param dialect the database's dialect name: postgresql or oracle
     * @throws CliException for another database, which has no rendezvous SQL
     */
    public RendezvousGate(DbStart start, String dialect, Connector connector, PrintWriter out) throws CliException {
        this.sql = RendezvousSql.of(dialect);
        if (sql == null)
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --start-at db: works on PostgreSQL and Oracle, not on " + dialect
                            + " (give the replicas an explicit --start-at instant)");
        this.start = start;
        this.connector = connector;
        this.out = out;
    }

    @Override
    public Duration tolerance() {
        return start.tolerance();
    }

    /** The common start on the database's clock (what every replica records); null before it was found. */
    public Instant startDb() {
        return startDb;
    }

    /** How the start was found, for the results; null before it was. */
    public StartRendezvous recorded() {
        return recorded;
    }

    /** Why the rendezvous failed, with the exit code the command ends with; null when it did not. */
    public CliException failure() {
        return failure;
    }

    @Override
    public Instant loggedOn(BooleanSupplier stopped) throws InterruptedException {
        try {
            return meet(stopped);
        } catch (CliException e) {
            failure = e;
        } catch (SQLException e) {
            // a driver's message may go on for lines (pgjdbc's Position, Oracle's ORA-06512 stack): the first says it
            failure = new CliException(
                    ExitCodes.CANNOT_CONNECT,
                    "option --start-at db: the rendezvous in the database failed: " + firstLine(e.getMessage()),
                    e);
        }
        throw new IllegalStateException(failure.getMessage(), failure);
    }

    private Instant meet(BooleanSupplier stopped) throws SQLException, CliException, InterruptedException {
        deadlineNanos = System.nanoTime() + start.timeout().toNanos();
        try (Connection c = connector.open()) {
            StopWatcher watcher = new StopWatcher(c, stopped);
            try {
                return meetOn(c, stopped);
            } finally {
                watcher.close();
            }
        }
    }

    private Instant meetOn(Connection c, BooleanSupplier stopped)
            throws SQLException, CliException, InterruptedException {
        int index = start.replica().index();
        int count = start.replica().count();
        // a statement's own timeout goes through the database; this one also ends a read from a dead network
        c.setNetworkTimeout(Runnable::run, (int) (STATEMENT_TIMEOUT.toMillis() + NETWORK_SLACK.toMillis()));
        c.setAutoCommit(true);
        createTable(c);
        Rendezvous.ClockOffset offset = clockOffset(c);
        boolean complete = false;
        boolean arrived = false;
        try {
            arrive(c, offset);
            arrived = true;
            // from after the arrival: the database's give-up time (arrival plus timeout) is passed before this
            deadlineNanos = System.nanoTime() + start.timeout().toNanos();
            Rendezvous.State state;
            while (true) {
                // read once more after the deadline: a replica that arrived before this one's give-up time
                // counts this one in, so this one must see it too
                boolean pastDeadline = System.nanoTime() >= deadlineNanos;
                state = refusedSaysWhere(() -> Rendezvous.of(arrivals(c), count, start.runKey()));
                if (state.complete() || stopped.getAsBoolean()) break;
                if (pastDeadline)
                    throw new CliException(
                            ExitCodes.CANNOT_CONNECT,
                            "option --start-at db: replica(s) " + Rendezvous.names(state.missing(), count)
                                    + " of run key " + start.runKey() + " did not arrive within "
                                    + start.timeout().toSeconds() + " s (--start-timeout); this replica ("
                                    + index + "/" + count + ") did not run");
                Thread.sleep(Rendezvous.POLL.toMillis());
            }
            complete = state.complete();
            if (!complete) return Instant.now(); // stopped: the engine ends the run at once
            return started(state, offset);
        } finally {
            if (arrived && !complete) takeBack(c);
        }
    }

    private interface StateRead {
        Rendezvous.State read() throws SQLException, CliException;
    }

    /** The rendezvous's refusals name the option they come from. */
    private static Rendezvous.State refusedSaysWhere(StateRead read) throws SQLException, CliException {
        try {
            return read.read();
        } catch (CliException e) {
            throw new CliException(e.exitCode(), "option --start-at db: " + e.getMessage(), e);
        }
    }

    private Instant started(Rendezvous.State state, Rendezvous.ClockOffset offset) throws CliException {
        int count = start.replica().count();
        Instant local = offset.toLocal(state.startDb());
        String late = Rendezvous.tooLate(local, Instant.now(), start.tolerance());
        if (late != null) throw new CliException(ExitCodes.BAD_USAGE, "option --start-at db: " + late);
        startDb = state.startDb();
        recorded =
                new StartRendezvous(start.runKey(), state.spreadMillis(), offset.offsetMillis(), offset.errorMillis());
        if (out != null) {
            out.println(String.format(
                    Locale.ROOT,
                    "All %d replicas of run key %s arrived (spread %d ms); common start %s on the database's"
                            + " clock, %s here (clock offset %+d ms, +/- %d ms)",
                    count,
                    start.runKey(),
                    state.spreadMillis(),
                    state.startDb(),
                    local,
                    offset.offsetMillis(),
                    offset.errorMillis()));
            out.flush();
        }
        return local;
    }

    /**
     * This replica gives up (timed out, stopped, refused, failed) before the set was complete: its row goes, so a
     * replica that arrives later does not count it in. Best effort: a failure here must not hide the first one,
     * and a replica killed before this leaves a row whose give-up time refuses the set instead.
     */
    private void takeBack(Connection c) {
        try (PreparedStatement ps = statement(c, sql.deleteMine())) {
            ps.setString(1, start.runKey());
            ps.setInt(2, start.replica().index());
            ps.executeUpdate();
        } catch (SQLException e) {
            // the connection may be what failed, or aborted on a stop: the row's give-up time covers it
        }
    }

    /** Every statement: at most {@link #STATEMENT_TIMEOUT}, and no longer than the wait has left (but 1 s). */
    private PreparedStatement statement(Connection c, String text) throws SQLException {
        PreparedStatement ps = c.prepareStatement(text);
        ps.setQueryTimeout(timeoutSeconds());
        return ps;
    }

    private int timeoutSeconds() {
        long leftSeconds = (deadlineNanos - System.nanoTime() + 999_999_999L) / 1_000_000_000L;
        return (int) Math.max(1, Math.min(STATEMENT_TIMEOUT.toSeconds(), leftSeconds));
    }

    static String firstLine(String message) {
        if (message == null) return "(no message)";
        int nl = message.indexOf('\n');
        return (nl < 0 ? message : message.substring(0, nl)).strip();
    }

    /**
     * While the gate waits, a stop (Ctrl-C) aborts its connection unless the gate is done within
     * {@link #STOP_GRACE}: a statement blocked on a lock or a dead database then ends, rather than after its
     * timeout. Its row, if any, then stays until its give-up time: rare (a stop while the database hangs), and a
     * set completed before then runs without this replica.
     */
    private static final class StopWatcher implements AutoCloseable {
        private final Thread thread;

        StopWatcher(Connection c, BooleanSupplier stopped) {
            thread = new Thread(
                    () -> {
                        try {
                            while (!stopped.getAsBoolean()) Thread.sleep(Rendezvous.POLL.toMillis());
                            // a gate between statements sees the stop itself and takes its row back first
                            Thread.sleep(STOP_GRACE.toMillis());
                            c.abort(Runnable::run);
                        } catch (InterruptedException e) {
                            // the gate is done: nothing to abort
                        } catch (SQLException | RuntimeException e) {
                            // the abort is best effort: the statement's timeout ends the wait anyway
                        }
                    },
                    "dbbench-rendezvous-stop");
            thread.setDaemon(true);
            thread.start();
        }

        @Override
        public void close() {
            thread.interrupt();
        }
    }

    /** Every replica does this at once: a lost race on PostgreSQL's IF NOT EXISTS is a table that is there. */
    private void createTable(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.setQueryTimeout(timeoutSeconds());
            s.execute(sql.createTable());
        } catch (SQLException e) {
            String state = e.getSQLState();
            // 42P07: duplicate table; 23505: the race on the catalog's unique index that IF NOT EXISTS can lose
            if (!"42P07".equals(state) && !"23505".equals(state)) throw e;
        }
    }

    private Rendezvous.ClockOffset clockOffset(Connection c) throws SQLException {
        Rendezvous.ClockOffset best = null;
        try (PreparedStatement ps = statement(c, sql.nowMillis())) {
            for (int i = 0; i < CLOCK_READINGS; i++) {
                long sent = System.currentTimeMillis();
                long db;
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    db = rs.getLong(1);
                }
                long received = System.currentTimeMillis();
                best = Rendezvous.ClockOffset.of(sent, db, received).better(best);
            }
        }
        return best;
    }

    /** Writes this replica's arrival once: the same index of the same run key twice is refused, never counted. */
    private void arrive(Connection c, Rendezvous.ClockOffset offset) throws SQLException, CliException {
        try (PreparedStatement ps = statement(c, sql.deleteOld())) {
            ps.setString(1, start.runKey());
            ps.setLong(2, System.currentTimeMillis() + offset.offsetMillis() - KEEP_OTHER_KEYS.toMillis());
            ps.executeUpdate();
        }
        try (PreparedStatement ps = statement(c, sql.insert())) {
            ps.setString(1, start.runKey());
            ps.setInt(2, start.replica().index());
            ps.setInt(3, start.replica().count());
            ps.setLong(4, start.timeout().toMillis());
            ps.executeUpdate();
        } catch (SQLException e) {
            // 23505 (PostgreSQL) / 23000 with ORA-00001 (Oracle): the primary key (run key, index) is taken
            if (e.getSQLState() == null || !e.getSQLState().startsWith("23")) throw e;
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --start-at db: replica " + start.replica().index() + "/"
                            + start.replica().count()
                            + " has already arrived for run key " + start.runKey()
                            + " (a restarted replica, or two given one index?): a run key starts its replicas once;"
                            + " start the whole run again with a new key",
                    e);
        }
    }

    private List<Rendezvous.Arrival> arrivals(Connection c) throws SQLException {
        List<Rendezvous.Arrival> rows = new ArrayList<>();
        try (PreparedStatement ps = statement(c, sql.arrivals())) {
            ps.setString(1, start.runKey());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next())
                    rows.add(new Rendezvous.Arrival(rs.getInt(1), rs.getInt(2), rs.getLong(3), rs.getLong(4)));
            }
        }
        return rows;
    }
}
