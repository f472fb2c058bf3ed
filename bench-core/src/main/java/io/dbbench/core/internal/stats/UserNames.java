package io.dbbench.core.internal.stats;

import java.util.List;

/** Users named in one line of output: a few, then how many more (a run of thousands would print a page). */
public final class UserNames {
    /**
     * A line names this many users at most, then says how many more: a run of thousands of users that ends while
     * they think or log on would otherwise print a line of hundreds of kilobytes.
     */
    public static final int NAMED_AT_MOST = 10;

    private UserNames() {}

    /** The first {@link #NAMED_AT_MOST} users, then how many more there are. */
    public static String named(List<String> users) {
        if (users.size() <= NAMED_AT_MOST) return String.join(", ", users);
        return String.join(", ", users.subList(0, NAMED_AT_MOST)) + " and " + (users.size() - NAMED_AT_MOST) + " more";
    }
}
