package io.dbbench.cli.webconsole;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * A page's "users" control: {@code set=N} (a target) or {@code add=+N}/{@code add=-N} (a change), in the query or
 * a form body.
 */
record UsersRequest(int value, boolean delta) {
    static UsersRequest parse(String query, String body) {
        UsersRequest found = null;
        for (String source : new String[] {query, body}) {
            if (source == null || source.isBlank()) continue;
            for (String pair : source.trim().split("&")) {
                int eq = pair.indexOf('=');
                String name = eq < 0 ? pair : pair.substring(0, eq);
                String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                if (!name.equals("set") && !name.equals("add")) continue;
                if (found != null) throw new IllegalArgumentException("give one of set=N or add=+N/-N, once");
                found = new UsersRequest(number(name, value), name.equals("add"));
            }
        }
        if (found == null) throw new IllegalArgumentException("give set=N (users) or add=+N/-N (a change)");
        return found;
    }

    private static int number(String name, String value) {
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + ": '" + value + "' is not a whole number");
        }
    }

    /** The users asked for, given those active now. */
    int target(int now) {
        return delta ? (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, (long) now + value)) : value;
    }
}
