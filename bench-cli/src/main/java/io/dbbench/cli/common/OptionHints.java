package io.dbbench.cli.common;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Suggestions for an unknown option by what it means, beside picocli's by spelling: charbench's short options
 * ({@code -uc}, {@code -rt}) look nothing like the words a new user types ({@code --users}), so picocli's
 * similarity never names them. An option whose value label is the unknown word (singular or plural, without
 * dashes; the singular or plural only when nothing matches exactly) is suggested first: {@code --users 8} names
 * {@code -uc} (its label is "users").
 */
final class OptionHints {
    private OptionHints() {}

    /** The options meant by the unknown arguments first, then picocli's suggestions, without repeats. */
    static List<String> suggestions(CommandSpec spec, List<String> unmatched, List<String> bySpelling) {
        List<String> out = new ArrayList<>();
        for (String argument : unmatched) {
            String word = word(argument);
            if (word.isEmpty()) continue;
            List<String> exact = labelled(spec, word);
            // "--users" means -uc (users), not -u (user): the singular or plural only when nothing matches exactly
            List<String> meant = !exact.isEmpty()
                    ? exact
                    : labelled(spec, word.endsWith("s") ? word.substring(0, word.length() - 1) : word + "s");
            for (String hint : meant) if (!out.contains(hint)) out.add(hint);
        }
        for (String suggestion : bySpelling) if (!out.contains(suggestion)) out.add(suggestion);
        return out;
    }

    /** The options whose value label is this word, as "-uc (users)". */
    private static List<String> labelled(CommandSpec spec, String word) {
        List<String> out = new ArrayList<>();
        for (OptionSpec option : spec.options()) {
            if (option.hidden() || option.usageHelp() || option.versionHelp() || ignored(option)) continue;
            String label = option.paramLabel().replaceAll("[<>]", "").toLowerCase(Locale.ROOT);
            if (label.equals(word)) out.add(option.longestName() + " (" + label + ")");
        }
        return out;
    }

    /** "--users=8" and "--user" give "users" and "user"; an argument that is not an option gives "". */
    private static String word(String argument) {
        if (!argument.startsWith("-")) return "";
        String name = argument.indexOf('=') > 0 ? argument.substring(0, argument.indexOf('=')) : argument;
        return name.replaceFirst("^-+", "").toLowerCase(Locale.ROOT);
    }

    /** charbench's options that dbbench accepts and ignores ("ignored: ..."): never worth suggesting. */
    private static boolean ignored(OptionSpec option) {
        String[] description = option.description();
        return description.length > 0
                && description[0].strip().toLowerCase(Locale.ROOT).startsWith("ignored");
    }
}
