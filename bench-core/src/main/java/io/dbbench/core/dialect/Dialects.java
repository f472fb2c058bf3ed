package io.dbbench.core.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The dialects dbbench knows, and how to pick one from a JDBC URL or a name. */
public final class Dialects {
    private static final List<Dialect> ALL = List.of(new PostgresDialect(), new OracleDialect());
    private static final List<String> URL_PREFIXES =
            List.of(PostgresDialect.JDBC_URL_PREFIX, OracleDialect.JDBC_URL_PREFIX);

    private static final Pattern DRIVER_PREFIX = Pattern.compile("[A-Za-z0-9+._-]*(:[A-Za-z0-9+._-]*)?:?");

    private Dialects() {}

    /** The PostgreSQL dialect (the same instance {@link #all()} holds). */
    public static Dialect postgresql() {
        return ALL.get(0);
    }

    /** The Oracle dialect (the same instance {@link #all()} holds). */
    public static Dialect oracle() {
        return ALL.get(1);
    }

    /** Every dialect, PostgreSQL first. */
    public static List<Dialect> all() {
        return ALL;
    }

    /** The JDBC URL prefixes some dialect accepts, for messages and help text. */
    public static List<String> supportedUrlPrefixes() {
        return URL_PREFIXES;
    }

    /** The dialect called {@code name} ({@code postgresql}, {@code oracle}; case and surrounding blanks ignored). */
    public static Optional<Dialect> byName(String name) {
        if (name == null) {
            return Optional.empty();
        }
        String wanted = name.strip().toLowerCase(Locale.ROOT);
        return ALL.stream().filter(d -> d.name().equals(wanted)).findFirst();
    }

    /**
     * The dialect for this JDBC URL.
     *
     * @throws IllegalArgumentException naming the URL's driver prefix (never the whole URL, which may
     *                                  carry a password) and listing the supported prefixes
     */
    public static Dialect forJdbcUrl(String jdbcUrl) {
        for (Dialect d : ALL) {
            if (d.acceptsJdbcUrl(jdbcUrl)) {
                return d;
            }
        }
        throw new IllegalArgumentException("No dialect for JDBC URL starting '" + driverPrefix(jdbcUrl)
                + "'; supported URL prefixes: " + String.join(", ", URL_PREFIXES));
    }

    /**
     * {@code jdbc:mysql:} from {@code jdbc:mysql://user:pw@host/db}: the scheme and sub-protocol only,
     * enough to say what the URL is and never the part that may hold credentials.
     */
    public static String driverPrefix(String jdbcUrl) {
        if (jdbcUrl == null) {
            return "null";
        }
        Matcher m = DRIVER_PREFIX.matcher(jdbcUrl.strip());
        String prefix = m.lookingAt() ? m.group() : "";
        return prefix.length() > 40 ? prefix.substring(0, 40) + "..." : prefix;
    }
}
