package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerPidOptionTest {
    @TempDir
    Path proc;

    @Test
    void notGivenIsEmpty() throws Exception {
        assertEquals(OptionalLong.empty(), ServerPidOption.check(null, true, "--fork", proc));
    }

    @Test
    void aReadableProcessIsTaken() throws Exception {
        Files.createDirectories(proc.resolve("4242"));
        Files.writeString(proc.resolve("4242").resolve("stat"), "4242 (postgres) S 1 ...");
        assertEquals(OptionalLong.of(4242), ServerPidOption.check(4242L, false, null, proc));
    }

    @Test
    void aProcessNotOnThisHostIsOneLineNamingTheOption() {
        CliException e = assertThrows(CliException.class, () -> ServerPidOption.check(4242L, false, null, proc));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        assertTrue(e.getMessage().startsWith("option --server-pid: no process 4242"), e.getMessage());
        assertTrue(e.getMessage().contains("docker inspect"), e.getMessage());
    }

    @Test
    void zeroOrNegativeIsNoProcessId() {
        CliException e = assertThrows(CliException.class, () -> ServerPidOption.check(0L, false, null, proc));
        assertEquals("option --server-pid: 0 is not a process ID", e.getMessage());
    }

    @Test
    void notWithEmbeddedNorWithOtherJvms() {
        CliException embedded = assertThrows(CliException.class, () -> ServerPidOption.check(1L, true, null, proc));
        assertTrue(embedded.getMessage().contains("not with --embedded"), embedded.getMessage());
        CliException forked = assertThrows(CliException.class, () -> ServerPidOption.check(1L, false, "--fork", proc));
        assertTrue(forked.getMessage().contains("not with --fork"), forked.getMessage());
        assertEquals(ExitCodes.BAD_USAGE, forked.exitCode());
    }
}
