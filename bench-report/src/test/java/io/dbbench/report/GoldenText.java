package io.dbbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden-file comparison, exact to the byte, as bench-core's result formats are sealed. Expected files
 * live in {@code src/test/resources/golden/}; after an intended change run
 * <pre>mvn -B -ntp -pl bench-report -am test -Dtest='ReportDataTest' -Dsurefire.failIfNoSpecifiedTests=false -Dgolden.update=true</pre>
 * and review the diff before committing.
 */
final class GoldenText {
    private static final boolean UPDATE = Boolean.getBoolean("golden.update");
    /** Relative to the module directory, Surefire's working directory. */
    private static final Path SOURCE_DIR = Path.of("src", "test", "resources", "golden");

    private GoldenText() {}

    static void assertMatches(String name, String actual) throws IOException {
        if (UPDATE) {
            Files.createDirectories(SOURCE_DIR);
            Files.writeString(SOURCE_DIR.resolve(name), actual, StandardCharsets.UTF_8);
            return;
        }
        try (InputStream in = GoldenText.class.getResourceAsStream("/golden/" + name)) {
            assertNotNull(in, "golden/" + name + " is missing; generate it with -Dgolden.update=true");
            assertEquals(
                    new String(in.readAllBytes(), StandardCharsets.UTF_8),
                    actual,
                    "output differs from golden/" + name
                            + "; if the change is intended, regenerate with -Dgolden.update=true and review the diff");
        }
    }
}
