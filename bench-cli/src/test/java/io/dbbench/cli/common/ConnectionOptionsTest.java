package io.dbbench.cli.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.ConnectionConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** The one password precedence: -p, (-P password:), DBBENCH_PASSWORD, DBBENCH_PASSWORD_FILE; nothing else. */
class ConnectionOptionsTest {
    @TempDir
    Path dir;

    @Command(name = "connects")
    static final class Connects {
        @Mixin
        ConnectionOptions connection = new ConnectionOptions();
    }

    private static ConnectionOptions parse(Map<String, String> env, String... args) {
        Connects command = new Connects();
        new CommandLine(command).parseArgs(args);
        return command.connection.environment(env);
    }

    private static String reveal(ConnectionOptions o) throws CliException {
        return o.password() == null ? null : o.password().reveal();
    }

    @Test
    void minusPThenTheVariableThenTheFile() throws Exception {
        String file = Files.writeString(dir.resolve("password"), "from-file\n").toString();
        Map<String, String> both = Map.of("DBBENCH_PASSWORD", "from-variable", "DBBENCH_PASSWORD_FILE", file);
        assertEquals("from-p", reveal(parse(both, "-p", "from-p")));
        assertEquals("from-variable", reveal(parse(both)));
        assertEquals("from-file", reveal(parse(Map.of("DBBENCH_PASSWORD_FILE", file))));
        assertNull(parse(Map.of()).password(), "nothing set: the config's <Password> applies");
        // an empty variable is not a password (as an unset one)
        assertEquals("from-file", reveal(parse(Map.of("DBBENCH_PASSWORD", "", "DBBENCH_PASSWORD_FILE", file))));
    }

    @Test
    void charbenchsPasswordPropertySitsAfterMinusPBeforeTheEnvironment() throws Exception {
        Map<String, String> env = Map.of("DBBENCH_PASSWORD", "from-variable");
        assertEquals("from-property", parse(env).password("from-property").reveal());
        assertEquals(
                "from-p", parse(env, "-p", "from-p").password("from-property").reveal());
    }

    @Test
    void onlyTheLastNewlineOfTheFileIsDropped() throws Exception {
        String file =
                Files.writeString(dir.resolve("password"), " spaced pw \r\n").toString();
        assertEquals(" spaced pw ", reveal(parse(Map.of("DBBENCH_PASSWORD_FILE", file))));
    }

    @Test
    void aFileThatCannotBeReadOrIsEmptyIsOneLineWithoutTheSecret() throws Exception {
        CliException missing = assertThrows(CliException.class, () -> parse(
                        Map.of("DBBENCH_PASSWORD_FILE", dir.resolve("missing").toString()))
                .password());
        assertEquals(ExitCodes.BAD_USAGE, missing.exitCode());
        assertTrue(
                missing.getMessage().startsWith("DBBENCH_PASSWORD_FILE=" + dir.resolve("missing")),
                missing.getMessage());
        String empty = Files.writeString(dir.resolve("empty"), "\n").toString();
        CliException isEmpty = assertThrows(CliException.class, () -> parse(Map.of("DBBENCH_PASSWORD_FILE", empty))
                .password());
        assertEquals("DBBENCH_PASSWORD_FILE=" + empty + ": the password file is empty", isEmpty.getMessage());
        // a file that is not text: the decoder's message is not shown, nor anything of the content
        Path binary = Files.write(dir.resolve("binary"), new byte[] {'s', '3', (byte) 0xff, (byte) 0xfe, 'x'});
        CliException notText =
                assertThrows(CliException.class, () -> parse(Map.of("DBBENCH_PASSWORD_FILE", binary.toString()))
                        .password());
        assertFalse(notText.getMessage().contains("s3"), notText.getMessage());
    }

    @Test
    void theLoginOfACommandWithoutAConfig() throws Exception {
        String file = Files.writeString(dir.resolve("password"), "s3cret\n").toString();
        ConnectionConfig c = parse(
                        Map.of("DBBENCH_PASSWORD_FILE", file),
                        "-cs",
                        "jdbc:postgresql://127.0.0.1:1/x",
                        "-u",
                        "bench",
                        "-cf",
                        "wallet.zip")
                .connection();
        assertEquals("bench", c.userName());
        assertEquals("s3cret", c.password().reveal());
        assertEquals("jdbc:postgresql://127.0.0.1:1/x", c.connectString());
        assertEquals("wallet.zip", c.credentialsFile());
        assertFalse(c.toString().contains("s3cret"), c.toString());
    }

    @Test
    void neverShowsThePassword() throws Exception {
        ConnectionOptions o = parse(Map.of(), "-cs", "//db/x", "-u", "bench", "-p", "s3cret");
        assertFalse(o.toString().contains("s3cret"), o.toString());
        CliException embedded = assertThrows(CliException.class, () -> o.refuseWith(true));
        assertEquals(ExitCodes.BAD_USAGE, embedded.exitCode());
        assertTrue(embedded.getMessage().contains("-cs, -u, -p"), embedded.getMessage());
        assertFalse(embedded.getMessage().contains("s3cret"), embedded.getMessage());
        o.refuseWith(false);
    }

    @Test
    void withoutAConnectStringSaysHowToGiveIt() {
        CliException e = assertThrows(CliException.class, () -> parse(Map.of()).target("or use --embedded"));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        assertEquals(
                "no connect string: give -cs (e.g. -cs //host:1521/service or -cs jdbc:postgresql://host:5433/db)"
                        + " or use --embedded",
                e.getMessage());
    }
}
