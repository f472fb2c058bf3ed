package io.dbbench.core.internal.capacity.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads {@code --slo} texts into {@link Slo}s, or says in one line which text is wrong and what was
 * expected.
 *
 * <p>The form is {@code [NAME:]STATISTIC OP LIMIT}:
 * <ul>
 *   <li>NAME, optional: a transaction type's id or short name as the workload config has them
 *       (SwingBench ids such as {@code Process Orders}, short names such as {@code PO}); letters, digits,
 *       spaces, {@code _}, {@code -} and {@code .}, starting with a letter or digit. Matched ignoring
 *       case; {@link #requireKnownTransactions} checks it against the workload before the run.</li>
 *   <li>STATISTIC: p50, p90, p95, p99, p99.9, mean (response times) or errors (the failed share).</li>
 *   <li>OP: {@code <} or {@code <=}; an SLO is an upper bound, so {@code >} is refused.</li>
 *   <li>LIMIT: a plain decimal with a unit: ns, us (or µs), ms, s for a response time (positive), % for
 *       errors (0 to 100; {@code errors<=0%} asks for no failure at all, {@code errors<0%} can never
 *       hold and is refused).</li>
 * </ul>
 * Spaces around the parts are allowed. Each {@code --slo} is one objective; the option repeats.
 */
public final class SloParser {
    static final String OPTION = "--slo";
    private static final String FORM =
            "expected [NAME:]STATISTIC<LIMIT or <=LIMIT, e.g. p99<50ms, errors<0.1%, Process Orders:p95<=20ms";
    private static final Pattern SLO = Pattern.compile(
            "\\s*(?:(?<name>[^:<>=]*?)\\s*:)?\\s*(?<stat>[^\\s:<>=]+)\\s*(?<op><=|<|>=|>|=)\\s*(?<limit>[0-9.]+)\\s*(?<unit>\\S*)\\s*");
    private static final Pattern NAME = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N} _.-]*");
    private static final Pattern DECIMAL = Pattern.compile("\\d+(\\.\\d+)?");

    private SloParser() {}

    /** Each text in order; the first that cannot be read throws. */
    public static List<Slo> parseAll(List<String> texts) throws CapacityOptionException {
        List<Slo> slos = new ArrayList<>();
        for (String text : texts) slos.add(parse(text));
        return List.copyOf(slos);
    }

    /** One {@code --slo} text. */
    public static Slo parse(String text) throws CapacityOptionException {
        Matcher m = SLO.matcher(text);
        if (!m.matches()) throw bad(text, FORM);
        String name = m.group("name");
        if (name != null && !NAME.matcher(name).matches()) {
            throw bad(
                    text,
                    "transaction name '" + name
                            + "' must start with a letter or digit and hold only letters, digits, spaces, '_', '-' and '.'");
        }
        SloStatistic statistic = SloStatistic.byLabel(m.group("stat"));
        if (statistic == null) {
            throw bad(text, "unknown statistic '" + m.group("stat") + "'; expected one of " + SloStatistic.labels());
        }
        String op = m.group("op");
        if (!op.startsWith("<")) {
            throw bad(text, "an SLO is an upper bound, written with < or <=, not " + op);
        }
        boolean inclusive = op.equals("<=");
        String limitText = m.group("limit");
        if (!DECIMAL.matcher(limitText).matches()) {
            throw bad(text, "limit '" + limitText + "' is not a plain decimal such as 50 or 0.1");
        }
        double limit = Double.parseDouble(limitText);
        // hundreds of digits overflow to infinity, which no Slo can hold
        if (Double.isInfinite(limit)) throw bad(text, "limit is too large to be a number");
        String unitText = m.group("unit");
        if (!statistic.isLatency()) {
            if (!unitText.equals("%")) {
                throw bad(text, "an error limit is a percentage, e.g. errors<0.1%" + unitFound(unitText));
            }
            if (limit > 100) throw bad(text, "a percentage is at most 100");
            if (limit == 0 && !inclusive) throw bad(text, "errors<0% can never hold; errors<=0% asks for no failure");
            return new Slo(name, statistic, inclusive, limit, null, text);
        }
        LatencyUnit unit = LatencyUnit.bySymbol(unitText);
        if (unit == null) {
            throw bad(text, "a response-time limit needs a unit: ns, us, ms or s" + unitFound(unitText));
        }
        if (!(limit > 0)) throw bad(text, "a response-time limit must be positive");
        return new Slo(name, statistic, inclusive, limit, unit, text);
    }

    /**
     * Checks that every named SLO names exactly one of the workload's transaction types, so that a typo
     * fails before anything connects rather than after a long search that never measured it.
     *
     * @param shortNameById the workload's transaction ids, in config order, each with its short name
     *                      (null when it has none)
     */
    public static void requireKnownTransactions(List<Slo> slos, Map<String, String> shortNameById)
            throws CapacityOptionException {
        for (Slo slo : slos) {
            if (slo.transaction() == null) continue;
            List<String> matching = shortNameById.entrySet().stream()
                    .filter(e -> slo.appliesTo(e.getKey(), e.getValue()))
                    .map(Map.Entry::getKey)
                    .toList();
            if (matching.isEmpty()) {
                throw bad(
                        slo.text(),
                        "no transaction type '" + slo.transaction() + "' in this workload; its types are "
                                + String.join(", ", shortNameById.keySet()));
            }
            if (matching.size() > 1) {
                throw bad(
                        slo.text(),
                        "'" + slo.transaction() + "' names more than one transaction type: "
                                + String.join(", ", matching) + "; use the id");
            }
        }
    }

    private static String unitFound(String unitText) {
        return unitText.isEmpty() ? ", found none" : ", not '" + unitText + "'";
    }

    private static CapacityOptionException bad(String text, String problem) {
        return new CapacityOptionException(OPTION, text, problem);
    }
}
