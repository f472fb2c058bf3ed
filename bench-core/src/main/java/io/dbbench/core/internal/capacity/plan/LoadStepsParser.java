package io.dbbench.core.internal.capacity.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a capacity search's {@code --users}, {@code --rates} and {@code --max-users} into a
 * {@link LoadSteps}, or says in one line what is wrong with them.
 *
 * <p>Two forms, for users and rates alike:
 * <ul>
 *   <li>a list, {@code 1,2,4,8,16,32} or {@code 500,1000,2000}: run as given; it must increase strictly
 *       (no repeats) and every entry must be positive. Spaces around the commas are allowed.</li>
 *   <li>a range, {@code START..END}: doubling from START while below END, then END itself, so the last
 *       step is always END even when it is no doubling of START: {@code 1..64} is 1,2,4,8,16,32,64 and
 *       {@code 3..20} is 3,6,12,20; {@code 5..5} is the single step 5. When END is less than {@link
 *       #TAIL_MIN_GAIN} (10 %) above the last doubling, that doubling is left out (START never is):
 *       {@code 1..65} is 1,2,...,32,65, not ...,32,64,65, because a step under 10 % more load than the
 *       previous can buy at most that much TPS, which the growth test rarely tells from noise, so it would
 *       spend a whole step to count as flat towards saturation. END below START is an error, never an
 *       empty search.</li>
 * </ul>
 * Users are whole numbers; rates are decimals without exponent ({@code 12.5}), intended transaction
 * starts per second as {@code --rate} has them. {@code --max-users N} drops the steps above N (the
 * search then stops for that reason when it gets there); it only applies to users, since an open-loop
 * search is bounded by its list, and it may not drop every step.
 */
public final class LoadStepsParser {
    private static final Pattern RANGE = Pattern.compile("\\s*(\\S*?)\\s*\\.\\.\\s*(\\S*)\\s*");
    private static final Pattern WHOLE = Pattern.compile("\\d+");
    private static final Pattern DECIMAL = Pattern.compile("\\d+(\\.\\d+)?");
    private static final String MAX_USERS = "--max-users";

    /** A range's END less than this share above its last doubling replaces that doubling: 10 %. */
    static final double TAIL_MIN_GAIN = 0.1;

    private LoadStepsParser() {}

    /**
     * @param usersText {@code --users} as given, null when absent
     * @param ratesText {@code --rates} as given, null when absent
     * @param maxUsers  {@code --max-users} as given, null when absent
     * @throws CapacityOptionException naming the option and its text when they cannot be used
     */
    public static LoadSteps parse(String usersText, String ratesText, Integer maxUsers) throws CapacityOptionException {
        if (usersText != null && ratesText != null) {
            throw new CapacityOptionException(
                    "--rates",
                    ratesText,
                    "cannot be combined with --users: a step is a number of users (closed loop) or a rate (open loop)");
        }
        if (usersText == null && ratesText == null) {
            throw new CapacityOptionException(
                    "--users",
                    null,
                    "a capacity search needs --users (e.g. 1,2,4,8 or 1..64) or --rates (e.g. 500,1000)");
        }
        LoadKind kind = usersText != null ? LoadKind.USERS : LoadKind.RATE;
        String text = usersText != null ? usersText : ratesText;
        List<Double> values = parseValues(kind, text);
        if (maxUsers == null) return new LoadSteps(kind, levels(kind, values), false, 0);
        if (kind == LoadKind.RATE) {
            throw new CapacityOptionException(
                    MAX_USERS,
                    maxUsers.toString(),
                    "applies to --users only; with --rates the list's last rate ends it");
        }
        if (maxUsers < 1) throw new CapacityOptionException(MAX_USERS, maxUsers.toString(), "must be at least 1");
        List<Double> kept = values.stream().filter(v -> v <= maxUsers).toList();
        if (kept.isEmpty()) {
            throw new CapacityOptionException(
                    MAX_USERS,
                    maxUsers.toString(),
                    "is below the first step of --users (" + whole(values.get(0)) + "): no step would run");
        }
        return new LoadSteps(kind, levels(kind, kept), kept.size() < values.size(), maxUsers);
    }

    private static List<Double> parseValues(LoadKind kind, String text) throws CapacityOptionException {
        Matcher range = RANGE.matcher(text);
        if (range.matches()) {
            double start = number(kind, text, range.group(1));
            double end = number(kind, text, range.group(2));
            if (end < start) {
                throw bad(
                        kind,
                        text,
                        "the end " + shown(kind, end) + " is below the start " + shown(kind, start)
                                + "; a range is START..END with START <= END, e.g. 1..64");
            }
            List<Double> values = new ArrayList<>();
            // START > 0, so this doubles past END within ~2100 steps even from the smallest double
            for (double v = start; v < end; v *= 2) values.add(v);
            int lastDoubling = values.size() - 1;
            if (lastDoubling > 0 && end < values.get(lastDoubling) * (1 + TAIL_MIN_GAIN)) values.remove(lastDoubling);
            values.add(end);
            return values;
        }
        List<Double> values = new ArrayList<>();
        for (String entry : text.split(",", -1)) {
            double v = number(kind, text, entry.trim());
            if (!values.isEmpty() && v <= values.get(values.size() - 1)) {
                throw bad(
                        kind,
                        text,
                        shown(kind, v) + " after " + shown(kind, values.get(values.size() - 1))
                                + ": the steps must increase strictly, e.g. 1,2,4,8");
            }
            values.add(v);
        }
        return values;
    }

    private static double number(LoadKind kind, String text, String entry) throws CapacityOptionException {
        if (entry.isEmpty()) {
            throw bad(kind, text, "an empty entry; expected " + expected(kind));
        }
        if (!(kind == LoadKind.USERS ? WHOLE : DECIMAL).matcher(entry).matches()) {
            throw bad(kind, text, "'" + entry + "' is not " + expected(kind));
        }
        double v = Double.parseDouble(entry);
        if (!(v > 0)) throw bad(kind, text, "'" + entry + "' is not positive; every step needs some load");
        if (kind == LoadKind.USERS && v > Integer.MAX_VALUE) {
            throw bad(kind, text, "'" + entry + "' users is more than " + Integer.MAX_VALUE);
        }
        if (Double.isInfinite(v)) throw bad(kind, text, "'" + entry + "' is too large a rate");
        return v;
    }

    private static String expected(LoadKind kind) {
        return kind == LoadKind.USERS
                ? "a whole number of users (a list 1,2,4,8 or a range 1..64)"
                : "a rate per second such as 500 or 12.5 (a list 500,1000,2000 or a range 500..4000)";
    }

    private static List<LoadLevel> levels(LoadKind kind, List<Double> values) {
        return values.stream().map(v -> new LoadLevel(kind, v)).toList();
    }

    private static String shown(LoadKind kind, double v) {
        return new LoadLevel(kind, v).label().replaceAll("( users?|/s)$", "");
    }

    private static String whole(double v) {
        return Long.toString((long) v);
    }

    private static CapacityOptionException bad(LoadKind kind, String text, String problem) {
        return new CapacityOptionException(kind.option(), text, problem);
    }
}
