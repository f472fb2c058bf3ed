package io.dbbench.cli.replica;

import io.dbbench.cli.common.ConnectionOptions;
import io.dbbench.core.config.Secret;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How a parent ({@code --fork}, {@code --replicas N}) starts a child JVM: this JVM's java, flags and class
 * path, the CLI's main class and no arguments. What the child runs is its {@link ChildPlan}, in a file of
 * its own; the password goes in its environment, which, unlike argv ({@code ps}, /proc/PID/cmdline), other
 * users of the host cannot read.
 */
final class ChildJvm {
    /**
     * The CLI's entry point, named rather than referenced: Main sits above every command package, so a
     * class reference from here would tie the packages in a loop (ChildJvmTest checks the name).
     */
    static final String MAIN_CLASS = "io.dbbench.cli.Main";

    private ChildJvm() {}

    /**
     * The start of a child's command line: this JVM's java, the flags {@link #childJvmArgs} keeps of its own,
     * its class path and the CLI's main class.
     */
    static List<String> javaCommand() {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable());
        command.addAll(childJvmArgs(ManagementFactory.getRuntimeMXBean().getInputArguments()));
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(MAIN_CLASS);
        return command;
    }

    /**
     * The parent's JVM flags a child gets: all but a debugger agent, whose port every child would fail to bind,
     * and the dbbench launcher's -XX:ArchiveClassesAtExit, which would have every child dump a class-data archive
     * into the parent's one file at once (a child that finds it read-only exits 1). A -XX:SharedArchiveFile stays:
     * a child runs the same jar, so the archive fits it.
     */
    static List<String> childJvmArgs(List<String> parentJvmArgs) {
        List<String> kept = new ArrayList<>();
        for (String jvmArg : parentJvmArgs) {
            boolean debugger = jvmArg.startsWith("-agentlib:jdwp") || jvmArg.startsWith("-Xrunjdwp");
            if (!debugger && !jvmArg.startsWith("-XX:ArchiveClassesAtExit")) kept.add(jvmArg);
        }
        return kept;
    }

    /**
     * This JVM's java, so a child runs the same Java as its parent (what {@code --threads virtual} needs of it is
     * checked once, in the parent): the process's own command, else the java of this JVM's home, never a
     * {@code java} found on the PATH, which may be another version.
     */
    static String javaExecutable() {
        Optional<String> ownCommand = ProcessHandle.current().info().command();
        return ownCommand.orElseGet(
                () -> Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /**
     * Writes {@code plan} to a new file that only this user can read and points the child at it; gives the
     * child the password the parent logs on with, and no password file, which could name another login.
     *
     * @return the plan's file, for the parent to delete once the child has ended
     */
    static Path hand(ChildPlan plan, Secret password, ProcessBuilder child) throws IOException {
        Path file = Files.createTempFile("dbbench-child-", ".json");
        Files.writeString(file, plan.toJson());
        child.environment().put(ChildPlan.VARIABLE, file.toString());
        child.environment().remove(ConnectionOptions.PASSWORD_FILE_VARIABLE);
        if (password.isEmpty()) child.environment().remove(ConnectionOptions.PASSWORD_VARIABLE);
        else child.environment().put(ConnectionOptions.PASSWORD_VARIABLE, password.reveal());
        return file;
    }

    static void deleteQuietly(Path planFile) {
        try {
            Files.deleteIfExists(planFile);
        } catch (IOException e) {
            // a plan holds no secret: one left in the temporary directory is untidy, not a leak
        }
    }
}
