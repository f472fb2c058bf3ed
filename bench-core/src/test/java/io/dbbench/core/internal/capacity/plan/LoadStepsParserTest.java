package io.dbbench.core.internal.capacity.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LoadStepsParserTest {
    @ParameterizedTest(name = "--users {0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "1,2,4,8,16,32 | 1 2 4 8 16 32",
                "1, 3 ,7       | 1 3 7",
                "5             | 5",
                "1..64         | 1 2 4 8 16 32 64",
                "3..20         | 3 6 12 20",
                "5..5          | 5",
                "1..1          | 1",
                "2..9          | 2 4 8 9",
                "1..65         | 1 2 4 8 16 32 65",
                "1..71         | 1 2 4 8 16 32 64 71",
                "4..5          | 4 5",
                "1 .. 4        | 1 2 4",
            })
    void usersListsAndRanges(String text, String expected) throws CapacityOptionException {
        LoadSteps steps = LoadStepsParser.parse(text, null, null);
        assertEquals(LoadKind.USERS, steps.kind());
        assertEquals(expected, joined(steps));
        assertFalse(steps.cutByMaxUsers());
    }

    @ParameterizedTest(name = "--rates {0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "500,1000,2000 | 500/s 1000/s 2000/s",
                "12.5,25 | 12.5/s 25/s",
                "500..3000 | 500/s 1000/s 2000/s 3000/s"
            })
    void ratesListsAndRanges(String text, String expected) throws CapacityOptionException {
        LoadSteps steps = LoadStepsParser.parse(null, text, null);
        assertEquals(LoadKind.RATE, steps.kind());
        assertEquals(
                expected,
                String.join(" ", steps.levels().stream().map(LoadLevel::label).toList()));
    }

    @Test
    void maxUsersCutsTheListAndIsRemembered() throws CapacityOptionException {
        LoadSteps cut = LoadStepsParser.parse("1..64", null, 20);
        assertEquals("1 2 4 8 16", joined(cut));
        assertTrue(cut.cutByMaxUsers());
        assertEquals(20, cut.maxUsers());
        // a limit the list never reaches cuts nothing: the search ends for the list's end
        LoadSteps uncut = LoadStepsParser.parse("1,2,4", null, 4);
        assertEquals("1 2 4", joined(uncut));
        assertFalse(uncut.cutByMaxUsers());
    }

    /** Each bad form, with the one-line message the CLI prints before exiting 2. */
    @ParameterizedTest(name = "{0} / {1} / {2}")
    @CsvSource(
            delimiter = '|',
            nullValues = "null",
            value = {
                "0           | null | null | option --users '0': '0' is not positive; every step needs some load",
                "4,2         | null | null | option --users '4,2': 2 after 4: the steps must increase strictly, e.g. 1,2,4,8",
                "1,2,2,4     | null | null | option --users '1,2,2,4': 2 after 2: the steps must increase strictly, e.g. 1,2,4,8",
                "1..0        | null | null | option --users '1..0': '0' is not positive; every step needs some load",
                "8..4        | null | null | option --users '8..4': the end 4 is below the start 8; a range is START..END with START <= END, e.g. 1..64",
                "abc         | null | null | option --users 'abc': 'abc' is not a whole number of users (a list 1,2,4,8 or a range 1..64)",
                "1.5         | null | null | option --users '1.5': '1.5' is not a whole number of users (a list 1,2,4,8 or a range 1..64)",
                "-2,4        | null | null | option --users '-2,4': '-2' is not a whole number of users (a list 1,2,4,8 or a range 1..64)",
                "'1,,2'      | null | null | option --users '1,,2': an empty entry; expected a whole number of users (a list 1,2,4,8 or a range 1..64)",
                "..8         | null | null | option --users '..8': an empty entry; expected a whole number of users (a list 1,2,4,8 or a range 1..64)",
                "99999999999 | null | null | option --users '99999999999': '99999999999' users is more than 2147483647",
                "1,2         | 500  | null | option --rates '500': cannot be combined with --users: a step is a number of users (closed loop) or a rate (open loop)",
                "null        | null | null | option --users: a capacity search needs --users (e.g. 1,2,4,8 or 1..64) or --rates (e.g. 500,1000)",
                "null        | 0,5  | null | option --rates '0,5': '0' is not positive; every step needs some load",
                "null        | 1e3  | null | option --rates '1e3': '1e3' is not a rate per second such as 500 or 12.5 (a list 500,1000,2000 or a range 500..4000)",
                "null        | 500  | 8    | option --max-users '8': applies to --users only; with --rates the list's last rate ends it",
                "1,2         | null | 0    | option --max-users '0': must be at least 1",
                "4,8         | null | 2    | option --max-users '2': is below the first step of --users (4): no step would run",
            })
    void badInputIsOneLineNamingTheOptionAndText(String users, String rates, Integer maxUsers, String message) {
        CapacityOptionException e =
                assertThrows(CapacityOptionException.class, () -> LoadStepsParser.parse(users, rates, maxUsers));
        assertEquals(message, e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void theExceptionKeepsTheOptionAndTextApart() {
        CapacityOptionException e =
                assertThrows(CapacityOptionException.class, () -> LoadStepsParser.parse("4,2", null, null));
        assertEquals("--users", e.option());
        assertEquals("4,2", e.text());
    }

    @Test
    void aPastedNewlineStaysOnOneLine() {
        CapacityOptionException e =
                assertThrows(CapacityOptionException.class, () -> LoadStepsParser.parse("1,\n2,x", null, null));
        assertEquals(
                "option --users '1, 2,x': 'x' is not a whole number of users (a list 1,2,4,8 or a range 1..64)",
                e.getMessage());
    }

    @Test
    void thePlanRefusesWhatTheParserWouldNotMake() {
        assertThrows(IllegalArgumentException.class, () -> new LoadSteps(LoadKind.USERS, List.of(), false, 0));
        assertThrows(
                IllegalArgumentException.class,
                () -> new LoadSteps(LoadKind.USERS, List.of(LoadLevel.users(2), LoadLevel.users(2)), false, 0));
        assertThrows(
                IllegalArgumentException.class,
                () -> new LoadSteps(LoadKind.USERS, List.of(LoadLevel.rate(2)), false, 0));
        assertThrows(IllegalArgumentException.class, () -> new LoadLevel(LoadKind.USERS, 1.5));
        assertThrows(IllegalArgumentException.class, () -> LoadLevel.rate(0));
        assertThrows(IllegalStateException.class, () -> LoadLevel.rate(5).users());
    }

    private static String joined(LoadSteps steps) {
        return String.join(
                " ",
                steps.levels().stream().map(l -> Integer.toString(l.users())).toList());
    }
}
