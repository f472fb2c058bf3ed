package io.dbbench.cli.common;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;

/**
 * A mistyped subcommand ({@code soe crate -cs ... -u bench}, {@code bench-cli comapre a.json b.json}): picocli
 * reports every word after it as unmatched, so the line blamed valid options ("Unknown options: '-cs', '-u' and
 * 3 unexpected arguments") and never named the word that was wrong. When the first unmatched word stands where
 * the command's subcommand goes, it is named first, with the subcommands it is closest to.
 */
final class UnknownSubcommand {
    /** Edits (insert, delete, replace, swap two neighbours) within which a subcommand is suggested. */
    private static final int MAX_EDITS = 2;

    private UnknownSubcommand() {}

    /**
     * @param failing   the command whose parse failed
     * @param unmatched the words picocli could not match, in order
     * @param args      the whole command line
     * @return the line, or empty when the first unmatched word is not where a subcommand goes
     */
    static Optional<String> describe(CommandSpec failing, List<String> unmatched, String[] args) {
        if (failing.subcommands().isEmpty() || unmatched.isEmpty()) return Optional.empty();
        String word = unmatched.get(0);
        if (word.startsWith("-")) return Optional.empty();
        int at = subcommandPosition(failing, args);
        if (at < 0 || at >= args.length || !args[at].equals(word)) return Optional.empty();
        List<String> names = new ArrayList<>(failing.subcommands().keySet());
        List<String> close = names.stream()
                .filter(n -> edits(word.toLowerCase(java.util.Locale.ROOT), n) <= MAX_EDITS)
                .sorted(Comparator.comparingInt(n -> edits(word.toLowerCase(java.util.Locale.ROOT), n)))
                .limit(3)
                .toList();
        String what = failing.parent() == null ? "command" : "subcommand";
        String hint = close.isEmpty()
                ? (failing.parent() == null ? "" : "; its subcommands: " + String.join(", ", names))
                : "; did you mean " + String.join(" or ", close) + "?";
        return Optional.of("unknown " + what + " '" + word + "'" + hint);
    }

    /**
     * Where in {@code args} the failing command's subcommand goes: right after the failing command's own name
     * (found in order along its path from the top command), or first for the top command. -1 when its name is
     * not there (a command line that names it by an alias).
     */
    static int subcommandPosition(CommandSpec failing, String[] args) {
        List<String> path = new ArrayList<>();
        for (CommandSpec c = failing; c.parent() != null; c = c.parent()) path.add(0, c.name());
        int at = 0;
        for (String name : path) {
            int found = -1;
            for (int i = at; i < args.length; i++) {
                if (args[i].equals(name)) {
                    found = i;
                    break;
                }
            }
            if (found < 0) return -1;
            at = found + 1;
        }
        return at;
    }

    /** Optimal string alignment distance: a swap of two neighbours ({@code comapre}) is one edit. */
    static int edits(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1))
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
            }
        }
        return d[a.length()][b.length()];
    }
}
