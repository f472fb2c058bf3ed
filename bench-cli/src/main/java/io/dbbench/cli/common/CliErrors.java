package io.dbbench.cli.common;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The one error path of every command: a user mistake or an expected failure is one line on stderr,
 * {@code bench-cli: [subcommand: ]what was wrong}, and an exit code from {@link ExitCodes}. With
 * DBBENCH_DEBUG set, the cause's stack trace follows (for bug reports); a password never appears.
 */
public final class CliErrors {
    static final String ROOT = "bench-cli";
    private static final int MAX_SUGGESTIONS = 3;

    private CliErrors() {}

    /** A command's body: returns its exit code, or throws what the user should read. */
    @FunctionalInterface
    public interface Body {
        int run() throws CliException, InterruptedException;
    }

    /**
     * A command group called without a subcommand: one line naming its subcommands, in the order it
     * declares them (picocli's model, so a new subcommand is named without touching this), and exit 2.
     */
    public static int nameASubcommand(CommandSpec spec) {
        List<String> names = List.copyOf(spec.subcommands().keySet());
        String listed = names.size() == 1
                ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
        spec.commandLine().getErr().println(line(spec, "name a subcommand: " + listed + " (see --help)"));
        return ExitCodes.BAD_USAGE;
    }

    /** Runs a command's body, turning an expected failure or an interrupt into one line and its exit code. */
    public static int run(CommandSpec spec, Body body) {
        try {
            return body.run();
        } catch (CliException e) {
            return report(spec, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return report(spec, new CliException(ExitCodes.INTERRUPTED, "interrupted", e));
        }
    }

    /** Prints the failure as one line (plus the cause's stack trace with DBBENCH_DEBUG) and returns its exit code. */
    public static int report(CommandSpec spec, CliException e) {
        PrintWriter err = spec.commandLine().getErr();
        err.println(line(spec, e.getMessage()));
        if (debugging() && e.getCause() != null) e.getCause().printStackTrace(err);
        err.flush();
        return e.exitCode();
    }

    /** {@code bench-cli: soe create: message}, or {@code bench-cli: message} for bench-cli itself; always one line. */
    public static String line(CommandSpec spec, String message) {
        String path = commandPath(spec);
        String oneLine = String.valueOf(message).strip().replaceAll("\\s*\\R\\s*", "; ");
        return ROOT + ": " + (path.isEmpty() ? "" : path + ": ") + oneLine;
    }

    /** The subcommand's path below bench-cli ("soe create"); empty for bench-cli itself. */
    static String commandPath(CommandSpec spec) {
        String qualified = spec.qualifiedName();
        if (qualified.equals(ROOT)) return "";
        return qualified.startsWith(ROOT + " ") ? qualified.substring(ROOT.length() + 1) : qualified;
    }

    /** picocli's handler for a bad option: one line, a suggestion for a typo, exit code 2. */
    public static int optionError(ParameterException e, String[] args) {
        CommandLine failing = e.getCommandLine();
        String message = e instanceof UnmatchedArgumentException unmatched
                ? UnknownSubcommand.describe(failing.getCommandSpec(), unmatched.getUnmatched(), args)
                        .orElseGet(() -> unmatched(unmatched.getUnmatched())
                                + suggestion(OptionHints.suggestions(
                                        failing.getCommandSpec(),
                                        unmatched.getUnmatched(),
                                        unmatched.getSuggestions())))
                : e.getMessage();
        PrintWriter err = failing.getErr();
        err.println(line(failing.getCommandSpec(), message + " (see --help)"));
        err.flush();
        return ExitCodes.BAD_USAGE;
    }

    /**
     * Names only the unmatched arguments that look like options (up to any {@code =value}): the others may be
     * values, and {@code --pasword hunter2} must not put the password on the console. They are only counted.
     */
    static String unmatched(List<String> arguments) {
        List<String> options = arguments.stream()
                .filter(a -> a.startsWith("-"))
                .map(a -> "'" + (a.indexOf('=') > 0 ? a.substring(0, a.indexOf('=')) : a) + "'")
                .toList();
        long others = arguments.size() - options.size();
        String named = options.isEmpty()
                ? ""
                : (options.size() == 1 ? "Unknown option: " : "Unknown options: ") + String.join(", ", options);
        if (others == 0) return named;
        return (named.isEmpty() ? "" : named + " and ") + others
                + (others == 1 ? " unexpected argument" : " unexpected arguments") + " (not shown: it may be a value)";
    }

    private static String suggestion(List<String> suggestions) {
        if (suggestions.isEmpty()) return "";
        List<String> first = suggestions.subList(0, Math.min(MAX_SUGGESTIONS, suggestions.size()));
        return "; did you mean " + String.join(" or ", first) + "?";
    }

    /**
     * picocli's handler for what a command's body throws: a {@link CliException} is a user-facing failure;
     * anything else is a bug, reported as an internal error (its stack trace with DBBENCH_DEBUG).
     */
    public static int executionError(Exception e, CommandLine commandLine, ParseResult parseResult) {
        if (e instanceof CliException failure) return report(commandLine.getCommandSpec(), failure);
        PrintWriter err = commandLine.getErr();
        err.println(line(commandLine.getCommandSpec(), "internal error: " + e));
        if (debugging()) e.printStackTrace(err);
        err.flush();
        return ExitCodes.FAILED;
    }

    private static boolean debugging() {
        String debug = System.getenv("DBBENCH_DEBUG");
        return debug != null && !debug.isBlank() && !debug.equals("0");
    }
}
