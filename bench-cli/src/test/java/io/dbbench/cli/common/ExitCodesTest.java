package io.dbbench.cli.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

/** One table: every constant is in the table help prints, and the README's exit-code table lists the same codes. */
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
        String readme = Files.readString(Path.of("../README.md"));
        String section = readme.substring(readme.indexOf("### Exit codes"), readme.indexOf("## Results"));
        Set<String> listed = new TreeSet<>();
        Matcher row = Pattern.compile("(?m)^\\| (\\d+) \\|").matcher(section);
        while (row.find()) listed.add(row.group(1));
        assertEquals(new TreeSet<>(ExitCodes.table().keySet()), listed);
    }
}
