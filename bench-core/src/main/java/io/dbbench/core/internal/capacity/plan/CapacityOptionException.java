package io.dbbench.core.internal.capacity.plan;

/**
 * A capacity search option ({@code --users}, {@code --rates}, {@code --max-users}, {@code --slo}) whose
 * text cannot be used. The message is one line naming the option, the text as given and what was
 * expected; the CLI prints it and exits with its bad-usage code before anything connects.
 */
public final class CapacityOptionException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String option;
    private final String text;

    /**
     * @param option  the option as typed on the command line, e.g. {@code --users}
     * @param text    the option's text as given (shown quoted); null when the option was missing
     * @param problem what is wrong and what would have been accepted
     */
    public CapacityOptionException(String option, String text, String problem) {
        super(message(option, text, problem));
        this.option = option;
        this.text = text;
    }

    /** The option, e.g. {@code --slo}. */
    public String option() {
        return option;
    }

    /** The text given to the option; null when the option was missing. */
    public String text() {
        return text;
    }

    private static String message(String option, String text, String problem) {
        String shown = text == null ? "" : " '" + text + "'";
        // one line whatever the user typed: a pasted newline must not split the message
        return ("option " + option + shown + ": " + problem).replaceAll("\\s*\\R\\s*", " ");
    }
}
