package io.dbbench.core.internal.capacity.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SloParserTest {
    /** text | transaction | statistic | operator | limit in base units (ns, or a fraction for errors) | limit as shown. */
    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(
            delimiter = '|',
            nullValues = "null",
            value = {
                "p99<50ms                  | null           | P99    | <  | 5.0E7   | 50 ms",
                "p95<20ms                  | null           | P95    | <  | 2.0E7   | 20 ms",
                "p50<=5ms                  | null           | P50    | <= | 5.0E6   | 5 ms",
                "p99.9<1s                  | null           | P99_9  | <  | 1.0E9   | 1 s",
                "p90<250us                 | null           | P90    | <  | 250000  | 250 us",
                "p90<250µs                 | null           | P90    | <  | 250000  | 250 us",
                "mean<800ns                | null           | MEAN   | <  | 800     | 800 ns",
                "P99 < 1.5 ms              | null           | P99    | <  | 1500000 | 1.5 ms",
                "errors<0.1%               | null           | ERRORS | <  | 0.001   | 0.1%",
                "errors<=0%                | null           | ERRORS | <= | 0       | 0%",
                "NewOrder:p99<50ms         | NewOrder       | P99    | <  | 5.0E7   | 50 ms",
                "Process Orders:p95<=20ms  | Process Orders | P95    | <= | 2.0E7   | 20 ms",
                "PO : errors<1%            | PO             | ERRORS | <  | 0.01    | 1%",
                "stress_test-1.a:p50<2ms   | stress_test-1.a| P50    | <  | 2.0E6   | 2 ms",
            })
    void validForms(String text, String transaction, SloStatistic statistic, String op, double base, String shown)
            throws CapacityOptionException {
        Slo slo = SloParser.parse(text);
        assertEquals(transaction, slo.transaction());
        assertEquals(statistic, slo.statistic());
        assertEquals(op, slo.operator());
        assertEquals(base, slo.limitInBaseUnits(), Math.abs(base) * 1e-12);
        assertEquals(shown, slo.limitText());
        assertEquals(text, slo.text());
    }

    /** Each invalid form with its message: the text and what was expected. */
    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "p99 50ms      | option --slo 'p99 50ms': expected [NAME:]STATISTIC<LIMIT or <=LIMIT, e.g. p99<50ms, errors<0.1%, Process Orders:p95<=20ms",
                "''            | option --slo '': expected [NAME:]STATISTIC<LIMIT or <=LIMIT, e.g. p99<50ms, errors<0.1%, Process Orders:p95<=20ms",
                "p99<-5ms      | option --slo 'p99<-5ms': expected [NAME:]STATISTIC<LIMIT or <=LIMIT, e.g. p99<50ms, errors<0.1%, Process Orders:p95<=20ms",
                "p98<5ms       | option --slo 'p98<5ms': unknown statistic 'p98'; expected one of p50, p90, p95, p99, p99.9, mean, errors",
                "p99>50ms      | option --slo 'p99>50ms': an SLO is an upper bound, written with < or <=, not >",
                "p99=50ms      | option --slo 'p99=50ms': an SLO is an upper bound, written with < or <=, not =",
                "p99<50        | option --slo 'p99<50': a response-time limit needs a unit: ns, us, ms or s, found none",
                "p99<50min     | option --slo 'p99<50min': a response-time limit needs a unit: ns, us, ms or s, not 'min'",
                "p99<5%        | option --slo 'p99<5%': a response-time limit needs a unit: ns, us, ms or s, not '%'",
                "p99<0ms       | option --slo 'p99<0ms': a response-time limit must be positive",
                "p99<1.2.3ms   | option --slo 'p99<1.2.3ms': limit '1.2.3' is not a plain decimal such as 50 or 0.1",
                "errors<0.1    | option --slo 'errors<0.1': an error limit is a percentage, e.g. errors<0.1%, found none",
                "errors<1ms    | option --slo 'errors<1ms': an error limit is a percentage, e.g. errors<0.1%, not 'ms'",
                "errors<150%   | option --slo 'errors<150%': a percentage is at most 100",
                "errors<0%     | option --slo 'errors<0%': errors<0% can never hold; errors<=0% asks for no failure",
                "New/Order:p99<5ms | option --slo 'New/Order:p99<5ms': transaction name 'New/Order' must start with a letter or digit and hold only letters, digits, spaces, '_', '-' and '.'",
                ":p99<5ms      | option --slo ':p99<5ms': transaction name '' must start with a letter or digit and hold only letters, digits, spaces, '_', '-' and '.'",
                "a:b:p99<5ms   | option --slo 'a:b:p99<5ms': expected [NAME:]STATISTIC<LIMIT or <=LIMIT, e.g. p99<50ms, errors<0.1%, Process Orders:p95<=20ms",
            })
    void invalidForms(String text, String message) {
        CapacityOptionException e = assertThrows(CapacityOptionException.class, () -> SloParser.parse(text));
        assertEquals(message, e.getMessage());
        assertEquals("--slo", e.option());
        assertEquals(text, e.text());
    }

    /** 400 digits overflow a double to infinity: a one-line option error, not the Slo constructor's. */
    @Test
    void aLimitTooLargeForADoubleIsAnOptionError() {
        String text = "p99<" + "9".repeat(400) + "ms";
        CapacityOptionException e = assertThrows(CapacityOptionException.class, () -> SloParser.parse(text));
        assertEquals("option --slo '" + text + "': limit is too large to be a number", e.getMessage());
        assertEquals(text, e.text());
    }

    @Test
    void repeatedSlosKeepTheirOrderAndTheFirstBadOneThrows() throws CapacityOptionException {
        List<Slo> slos = SloParser.parseAll(List.of("p99<50ms", "errors<0.1%", "PO:p95<20ms"));
        assertEquals(
                List.of("p99<50ms", "errors<0.1%", "PO:p95<20ms"),
                slos.stream().map(Slo::text).toList());
        CapacityOptionException e = assertThrows(
                CapacityOptionException.class, () -> SloParser.parseAll(List.of("p99<50ms", "p99<x", "p98<1ms")));
        assertEquals("p99<x", e.text());
    }

    @Test
    void namedSlosMustNameExactlyOneTransactionTypeOfTheWorkload() throws CapacityOptionException {
        Map<String, String> types = new LinkedHashMap<>();
        types.put("Process Orders", "PO");
        types.put("Browse Products", "BP");
        types.put("BP", null);
        // by id or by short name, ignoring case; unnamed SLOs need nothing
        SloParser.requireKnownTransactions(
                SloParser.parseAll(List.of("process orders:p99<5ms", "po:errors<1%", "p99<9ms")), types);
        CapacityOptionException unknown = assertThrows(
                CapacityOptionException.class,
                () -> SloParser.requireKnownTransactions(List.of(SloParser.parse("NewOrder:p99<5ms")), types));
        assertEquals(
                "option --slo 'NewOrder:p99<5ms': no transaction type 'NewOrder' in this workload; its types are"
                        + " Process Orders, Browse Products, BP",
                unknown.getMessage());
        CapacityOptionException ambiguous = assertThrows(
                CapacityOptionException.class,
                () -> SloParser.requireKnownTransactions(List.of(SloParser.parse("bp:p99<5ms")), types));
        assertEquals(
                "option --slo 'bp:p99<5ms': 'bp' names more than one transaction type: Browse Products, BP; use the id",
                ambiguous.getMessage());
    }
}
