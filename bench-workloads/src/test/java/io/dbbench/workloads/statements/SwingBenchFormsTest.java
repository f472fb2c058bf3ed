package io.dbbench.workloads.statements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The forms SwingBench's own TPC-DS statements file uses, in a file of our own (swingbench-forms.xml): ids
 * that are not whole numbers, integer parameters that enumerate column names, placeholders inside quoted
 * text of literal statements, quotestring, dates. The SQL a seeded run substitutes is sealed by a golden
 * file (regenerate with -Dstatements.golden.write=true, then review the diff).
 */
class SwingBenchFormsTest {
    private static final String FILE = "swingbench-forms.xml";
    private static final String GOLDEN = "swingbench-forms.rendered.txt";
    private static final int DRAWS = 6;

    static List<Statement> forms() throws Exception {
        return StatementsXmlReader.read(
                new ByteArrayInputStream(StatementsFileReaderTest.resource(FILE).getBytes(StandardCharsets.UTF_8)),
                FILE);
    }

    /** Each literal statement drawn {@link #DRAWS} times from one seeded source; a bound one's prepared SQL. */
    static String rendered(List<Statement> statements) {
        SplittableRandom random = new SplittableRandom(20_261_126L);
        StringBuilder b = new StringBuilder();
        for (Statement s : statements) {
            b.append(s.id()).append(' ').append(s.shortName()).append('\n');
            if (!s.literal()) {
                b.append("  bind: ").append(s.template().bindSql()).append('\n');
                continue;
            }
            for (int i = 0; i < DRAWS; i++)
                b.append("  ").append(s.literalSql(random)).append('\n');
        }
        return b.toString();
    }

    @Test
    void theSubstitutedSqlIsWhatTheGoldenFileSays() throws Exception {
        String actual = rendered(forms());
        if (Boolean.getBoolean("statements.golden.write")) {
            Files.writeString(Path.of("src/test/resources/io/dbbench/workloads/statements", GOLDEN), actual);
        }
        assertEquals(StatementsFileReaderTest.resource(GOLDEN), actual);
    }

    @Test
    void idsAreTextKeptAsWritten() throws Exception {
        assertEquals(
                List.of("14.1", "14.2", "Q-dates", "7"),
                forms().stream().map(Statement::id).toList());
    }

    @Test
    void literalStatementsSubstituteInsideQuotesWithoutClobberingLongerNames() throws Exception {
        Statement part = forms().get(0);
        for (int seed = 0; seed < 50; seed++) {
            String sql = part.literalSql(new SplittableRandom(seed));
            assertFalse(sql.contains(":"), sql);
            assertTrue(sql.matches("(?s).*to_date\\('(199[89]|200[0-2])-08-01', 'YYYY-MM-DD'\\).*"), sql);
            // :YEAR is not the start of :YEARS: the year is followed by " + " and a 0 or 1, never by "S"
            assertTrue(sql.matches("(?s).*d_year BETWEEN \\d{4} AND \\d{4} \\+ [01] GROUP.*"), sql);
            assertTrue(sql.matches("(?s).*ORDER BY (paid|lines|2) DESC.*"), "integer enumeration raw: " + sql);
        }
    }

    @Test
    void quotestringDecidesQuotesForStringsAndDatesNotForIntegers() {
        Map<String, Integer> one = Map.of("P", 0);
        SqlTemplate t = SqlTemplate.parseLiteral("x = :P and y = ':P'", one);
        assertEquals("x = 'a''b' and y = ''a''b''", t.render(new String[] {"'a''b'"}));
        Parameter bareDate = new Parameter(
                "D",
                ParameterType.DATE,
                false,
                new ValueGenerator.Choices(List.of(java.time.LocalDate.of(2001, 2, 3))));
        assertEquals("2001-02-03", bareDate.literal(bareDate.next(new SplittableRandom(1))));
        Parameter column =
                new Parameter("C", ParameterType.INTEGER, true, new ValueGenerator.Choices(List.of("ss_net_paid")));
        assertEquals("ss_net_paid", column.literal(column.next(new SplittableRandom(1))), "integers are raw text");
    }

    @Test
    void boundStatementsKeepQuotedTextAsItIs() throws Exception {
        Statement bound = forms().get(3);
        assertEquals(
                "SELECT ':YEAR' AS label, COUNT(*) FROM date_dim WHERE d_year = ?",
                bound.template().bindSql());
        assertEquals(1, bound.template().placeholderCount());
    }
}
