package io.dbbench.core.internal.connect;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A libpq-style URI ({@code postgresql://host[:port][,host2...]/database[?params]}, as psql takes it)
 * turned into the pgjdbc URL with the same host, port, database and parameters.
 */
final class PostgresUri {
    private static final Pattern URI =
            Pattern.compile("(?i)postgres(?:ql)?://(?<authority>[^/?#]*)(?<rest>.*)", Pattern.DOTALL);

    private PostgresUri() {}

    static String toJdbcUrl(String cs) throws ConnectStringException {
        Matcher m = URI.matcher(cs);
        if (!m.matches()) {
            throw new ConnectStringException(cs, "is not a postgresql://host[:port]/database URI");
        }
        String authority = m.group("authority");
        if (authority.contains("@")) {
            // pgjdbc takes credentials as properties; dbbench takes them from -u/-p or the config file
            throw new ConnectStringException(
                    cs, "carries a user name or password before '@'; give them with -u and -p");
        }
        if (authority.isEmpty()) {
            throw new ConnectStringException(cs, "names no host; write postgresql://host[:port]/database");
        }
        return "jdbc:postgresql://" + authority + m.group("rest");
    }
}
