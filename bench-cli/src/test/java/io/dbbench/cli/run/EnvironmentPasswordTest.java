package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EnvironmentPasswordTest {
    @TempDir
    Path dir;

    @Test
    void theVariableOrTheSecretFileItNames() throws Exception {
        Path secret = Files.writeString(dir.resolve("password"), "s3cret\n");
        assertEquals(
                "direct",
                EnvironmentPassword.read(
                        Map.of("DBBENCH_PASSWORD", "direct", "DBBENCH_PASSWORD_FILE", secret.toString())));
        assertEquals("s3cret", EnvironmentPassword.read(Map.of("DBBENCH_PASSWORD_FILE", secret.toString())));
        assertNull(EnvironmentPassword.read(Map.of()));
        CliException e = assertThrows(
                CliException.class,
                () -> EnvironmentPassword.read(
                        Map.of("DBBENCH_PASSWORD_FILE", dir.resolve("missing").toString())));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        assertFalse(e.getMessage().contains("s3cret"));
    }
}
