package io.dbbench.workloads.statements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Generators draw every value of their range, ends included; literals are quoted safely; placeholders are found where they are. */
class ParameterValuesTest {
    private final SplittableRandom random = new SplittableRandom(42);

    private Set<Object> draw(ValueGenerator g, int times) {
        Set<Object> seen = new HashSet<>();
        for (int i = 0; i < times; i++) seen.add(g.next(random));
        return seen;
    }

    @Test
    void integerRangeIncludesBothEnds() {
        assertEquals(Set.of(1998L, 1999L, 2000L, 2001L, 2002L), draw(new ValueGenerator.IntegerRange(1998, 2002), 500));
        assertEquals(Set.of(7L), draw(new ValueGenerator.IntegerRange(7, 7), 10));
        assertThrows(IllegalArgumentException.class, () -> new ValueGenerator.IntegerRange(3, 2));
    }

    @Test
    void dateRangeIncludesBothEndsAcrossAMonthEnd() {
        Set<Object> seen = draw(new ValueGenerator.DateRange(LocalDate.of(2000, 2, 27), LocalDate.of(2000, 3, 1)), 500);
        assertEquals(
                Set.of(
                        LocalDate.of(2000, 2, 27),
                        LocalDate.of(2000, 2, 28),
                        LocalDate.of(2000, 2, 29),
                        LocalDate.of(2000, 3, 1)),
                seen);
    }

    @Test
    void enumerationPicksEveryValueAboutEquallyOften() {
        ValueGenerator g = new ValueGenerator.Choices(List.of("a", "b", "c"));
        int[] counts = new int[3];
        for (int i = 0; i < 30_000; i++) counts[((String) g.next(random)).charAt(0) - 'a']++;
        for (int c : counts) assertTrue(c > 9_000 && c < 11_000, () -> "uneven: " + java.util.Arrays.toString(counts));
    }

    @Test
    void literalsQuoteStringsAndDatesAndLeaveBareOnesAndIntegers() {
        ValueGenerator any = new ValueGenerator.IntegerRange(1, 1);
        assertEquals("2001", new Parameter("Y", ParameterType.INTEGER, true, any).literal(2001L));
        assertEquals("'O''Neil''s'", new Parameter("S", ParameterType.STRING, true, any).literal("O'Neil's"));
        assertEquals("ss_net_paid", new Parameter("C", ParameterType.STRING, false, any).literal("ss_net_paid"));
        assertEquals(
                "'1999-12-31'", new Parameter("D", ParameterType.DATE, true, any).literal(LocalDate.of(1999, 12, 31)));
        assertEquals(
                "1999-12-31", new Parameter("D", ParameterType.DATE, false, any).literal(LocalDate.of(1999, 12, 31)));
    }

    @Test
    void aStringParameterWithAnIntegerRangeIsAQuotedString() {
        Parameter code = new Parameter("CODE", ParameterType.STRING, true, new ValueGenerator.IntegerRange(7, 7));
        Object value = code.next(random);
        assertEquals("7", value, "a String, bound with setString");
        assertEquals("'7'", code.literal(value));
        assertEquals("'7'", code.literal(7L), "quoted as its type says, whatever the value's class");
        assertEquals(
                7L,
                new Parameter("N", ParameterType.INTEGER, true, new ValueGenerator.IntegerRange(7, 7)).next(random));
    }

    @Test
    void placeholdersOnlyOutsideQuotesCommentsAndCasts() {
        Map<String, Integer> names = Map.of("YEAR", 0, "X", 1);
        SqlTemplate t = SqlTemplate.parse(
                "select ':YEAR', \":X\", a::int, :YEAR2, b := 1 -- :YEAR\n"
                        + "/* :X */ from t where y = :YEAR and x in (:X, :YEAR)",
                names);
        assertEquals(
                "select ':YEAR', \":X\", a::int, :YEAR2, b := 1 -- :YEAR\n/* :X */ from t where y = ? and x in (?, ?)",
                t.bindSql());
        assertEquals(3, t.placeholderCount());
        assertEquals(List.of(0, 1, 0), List.of(t.parameterAt(0), t.parameterAt(1), t.parameterAt(2)));
        assertEquals(
                "select ':YEAR', \":X\", a::int, :YEAR2, b := 1 -- :YEAR\n/* :X */ from t where y = 2001 and x in ('it''s', 2001)",
                t.render(new String[] {"2001", "'it''s'"}));
    }

    @Test
    void dollarQuotedBodiesAreQuotedText() {
        Map<String, Integer> names = Map.of("X", 0);
        SqlTemplate t =
                SqlTemplate.parse("do $$ begin perform :X; end $$; select $fn$ :X $x$ $fn$, :X, $1, a$b, :Y", names);
        assertEquals("do $$ begin perform :X; end $$; select $fn$ :X $x$ $fn$, ?, $1, a$b, :Y", t.bindSql());
        assertEquals(List.of("Y"), t.undeclared(), "undeclared outside quotes only");
        assertEquals(
                List.of(),
                SqlTemplate.parse("create function f() returns int as $body$ select :ZED $body$", names)
                        .undeclared());
    }

    @Test
    void runModesStepWrapStopAndPick() {
        assertEquals(List.of(0, 1, 2, 0, 1), steps(RunMode.SERIAL_STEPPED, 3, 5));
        assertEquals(List.of(0, 1, 2, -1), steps(RunMode.SERIAL_ONCE, 3, 4));
        Set<Integer> picked = new HashSet<>();
        for (int i = 0; i < 300; i++) picked.add(RunMode.RANDOM.next(-1, 4, random));
        assertEquals(Set.of(0, 1, 2, 3), picked);
        assertEquals(RunMode.SERIAL_STEPPED, RunMode.parse(null));
        assertEquals(RunMode.SERIAL_ONCE, RunMode.parse(" Serial_Once "));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunMode.parse("parallel"));
        assertTrue(e.getMessage()
                .contains("STATEMENTS_RUN_MODE 'parallel' is not one of serial_stepped, serial_once, random"));
    }

    private List<Integer> steps(RunMode mode, int count, int times) {
        List<Integer> out = new java.util.ArrayList<>();
        int previous = -1;
        for (int i = 0; i < times; i++) {
            int next = mode.next(previous, count, random);
            out.add(next);
            if (next < 0) break;
            previous = next;
        }
        return out;
    }
}
