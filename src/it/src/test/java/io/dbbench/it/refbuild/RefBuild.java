package io.dbbench.it.refbuild;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A git ref of a repository built in a throw-away worktree: the reference side of an A/B in one job
 * ({@code mvn verify -Pnightly -Dnightly.against=REF}). The worktree is checked out detached at the ref's
 * commit under {@code workDir}, built there with Maven ({@code package}, never {@code install}: the shared
 * local repository gets no artifact of the reference), the one artifact wanted is copied out beside it, and
 * the worktree is removed whatever happened, so the candidate's checkout and target directories are never
 * touched. The build's output goes to a log file named in every failure.
 */
public final class RefBuild {
    private static final int LOG_TAIL_LINES = 20;

    /**
     * @param repository      any directory of the git repository the ref belongs to
     * @param ref             what git accepts as a commit: a branch, tag, {@code HEAD~1}, a hash
     * @param mavenArguments  the Maven command line after the executable, run at the worktree's root
     * @param artifact        the built file wanted, relative to the worktree's root
     * @param workDir         where the worktree, its log and the copied artifact go (created when missing)
     * @param maven           the Maven executable (e.g. {@code $MAVEN_HOME/bin/mvn}, or {@code mvn} on the PATH)
     * @param timeout         for the whole Maven build
     */
    public record Request(
            Path repository,
            String ref,
            List<String> mavenArguments,
            Path artifact,
            Path workDir,
            String maven,
            Duration timeout) {
        public Request {
            Objects.requireNonNull(repository, "repository");
            Objects.requireNonNull(ref, "ref");
            mavenArguments = List.copyOf(mavenArguments);
            Objects.requireNonNull(artifact, "artifact");
            Objects.requireNonNull(workDir, "workDir");
            Objects.requireNonNull(maven, "maven");
            Objects.requireNonNull(timeout, "timeout");
            if (ref.isBlank()) throw new IllegalArgumentException("the ref to build is empty");
            if (ref.startsWith("-")) // would be read by git as an option
            throw new IllegalArgumentException("'" + ref + "' is not a git ref (it starts with '-')");
        }
    }

    /**
     * @param ref      the ref as given
     * @param commit   the full hash it named when built
     * @param artifact the built artifact, copied out of the (removed) worktree
     * @param log      the build's output
     */
    public record Built(String ref, String commit, Path artifact, Path log) {
        /** e.g. {@code HEAD~1 (3f2a9c1b0d4e)}. */
        public String describe() {
            return ref + " (" + commit.substring(0, Math.min(12, commit.length())) + ")";
        }
    }

    private RefBuild() {}

    /** Checks the ref out in a new worktree, builds it, copies the artifact out and removes the worktree. */
    public static Built build(Request request) throws RefBuildException, InterruptedException {
        Path repository = request.repository().toAbsolutePath();
        String commit = resolve(repository, request.ref());
        String shortCommit = commit.substring(0, 12);
        Path workDir = request.workDir().toAbsolutePath();
        Path worktree = workDir.resolve("ref-" + shortCommit + "-worktree");
        Path log = workDir.resolve("ref-" + shortCommit + "-build.log");
        try {
            Files.createDirectories(workDir);
        } catch (IOException e) {
            throw new RefBuildException("cannot create " + workDir + ": " + e.getMessage());
        }
        if (Files.exists(worktree))
            throw new RefBuildException(worktree + " already exists (a build of " + request.ref()
                    + " still running, or left over): remove it with git worktree remove --force " + worktree);
        Git.run(
                repository,
                "add a worktree of " + request.ref(),
                "worktree",
                "add",
                "--detach",
                worktree.toString(),
                commit);
        try {
            runMaven(request, worktree, log);
            Path built = worktree.resolve(request.artifact());
            if (!Files.isRegularFile(built))
                throw new RefBuildException("the build of " + request.ref() + " made no " + request.artifact()
                        + " (build log: " + log + ")");
            Path copy = workDir.resolve("ref-" + shortCommit + "-" + built.getFileName());
            try {
                Files.copy(built, copy, StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
                throw new RefBuildException("cannot copy " + built + " to " + copy + ": " + e.getMessage());
            }
            return new Built(request.ref(), commit, copy, log);
        } finally {
            remove(repository, worktree);
        }
    }

    /** The full hash {@code ref} names in {@code repository}; a one-line error when it names no commit. */
    static String resolve(Path repository, String ref) throws RefBuildException, InterruptedException {
        Git.Result r = Git.tryRun(repository, "rev-parse", "--verify", "--quiet", ref + "^{commit}");
        String hash = r.output().strip();
        if (r.exitCode() != 0 || !hash.matches("[0-9a-f]{40,64}"))
            throw new RefBuildException("'" + ref + "' names no commit of the git repository at " + repository
                    + (r.exitCode() == 128 ? " (" + r.output().strip() + ")" : ""));
        return hash;
    }

    private static void runMaven(Request request, Path worktree, Path log)
            throws RefBuildException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(request.maven());
        command.addAll(request.mavenArguments());
        ProcessBuilder pb = new ProcessBuilder(command).directory(worktree.toFile());
        pb.redirectErrorStream(true);
        pb.redirectOutput(log.toFile());
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new RefBuildException(
                    "cannot start Maven ('" + request.maven() + "') to build " + request.ref() + ": " + e.getMessage());
        }
        if (!p.waitFor(request.timeout().toMillis(), TimeUnit.MILLISECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            p.waitFor(30, TimeUnit.SECONDS);
            throw new RefBuildException("the build of " + request.ref() + " did not end within "
                    + request.timeout().toMinutes() + " min (build log: " + log + ")" + tail(log));
        }
        if (p.exitValue() != 0)
            throw new RefBuildException("the build of " + request.ref() + " failed (Maven exit " + p.exitValue()
                    + "; build log: " + log + "), its last lines:" + tail(log));
    }

    /** git worktree remove, or, when git refuses, delete the directory and prune git's record of it. */
    private static void remove(Path repository, Path worktree) throws InterruptedException {
        Git.Result removed = Git.tryRun(repository, "worktree", "remove", "--force", worktree.toString());
        if (removed.exitCode() == 0 && !Files.exists(worktree)) return;
        if (Files.exists(worktree)) {
            try (Stream<Path> files = Files.walk(worktree)) {
                files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            } catch (IOException e) {
                // the prune below still drops git's record; a directory left over is named by the next build
            }
        }
        Git.tryRun(repository, "worktree", "prune");
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            StringBuilder s = new StringBuilder();
            for (String line : lines.subList(Math.max(0, lines.size() - LOG_TAIL_LINES), lines.size()))
                s.append(System.lineSeparator()).append("  ").append(line);
            return s.toString();
        } catch (IOException e) {
            return String.format(Locale.ROOT, " (cannot read the log: %s)", e.getMessage());
        }
    }
}
