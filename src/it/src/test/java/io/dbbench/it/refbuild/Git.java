package io.dbbench.it.refbuild;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** git as a process in one repository: the few commands {@link RefBuild} needs, with their output. */
final class Git {
    private static final long TIMEOUT_SECONDS = 120;

    private Git() {}

    record Result(int exitCode, String output) {}

    /** {@code git -C repository args...}, output and errors together; exit 127 when git cannot start. */
    static Result tryRun(Path repository, String... args) throws InterruptedException {
        List<String> command = new ArrayList<>(List.of("git", "-C", repository.toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("GIT_TERMINAL_PROMPT", "0"); // a ref build must never wait for a question
        try {
            Process p = pb.start();
            p.getOutputStream().close();
            String output;
            try (InputStream in = p.getInputStream()) {
                output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return new Result(
                        124, "git " + String.join(" ", args) + " did not end within " + TIMEOUT_SECONDS + " s");
            }
            return new Result(p.exitValue(), output);
        } catch (IOException e) {
            return new Result(127, "cannot run git: " + e.getMessage());
        }
    }

    /** {@link #tryRun}, or a one-line error saying what was being done and git's own words. */
    static String run(Path repository, String doing, String... args) throws RefBuildException, InterruptedException {
        Result r = tryRun(repository, args);
        if (r.exitCode() != 0)
            throw new RefBuildException("cannot " + doing + " (git " + String.join(" ", args) + ", exit " + r.exitCode()
                    + "): " + r.output().strip().replace(System.lineSeparator(), " "));
        return r.output();
    }
}
