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

    /** Opens the rendezvous connection (not one of the sessions'). */
    @FunctionalInterface
    public interface Connector {
        Connection open() throws SQLException;
    }

    private final DbStart start;
    private final RendezvousSql sql;
    private final Connector connector;
    private final PrintWriter out;
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
            failure = new CliException(
                    ExitCodes.CANNOT_CONNECT,
                    "option --start-at db: the rendezvous in the database failed: " + e.getMessage(),
                    e);
        }
        throw new IllegalStateException(failure.getMessage(), failure);
    }

    private Instant meet(BooleanSupplier stopped) throws SQLException, CliException, InterruptedException {
        int index = start.replica().index();
        int count = start.replica().count();
        try (Connection c = connector.open()) {
            c.setAutoCommit(true);
            createTable(c);
            Rendezvous.ClockOffset offset = clockOffset(c);
            arrive(c, offset);
            long deadline = System.nanoTime() + start.timeout().toNanos();
            Rendezvous.State state;
            while (true) {
                try {
                    state = Rendezvous.of(arrivals(c), count, start.runKey());
                } catch (IllegalArgumentException e) {
                    throw new CliException(ExitCodes.BAD_USAGE, "option --start-at db: " + e.getMessage(), e);
                }
                if (state.complete() || stopped.getAsBoolean()) break;
                if (System.nanoTime() >= deadline)
                    throw new CliException(
                            ExitCodes.CANNOT_CONNECT,
                            "option --start-at db: replica(s) " + Rendezvous.names(state.missing(), count)
                                    + " of run key " + start.runKey() + " did not arrive within "
                                    + start.timeout().toSeconds() + " s (--start-timeout); this replica ("
                                    + index + "/" + count + ") did not run");
                Thread.sleep(Rendezvous.POLL.toMillis());
            }
            if (!state.complete()) return Instant.now(); // stopped: the engine ends the run at once
            Instant local = offset.toLocal(state.startDb());
            String late = Rendezvous.tooLate(local, Instant.now(), start.tolerance());
            if (late != null) throw new CliException(ExitCodes.BAD_USAGE, "option --start-at db: " + late);
            startDb = state.startDb();
            recorded = new StartRendezvous(
                    start.runKey(), state.spreadMillis(), offset.offsetMillis(), offset.errorMillis());
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
    }

    /** Every replica does this at once: a lost race on PostgreSQL's IF NOT EXISTS is a table that is there. */
    private void createTable(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql.createTable());
        } catch (SQLException e) {
            String state = e.getSQLState();
            // 42P07: duplicate table; 23505: the race on the catalog's unique index that IF NOT EXISTS can lose
            if (!"42P07".equals(state) && !"23505".equals(state)) throw e;
        }
    }

    private Rendezvous.ClockOffset clockOffset(Connection c) throws SQLException {
        Rendezvous.ClockOffset best = null;
        try (PreparedStatement ps = c.prepareStatement(sql.nowMillis())) {
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
        try (PreparedStatement ps = c.prepareStatement(sql.deleteOld())) {
            ps.setString(1, start.runKey());
            ps.setLong(2, System.currentTimeMillis() + offset.offsetMillis() - KEEP_OTHER_KEYS.toMillis());
            ps.executeUpdate();
        }
        try (PreparedStatement ps = c.prepareStatement(sql.insert())) {
            ps.setString(1, start.runKey());
            ps.setInt(2, start.replica().index());
            ps.setInt(3, start.replica().count());
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
        try (PreparedStatement ps = c.prepareStatement(sql.arrivals())) {
            ps.setString(1, start.runKey());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) rows.add(new Rendezvous.Arrival(rs.getInt(1), rs.getInt(2), rs.getLong(3)));
            }
        }
        return rows;
    }
}
