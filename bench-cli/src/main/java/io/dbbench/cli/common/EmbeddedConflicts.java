package io.dbbench.cli.common;

import java.util.ArrayList;
import java.util.List;

/**
 * The one check of every command with {@code --embedded}: the embedded database brings its own address and
 * login, so a -cs, -u, -p or -cf beside it would be silently ignored; it is refused instead (exit code 2).
 * The message names the options, never their values (a password).
 */
public final class EmbeddedConflicts {
    private EmbeddedConflicts() {}

    /** @throws CliException BAD_USAGE when {@code embedded} and any of the connection options was given */
    public static void check(
            boolean embedded, Object connectString, Object user, Object password, Object credentialsFile)
            throws CliException {
        if (!embedded) return;
        List<String> given = new ArrayList<>();
        if (connectString != null) given.add("-cs");
        if (user != null) given.add("-u");
        if (password != null) given.add("-p");
        if (credentialsFile != null) given.add("-cf");
        if (!given.isEmpty()) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --embedded: cannot be used with " + String.join(", ", given)
                            + " (the embedded database has its own address and login; drop them, or drop --embedded)");
        }
    }
}
