package io.dbbench.cli.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** One table: every constant is in the table help prints, and the exit-code tables of the README and docs/running.md list the same codes. */
class ExitCodesTest {
    @Test
    void everyConstantIsInTheTableAndTheTableHasNothingElse() throws IllegalAccessException {
        Set<String> constants = new TreeSet<>();
        for (Field f : ExitCodes.class.getDeclaredFields()) {
            if (f.getType() == int.class && Modifier.isPublic(f.getModifiers()))
                constants.add(String.valueOf(f.getInt(null)));
        }
        assertEquals(constants, new TreeSet<>(ExitCodes.table().keySet()));
    }

    @Test
    void theReadmeListsTheSameCodes() throws IOException {
        assertEquals(new TreeSet<>(ExitCodes.table().keySet()), codesListed(Path.of("../README.md")));
    }

    /** The README's table is ExitCodes' own, word for word: one source, written out once more and checked here. */
    @Test
    void theReadmeTableIsTheTableWordForWord() throws IOException {
        java.util.Map<String, String> listed = new java.util.LinkedHashMap<>();
        Matcher row = Pattern.compile("(?m)^\\| (\\d+) \\| (.*) \\|$").matcher(section(Path.of("../README.md")));
        while (row.find()) listed.put(row.group(1), row.group(2));
        assertEquals(ExitCodes.table(), listed);
    }

    @Test
    void aCommandsListIsTheTablesRowsForItsCodes() {
        assertEquals(
                java.util.List.of(
                        "2:" + ExitCodes.table().get("2"),
                        "10:" + ExitCodes.table().get("10")),
                java.util.List.of(ExitCodes.list(ExitCodes.BAD_USAGE, ExitCodes.LOAD_FAILED)));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> ExitCodes.list(42));
    }

    @Test
    void theRunningPageListsTheSameCodes() throws IOException {
        assertEquals(new TreeSet<>(ExitCodes.table().keySet()), codesListed(Path.of("../docs/running.md")));
    }

    /** The codes of the table in a page's "## Exit codes" section (up to the next section). */
    private static Set<String> codesListed(Path page) throws IOException {
        String section = section(page);
        Set<String> listed = new TreeSet<>();
        Matcher row = Pattern.compile("(?m)^\\| (\\d+) \\|").matcher(section);
        while (row.find()) listed.add(row.group(1));
        return listed;
    }

    /** A page's "## Exit codes" section, up to the next section. */
    private static String section(Path page) throws IOException {
        String text = Files.readString(page);
        int start = text.indexOf("\n## Exit codes\n");
        assertNotEquals(-1, start, page + " has a section '## Exit codes'");
        int end = text.indexOf("\n## ", start + 1);
        return text.substring(start, end < 0 ? text.length() : end);
    }
}
