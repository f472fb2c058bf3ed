package io.dbbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One way to connect, everywhere: every command family logs on with the password in the file
 * DBBENCH_PASSWORD_FILE names (a mounted secret), and none of them prints it. Each runs as its own
 * process, since the environment is what is tested.
 */
class PasswordFileIT {
    private static final int CANNOT_CONNECT = 4;

    @TempDir
    Path dir;

    /** What each family runs: none needs a schema, so a login is all they need to end with 0. */
    private static List<List<String>> commands(EmbeddedDatabase.Database db) {
        List<String> login = List.of("-cs", db.jdbcUrl(), "-u", db.user());
        List<List<String>> commands = new ArrayList<>();
        commands.add(with(List.of("soe", "drop"), login));
        commands.add(with(List.of("tpcds", "drop"), login));
        commands.add(with(List.of("stubs", "drop"), login));
        commands.add(with(List.of("lio", "drop"), login));
        commands.add(with(List.of("netprobe", "db", "--connects", "1", "-n", "5"), login));
        commands.add(with(
                List.of("-c", CliProcess.config("Stress_Test.xml").toString(), "--create", "-uc", "1", "-mt", "5"),
                login,
                List.of("-nr", "-s")));
        return commands;
    }

    @Test
    void everyCommandFamilyLogsOnWithThePasswordFile() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("password_file");
        Path secret = Files.writeString(dir.resolve("db-password"), db.password() + "\n");
        for (List<String> command : commands(db)) {
            Result r = run(command, secret);
            assertEquals(0, r.exitCode(), command + ": " + r.output());
            assertFalse(r.output().contains(db.password()), command + " printed the password");
        }
    }

    @Test
    void aWrongPasswordInTheFileCannotConnectAndIsNotShown() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("password_file_wrong");
        Path secret = Files.writeString(dir.resolve("db-password"), "wrong-pw-4711\n");
        for (List<String> command : commands(db)) {
            Result r = run(command, secret);
            assertEquals(CANNOT_CONNECT, r.exitCode(), command + ": " + r.output());
            assertTrue(r.output().contains("cannot connect"), command + ": " + r.output());
            assertFalse(r.output().contains("wrong-pw-4711"), command + " printed the password");
        }
    }

    private record Result(int exitCode, String output) {}

    private Result run(List<String> args, Path passwordFile) throws IOException, InterruptedException {
        ProcessBuilder pb = CliProcess.jarProcess(args.toArray(String[]::new));
        pb.environment().remove("DBBENCH_PASSWORD");
        pb.environment().put("DBBENCH_PASSWORD_FILE", passwordFile.toString());
        pb.directory(dir.toFile());
        pb.redirectErrorStream(true);
        Path log = Files.createTempFile(dir, "cli-", ".log");
        pb.redirectOutput(log.toFile());
        Process p = pb.start();
        if (!p.waitFor(5, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError(args + " did not end within 5 minutes: " + Files.readString(log));
        }
        return new Result(p.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }

    @SafeVarargs
    private static List<String> with(List<String>... parts) {
        List<String> all = new ArrayList<>();
        for (List<String> part : parts) all.addAll(part);
        return all;
    }
}
