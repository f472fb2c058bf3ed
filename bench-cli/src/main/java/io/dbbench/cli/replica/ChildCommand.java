package io.dbbench.cli.replica;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line a parent (--fork, --replicas N) hands to the JVMs it starts, without the password:
 * a child's argv is readable by every user of the host ({@code ps}, /proc/PID/cmdline), its environment
 * is not, so {@code -p} is taken out and passed as {@value #PASSWORD_VARIABLE}, which a child reads
 * exactly as a user's own would be.
 *
 * @param args     the arguments without {@code -p PASSWORD}, {@code -pPASSWORD} or {@code -p=PASSWORD}
 * @param password the password given with -p, or null
 */
public record ChildCommand(List<String> args, String password) {
    public static final String PASSWORD_VARIABLE = "DBBENCH_PASSWORD";

    /**
     * The CLI's entry point, named rather than referenced: Main sits above every command package, so a
     * class reference from here would tie the packages in a loop (ChildCommandTest checks the name).
     */
    static final String MAIN_CLASS = "io.dbbench.cli.Main";

    static ChildCommand of(List<String> originalArgs) {
        List<String> args = new ArrayList<>();
        String password = null;
        for (int i = 0; i < originalArgs.size(); i++) {
            String a = originalArgs.get(i);
            if (a.equals("--")) {
                args.addAll(originalArgs.subList(i, originalArgs.size()));
                break;
            }
            if (a.equals("-p")) {
                if (i + 1 < originalArgs.size()) password = originalArgs.get(++i);
            } else if (a.startsWith("-p=")) {
                password = a.substring(3);
            } else if (a.startsWith("-p") && !a.startsWith("--")) {
                password = a.substring(2);
            } else {
                args.add(a);
            }
        }
        return new ChildCommand(List.copyOf(args), password);
    }

    /**
     * The start of a child's command line: this JVM's java, its flags (less a debugger agent, whose port
     * every child would fail to bind), its class path and the CLI's main class.
     */
    static List<String> javaCommand() {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        for (String jvmArg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (!jvmArg.startsWith("-agentlib:jdwp") && !jvmArg.startsWith("-Xrunjdwp")) command.add(jvmArg);
        }
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(MAIN_CLASS);
        return command;
    }

    /** Gives the child the password through its environment, when one was given with -p. */
    void passPassword(ProcessBuilder child) {
        if (password != null) child.environment().put(PASSWORD_VARIABLE, password);
    }
}
