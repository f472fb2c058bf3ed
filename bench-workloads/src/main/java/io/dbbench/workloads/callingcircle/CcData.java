package io.dbbench.workloads.callingcircle;

import static io.dbbench.workloads.bulk.SplitMix64.below;
import static io.dbbench.workloads.bulk.SplitMix64.pick;

import io.dbbench.workloads.bulk.RowSink;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The values of Calling Circle rows, from our own word lists and a source of random bits: the load and the
 * transactions both make rows here, so the data looks the same however it got in. Every text is ASCII. The
 * loaded calls fall in the first quarter of 2026 and a run's new calls in the second, so a customer's latest
 * calls are the run's.
 */
final class CcData {
    static final LocalDate LOAD_FIRST_DAY = LocalDate.of(2026, 1, 1);
    static final long LOAD_FIRST_SECOND = LOAD_FIRST_DAY.toEpochSecond(java.time.LocalTime.MIDNIGHT, ZoneOffset.UTC);
    static final int QUARTER_SECONDS = 90 * 86_400;
    /** A run's calls and customers start where the loaded ones end. */
    static final long RUN_FIRST_SECOND = LOAD_FIRST_SECOND + QUARTER_SECONDS;

    static final int MIN_CALL_SECONDS = 5;
    static final int MAX_CALL_SECONDS = 1_800;
    /** Every started minute costs 12 cents, whatever the tariff: a call's cost follows from its duration. */
    static final int CENTS_PER_STARTED_MINUTE = 12;

    static final String ACTIVE = "ACTIVE";

    private static final List<String> FIRST_NAMES = List.of(
            "Aino", "Bilal", "Carmen", "Deniz", "Elif", "Femi", "Greta", "Hiro", "Ilse", "Jamal", "Kaia", "Luca",
            "Maren", "Nadim", "Olga", "Pavel", "Rania", "Soren", "Thandi", "Ugo", "Vera", "Wanjiru", "Xavi", "Yusuf");
    private static final List<String> LAST_NAMES = List.of(
            "Adeyemi",
            "Bergstrom",
            "Castillo",
            "Dimitrov",
            "Eriksen",
            "Fontaine",
            "Gallagher",
            "Hoffmann",
            "Ishikawa",
            "Jovanovic",
            "Kaur",
            "Lambert",
            "Mwangi",
            "Nieminen",
            "Oliveira",
            "Petrov",
            "Quintero",
            "Rahman");
    private static final List<String> CITIES = List.of(
            "Leeds",
            "Bristol",
            "Glasgow",
            "Cardiff",
            "Belfast",
            "York",
            "Norwich",
            "Dundee",
            "Exeter",
            "Bath",
            "Derby",
            "Hull",
            "Perth",
            "Truro",
            "Inverness");
    static final List<String> TARIFFS = List.of("PAYG", "SIM ONLY 10", "SIM ONLY 30", "UNLIMITED", "FAMILY");

    private CcData() {}

    /** customer_id, first_name, last_name, phone_number, email, city, joined_date. */
    static void writeCustomer(RowSink sink, long id, long joinedDay, LongSupplier bits) throws SQLException {
        String first = pick(FIRST_NAMES, bits);
        String last = pick(LAST_NAMES, bits);
        sink.beginRow();
        sink.integer(id);
        sink.text(first);
        sink.text(last);
        sink.text(phone(id));
        sink.text(email(first, last, id));
        sink.text(pick(CITIES, bits));
        sink.date(joinedDay);
        sink.endRow();
    }

    /** customer_id, account_number, tariff, status, balance, calls_made, opened_date. */
    static void writeAccount(RowSink sink, long id, long balanceCents, int callsMade, long openedDay, LongSupplier bits)
            throws SQLException {
        sink.beginRow();
        sink.integer(id);
        sink.text(accountNumber(id));
        sink.text(pick(TARIFFS, bits));
        sink.text(ACTIVE);
        sink.decimal2(balanceCents);
        sink.integer(callsMade);
        sink.date(openedDay);
        sink.endRow();
    }

    /** customer_id, member_id, added_date. */
    static void writeCircleMember(RowSink sink, long customer, long member, long addedDay) throws SQLException {
        sink.beginRow();
        sink.integer(customer);
        sink.integer(member);
        sink.date(addedDay);
        sink.endRow();
    }

    /** call_id, caller_id, callee_id, started_at, duration_seconds, cost. */
    static void writeCall(RowSink sink, long callId, long caller, long callee, long startSecond, int seconds)
            throws SQLException {
        sink.beginRow();
        sink.integer(callId);
        sink.integer(caller);
        sink.integer(callee);
        sink.timestamp(startSecond);
        sink.integer(seconds);
        sink.decimal2(costCents(seconds));
        sink.endRow();
    }

    /** A call's duration in seconds, {@value #MIN_CALL_SECONDS}..{@value #MAX_CALL_SECONDS}. */
    static int callSeconds(LongSupplier bits) {
        return MIN_CALL_SECONDS + below(bits, MAX_CALL_SECONDS - MIN_CALL_SECONDS + 1);
    }

    /** What a call of {@code seconds} costs, in cents: every started minute at the flat rate. */
    static long costCents(int seconds) {
        return (long) ((seconds + 59) / 60) * CENTS_PER_STARTED_MINUTE;
    }

    /** A UK mobile number made of the id: unique per customer. */
    static String phone(long id) {
        return "+44 7" + digits(id, 9);
    }

    static String accountNumber(long id) {
        return "AC" + digits(id, 12);
    }

    static String email(String first, String last, long id) {
        return first.toLowerCase(Locale.ROOT) + '.' + last.toLowerCase(Locale.ROOT) + id + "@example.net";
    }

    /** New details for an update: a first and last name for the e-mail, and a city. */
    static String[] newDetails(long id, LongSupplier bits) {
        String first = pick(FIRST_NAMES, bits);
        String last = pick(LAST_NAMES, bits);
        return new String[] {email(first, last, id), pick(CITIES, bits)};
    }

    private static String digits(long value, int width) {
        String s = Long.toString(value);
        return s.length() >= width ? s : "0".repeat(width - s.length()) + s;
    }
}
