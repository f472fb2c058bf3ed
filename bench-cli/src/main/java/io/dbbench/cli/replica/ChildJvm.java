package io.dbbench.cli.replica;

import io.dbbench.cli.common.ConnectionOptions;
import io.dbbench.cli.options.ConfigOverrides;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line a parent (--fork, --replicas N) hands to the JVMs it starts, without the password:
 * a child's argv is readable by every user of the host ({@code ps}, /proc/PID/cmdline), its environment
 * is not, so {@code -p} and {@code -P password:...} are taken out and the password is passed as
 * {@value ConnectionOptions#PASSWORD_VARIABLE}, which a child reads exactly as a user's own would be.
 *
 * @param args     the arguments without {@code -p PASSWORD} ({@code -pPASSWORD}, {@code -p=PASSWORD}) and
 *                 without the password item of {@code -P}
 * @param password the password given with -p, else with -P password:..., or null
 */
public record ChildCommand(List<String> args, String password) {
    /**
     * The CLI's entry point, named rather than referenced: Main sits above every command package, so a
     * class reference from here would tie the packages in a loop (ChildCommandTest checks the name).
     */
    static final String MAIN_CLASS = "io.dbbench.cli.Main";

    /** charbench's remote-CPU password: accepted and ignored, never handed on. */
    private static final String IGNORED_SECRET = "-cpupass";

    static ChildCommand of(List<String> originalArgs) {
        List<String> args = new ArrayList<>();
        String minusP = null;
        String property = null;
        for (int i = 0; i < originalArgs.size(); i++) {
            String a = originalArgs.get(i);
            if (a.equals("--")) {
                args.addAll(originalArgs.subList(i, originalArgs.size()));
                break;
            }
            if (a.equals(IGNORED_SECRET)) {
                // ignored by every JVM, and a password: a child's argv is the last place it belongs
                if (i + 1 < originalArgs.size()) i++;
            } else if (a.startsWith(IGNORED_SECRET + "=")) {
                continue;
            } else if (a.equals("-p")) {
                if (i + 1 < originalArgs.size()) minusP = originalArgs.get(++i);
            } else if (a.startsWith("-p=")) {
                minusP = a.substring(3);
            } else if (a.startsWith("-p") && !a.startsWith("--")) {
                minusP = a.substring(2);
            } else if (a.equals("-P") && i + 1 < originalArgs.size()) {
                Properties p = Properties.without(originalArgs.get(++i));
                if (p.password() != null) property = p.password();
                if (!p.rest().isEmpty()) args.addAll(List.of("-P", p.rest()));
            } else if (a.startsWith("-P") && a.length() > 2) {
                String value = a.startsWith("-P=") ? a.substring(3) : a.substring(2);
                Properties p = Properties.without(value);
                if (p.password() != null) property = p.password();
                if (!p.rest().isEmpty()) args.add("-P" + p.rest());
            } else {
                args.add(a);
            }
        }
        return new ChildCommand(List.copyOf(args), minusP != null ? minusP : property);
    }

    /** One -P value (key:value,...) split into its password item's value and the other items. */
    private record Properties(String password, String rest) {
        static Properties without(String value) {
            String password = null;
            List<String> rest = new ArrayList<>();
            for (String item : value.split(",", -1)) {
                if (ConfigOverrides.setsPassword(item))
                    password = item.substring(item.indexOf(':') + 1).trim();
                else rest.add(item);
            }
            return new Properties(password, String.join(",", rest));
        }
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

    /** Never the password: a record's own toString would print it. */
    @Override
    public String toString() {
        return "ChildCommand[args=" + args + ", password=" + (password == null ? "none" : "(hidden)") + "]";
    }

    /** Gives the child the password through its environment, when one was given with -p or -P password:. */
    void passPassword(ProcessBuilder child) {
        if (password != null) child.environment().put(ConnectionOptions.PASSWORD_VARIABLE, password);
    }
}
