package io.dbbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** charbench's {@code -P password:...} logs on (the config's own Password is another), and is written nowhere. */
class PasswordPropertyIT {
    @TempDir
    Path dir;

    @Test
    void minusCapitalPPasswordLogsOnAndStaysOutOfTheResults() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("password_property");
        Path xml = dir.resolve("results.xml");
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-P",
                "password:" + db.password(),
                "--create",
                "-uc",
                "1",
                "-mt",
                "5",
                "-s",
                "-r",
                xml.toString());
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertFalse((run.out() + run.err()).contains(db.password()), "password in the output");
        for (Path written : List.of(xml, dir.resolve("results.json"), dir.resolve("results.html")))
            assertFalse(Files.readString(written).contains(db.password()), "password in " + written.getFileName());
    }
}
