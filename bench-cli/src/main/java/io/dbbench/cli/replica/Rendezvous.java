package io.dbbench.cli.replica;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * {@code --start-at db}: what the replicas' arrivals in the database's rendezvous table mean. Every replica reads
 * the same rows, so every replica computes the same start: the last arrival (on the database's clock) plus a
 * margin. A pure function of the rows, so it is tested without a database.
 */
final class Rendezvous {
    /** From the last arrival to the start: every replica has to see the last row and wait out its poll. */
    static final Duration MARGIN = Duration.ofSeconds(2);
    /** How often a replica reads the arrivals while it waits for the others. */
    static final Duration POLL = Duration.ofMillis(250);
    /** How long a replica waits for the others by default ({@code --start-timeout}). */
    static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(10);

    private Rendezvous() {}

    /**
     * One replica's row: it arrived (logged its users on) at {@code arrivedMillis} on the database's clock.
     *
     * @param replicas the replica count that replica was given
     * @param givesUpMillis when that replica stops waiting (its arrival plus its --start-timeout, on the
     *     database's clock): a set completed only after that is not one it runs in
     */
    record Arrival(int index, int replicas, long arrivedMillis, long givesUpMillis) {}

    /**
     * Where the rendezvous stands.
     *
     * @param missing the indices of 0..count-1 that have not arrived, in order
     * @param startDb the common start on the database's clock once all arrived; null before
     * @param spreadMillis from the first arrival to the last (all arrived) or so far
     */
    record State(List<Integer> missing, Instant startDb, long spreadMillis) {
        boolean complete() {
            return missing.isEmpty();
        }
    }

    /**
     * @throws CliException (exit 2) naming both counts when a row says another replica count than {@code count};
     *     (exit 4) naming them when the set completed after one of its replicas had given up: that replica
     *     does not run (it timed out, or was killed before it could take its row back), so the others must not
     */
    static State of(List<Arrival> arrivals, int count, String runKey) throws CliException {
        TreeSet<Integer> missing = new TreeSet<>();
        for (int i = 0; i < count; i++) missing.add(i);
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        for (Arrival a : arrivals) {
            if (a.replicas() != count)
                throw new CliException(
                        ExitCodes.BAD_USAGE,
                        "replica " + a.index() + " of run key " + runKey + " was started with "
                                + a.replicas() + " replicas, this one with " + count
                                + " (every replica of one run key must be given the same count)");
            missing.remove(a.index());
            first = Math.min(first, a.arrivedMillis());
            last = Math.max(last, a.arrivedMillis());
        }
        long spread = arrivals.isEmpty() ? 0 : last - first;
        if (missing.isEmpty()) {
            List<String> gaveUp = new ArrayList<>();
            for (Arrival a : arrivals)
                if (a.givesUpMillis() < last)
                    gaveUp.add(
                            a.index() + "/" + count + " (gave up at " + Instant.ofEpochMilli(a.givesUpMillis()) + ")");
            if (!gaveUp.isEmpty())
                throw new CliException(
                        ExitCodes.CANNOT_CONNECT,
                        String.format(
                                Locale.ROOT,
                                "every replica of run key %s arrived, the last at %s, but replica(s) %s had given"
                                        + " up waiting before that: they do not run, so neither does this one (all"
                                        + " replicas must be able to run at once; start the run again with a new"
                                        + " key, or a longer --start-timeout)",
                                runKey,
                                Instant.ofEpochMilli(last),
                                String.join(", ", gaveUp)));
        }
        Instant start = missing.isEmpty() && !arrivals.isEmpty()
                ? Instant.ofEpochMilli(last).plus(MARGIN)
                : null;
        return new State(List.copyOf(new ArrayList<>(missing)), start, spread);
    }

    /**
     * The database's clock against this host's, from one reading: the database said {@code dbMillis} between
     * {@code sentMillis} and {@code receivedMillis} on this host. The reading is taken to be from the middle of
     * the round trip; half the round trip bounds the error.
     *
     * @param offsetMillis  database clock minus local clock
     * @param errorMillis   half the round trip: the offset is right to within this
     */
    record ClockOffset(long offsetMillis, long errorMillis) {
        static ClockOffset of(long sentMillis, long dbMillis, long receivedMillis) {
            long roundTrip = Math.max(0, receivedMillis - sentMillis);
            return new ClockOffset(dbMillis - (sentMillis + roundTrip / 2), (roundTrip + 1) / 2);
        }

        /** The better of two readings: the one with the shorter round trip. */
        ClockOffset better(ClockOffset other) {
            return other == null || errorMillis <= other.errorMillis ? this : other;
        }

        /** A database instant on this host's clock. */
        Instant toLocal(Instant db) {
            return db.minusMillis(offsetMillis);
        }
    }

    /**
     * Why a replica that found the start at {@code localStart} (its clock) only at {@code now} must not run, or
     * null when it is in time: the margin should cover the last poll, so this says it did not.
     */
    static String tooLate(Instant localStart, Instant now, Duration tolerance) {
        long lateMillis = Duration.between(localStart, now).toMillis();
        if (lateMillis <= tolerance.toMillis()) return null;
        return String.format(
                Locale.ROOT,
                "too late for the common start %s (the last arrival plus %d ms): this replica saw every arrival"
                        + " only when it was late by %d ms, more than the tolerance of %d ms (a database or host"
                        + " this slow needs a larger --start-tolerance)",
                localStart,
                MARGIN.toMillis(),
                lateMillis,
                tolerance.toMillis());
    }

    /** 0, 2, 5: the missing indices as an error names them. */
    static String names(List<Integer> indices, int count) {
        List<String> names = new ArrayList<>();
        for (int i : indices) names.add(i + "/" + count);
        return String.join(", ", names);
    }
}
