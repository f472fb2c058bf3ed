package io.dbbench.workloads.json;

import static io.dbbench.workloads.bulk.SplitMix64.below;
import static io.dbbench.workloads.bulk.SplitMix64.pick;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The JSON document of one airline passenger, and the patch an update applies to it. The load and
 * the insert transaction ({@link JsonWorkload}) both make documents here, so the data looks the same however it got in.
 *
 * <pre>
 * {"passengerId":"P000000000123","firstName":"Ada","lastName":"Okafor","dateOfBirth":"1984-07-21",
 *  "nationality":"NG","contact":{"email":"ada.okafor123@example.com","phone":"+44 7700 123456"},
 *  "frequentFlyer":{"number":"FF000000000123","tier":"SILVER","miles":48210},
 *  "bookings":[{"flight":"DB1234","from":"LHR","to":"JFK","date":"2026-03-14","seat":"23C","cabin":"ECONOMY"}]}
 * </pre>
 *
 * <p>Every value comes from the word lists below or from digits: ASCII without quotes or backslashes, so the
 * text needs no escaping. A document has at most {@value #MAX_BOOKINGS} bookings and stays under 1,000
 * characters: Oracle's JSON_MERGEPATCH returns it whole in its default VARCHAR2(4000).
 */
public final class PassengerDocument {
    static final int MAX_BOOKINGS = 3;
    static final int MAX_CHARS = 1_000;

    private static final List<String> FIRST_NAMES = List.of(
            "Ada", "Bram", "Chen", "Dara", "Emil", "Farah", "Goran", "Hana", "Ines", "Jonas", "Kofi", "Lena", "Mateo",
            "Nia", "Omar", "Priya", "Quinn", "Rosa", "Sven", "Tariq", "Uma", "Viktor", "Wen", "Yara", "Zane");
    private static final List<String> LAST_NAMES = List.of(
            "Okafor",
            "Larsen",
            "Nakamura",
            "Silva",
            "Novak",
            "Haddad",
            "Kowalski",
            "Moreau",
            "Patel",
            "Schmidt",
            "Tanaka",
            "Ivanova",
            "Costa",
            "Murphy",
            "Lindqvist",
            "Mensah",
            "Rossi",
            "Dubois",
            "Kim",
            "Fischer");
    private static final List<String> COUNTRIES =
            List.of("GB", "US", "NG", "IN", "JP", "BR", "DE", "FR", "SE", "PL", "KR", "GH", "IT", "CA", "AU");
    private static final List<String> AIRPORTS = List.of(
            "LHR", "JFK", "CDG", "FRA", "NRT", "SFO", "DXB", "SIN", "GRU", "LOS", "ARN", "WAW", "ICN", "YYZ", "SYD");
    private static final List<String> TIERS = List.of("BLUE", "SILVER", "GOLD", "PLATINUM");
    private static final List<String> CABINS = List.of("ECONOMY", "PREMIUM", "BUSINESS", "FIRST");
    private static final String SEAT_LETTERS = "ABCDEFJK";
    private static final LocalDate FIRST_BIRTH_DATE = LocalDate.of(1940, 1, 1);
    private static final int BIRTH_DATE_SPAN_DAYS = 65 * 365;
    private static final LocalDate FIRST_FLIGHT_DATE = LocalDate.of(2026, 1, 1);
    private static final int FLIGHT_DATE_SPAN_DAYS = 365;
    private static final int MILES_BOUND = 500_000;

    private PassengerDocument() {}

    /** The whole document of passenger {@code id}. */
    public static String of(long id, LongSupplier bits) {
        String first = pick(FIRST_NAMES, bits);
        String last = pick(LAST_NAMES, bits);
        StringBuilder json = new StringBuilder(MAX_CHARS).append('{');
        text(json, PassengerKeys.FIELD, PassengerKeys.of(id)).append(',');
        text(json, "firstName", first).append(',');
        text(json, "lastName", last).append(',');
        text(json, "dateOfBirth", FIRST_BIRTH_DATE.plusDays(below(bits, BIRTH_DATE_SPAN_DAYS)))
                .append(',');
        text(json, "nationality", pick(COUNTRIES, bits)).append(',');
        details(json, id, first, last, bits);
        json.append(",\"bookings\":[");
        int bookings = below(bits, MAX_BOOKINGS + 1);
        for (int i = 0; i < bookings; i++) {
            if (i > 0) json.append(',');
            booking(json, bits);
        }
        return json.append("]}").toString();
    }

    /**
     * What an update changes: new contact details and frequent-flyer standing, as a JSON object of the
     * top-level fields it replaces whole (so PostgreSQL's {@code ||} and Oracle's JSON_MERGEPATCH agree).
     */
    public static String patch(long id, LongSupplier bits) {
        StringBuilder json = new StringBuilder(200).append('{');
        details(json, id, pick(FIRST_NAMES, bits), pick(LAST_NAMES, bits), bits);
        return json.append('}').toString();
    }

    /** {@code "contact":{...},"frequentFlyer":{...}}: the fields an update replaces. */
    private static void details(StringBuilder json, long id, String first, String last, LongSupplier bits) {
        String email = first.toLowerCase(Locale.ROOT) + '.' + last.toLowerCase(Locale.ROOT) + id + "@example.com";
        text(json.append("\"contact\":{"), "email", email).append(',');
        text(json, "phone", "+44 7700 " + digits(below(bits, 1_000_000), 6)).append("},\"frequentFlyer\":{");
        text(json, "number", "FF" + PassengerKeys.of(id).substring(1)).append(',');
        text(json, "tier", pick(TIERS, bits))
                .append(",\"miles\":")
                .append(below(bits, MILES_BOUND))
                .append('}');
    }

    private static void booking(StringBuilder json, LongSupplier bits) {
        String from = pick(AIRPORTS, bits);
        String to = pick(AIRPORTS, bits);
        if (to.equals(from)) to = AIRPORTS.get((AIRPORTS.indexOf(from) + 1) % AIRPORTS.size());
        text(json.append('{'), "flight", "DB" + digits(below(bits, 10_000), 4)).append(',');
        text(json, "from", from).append(',');
        text(json, "to", to).append(',');
        text(json, "date", FIRST_FLIGHT_DATE.plusDays(below(bits, FLIGHT_DATE_SPAN_DAYS)))
                .append(',');
        String seat = Integer.toString(1 + below(bits, 60)) + SEAT_LETTERS.charAt(below(bits, SEAT_LETTERS.length()));
        text(json, "seat", seat).append(',');
        text(json, "cabin", pick(CABINS, bits)).append('}');
    }

    /** Appends {@code "name":"value"}; no value needs escaping (see above). */
    private static StringBuilder text(StringBuilder json, String name, Object value) {
        return json.append('"').append(name).append("\":\"").append(value).append('"');
    }

    private static String digits(int value, int width) {
        String s = Integer.toString(value);
        return "0".repeat(Math.max(0, width - s.length())) + s;
    }
}
