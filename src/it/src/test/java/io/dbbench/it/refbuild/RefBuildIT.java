package io.dbbench.it.refbuild;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The worktree build of a ref, on a git repository of its own: a one-class Maven project committed twice
 * ("one", then "two") with an uncommitted third version in the working tree, as a candidate has.
 */
class RefBuildIT {
    @TempDir
    Path tmp;

    private Path repo;
    private Path work;

    @BeforeEach
    void twoCommits() throws Exception {
        repo = Files.createDirectories(tmp.resolve("repo"));
        work = tmp.resolve("work");
        git("init", "-q");
        Files.writeString(repo.resolve("pom.xml"), pom());
        writeVersion("one");
        commit("one");
        writeVersion("two");
        commit("two");
        writeVersion("three (not committed)");
    }

    @Test
    void buildsTheRefsCommitNotTheWorkingTreeAndLeavesNoWorktree() throws Exception {
        RefBuild.Built built = RefBuild.build(request("HEAD~1"));

        assertEquals("one", versionIn(built.artifact()), "the artifact is the ref's code");
        assertEquals(git("rev-parse", "HEAD~1").strip(), built.commit());
        assertTrue(Files.size(built.log()) > 0, "the build's output is kept");
        assertEquals(1, worktrees(), "the ref's worktree is removed: " + git("worktree", "list"));
        assertFalse(Files.exists(repo.resolve("target")), "the candidate's tree got build output");
        assertTrue(Files.readString(versionFile()).contains("three (not committed)"), "the working tree changed");
        assertEquals(
                "",
                git("status", "--porcelain", "--untracked-files=no", "pom.xml").strip());
    }

    @Test
    void aRefThatNamesNoCommitIsOneLineNamingIt() {
        RefBuildException e = assertThrows(RefBuildException.class, () -> RefBuild.build(request("no-such-branch")));
        assertTrue(
                e.getMessage().startsWith("'no-such-branch' names no commit of the git repository at "),
                e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertFalse(Files.exists(work), "nothing was made for a ref that does not exist");
    }

    @Test
    void aFailingBuildNamesTheRefAndShowsTheLogsTailAndStillRemovesTheWorktree() throws Exception {
        Files.writeString(versionFile(), "package app; public final class Version { syntax error }");
        commit("broken");

        RefBuildException e = assertThrows(RefBuildException.class, () -> RefBuild.build(request("HEAD")));
        assertTrue(e.getMessage().startsWith("the build of HEAD failed (Maven exit 1; build log: "), e.getMessage());
        assertTrue(
                e.getMessage().contains("COMPILATION ERROR") || e.getMessage().contains("BUILD FAILURE"),
                e.getMessage());
        assertEquals(1, worktrees(), git("worktree", "list"));
    }

    @Test
    void anOptionIsNotARef() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> request("--help"));
        assertEquals("'--help' is not a git ref (it starts with '-')", e.getMessage());
    }

    private RefBuild.Request request(String ref) {
        return new RefBuild.Request(
                repo,
                ref,
                MavenCommand.arguments("package", "-DskipTests"),
                Path.of("target", "app.jar"),
                work,
                MavenCommand.executable(),
                Duration.ofMinutes(5));
    }

    /** Loads Version from the jar alone (no parent but the platform's) and asks it. */
    private static String versionIn(Path jar) throws Exception {
        try (URLClassLoader loader =
                new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            return (String) loader.loadClass("app.Version").getMethod("value").invoke(null);
        }
    }

    private int worktrees() throws Exception {
        return (int) git("worktree", "list", "--porcelain")
                .lines()
                .filter(l -> l.startsWith("worktree "))
                .count();
    }

    private Path versionFile() {
        return repo.resolve("src/main/java/app/Version.java");
    }

    private void writeVersion(String value) throws Exception {
        Files.createDirectories(versionFile().getParent());
        Files.writeString(
                versionFile(),
                "package app;\n\npublic final class Version {\n"
                        + "    public static String value() {\n        return \"" + value + "\";\n    }\n}\n");
    }

    private void commit(String message) throws Exception {
        git("add", "-A");
        git("-c", "user.name=dbbench test", "-c", "user.email=test@dbbench.invalid", "commit", "-q", "-m", message);
    }

    private String git(String... args) throws Exception {
        Git.Result r = Git.tryRun(repo, args);
        if (r.exitCode() != 0) throw new AssertionError("git " + String.join(" ", args) + ": " + r.output());
        return r.output();
    }

    /** Plugins pinned to the versions this build uses, so they come from the local repository. */
    private static String pom() {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                  <modelVersion>4.0.0</modelVersion>
                  <groupId>test.refbuild</groupId>
                  <artifactId>app</artifactId>
                  <version>1</version>
                  <properties>
                    <maven.compiler.release>17</maven.compiler.release>
                    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
                  </properties>
                  <build>
                    <finalName>app</finalName>
                    <plugins>
                      <plugin><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
                      <plugin><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
                      <plugin><artifactId>maven-surefire-plugin</artifactId><version>3.5.2</version></plugin>
                      <plugin><artifactId>maven-jar-plugin</artifactId><version>3.4.2</version></plugin>
                    </plugins>
                  </build>
                </project>
                """;
    }
}
