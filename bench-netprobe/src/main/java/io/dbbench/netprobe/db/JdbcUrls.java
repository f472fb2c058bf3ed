package io.dbbench.netprobe.db;

import java.util.Locale;
import java.util.regex.Pattern;

/** What the db probe needs to know about a JDBC URL without a dialect: its ping query and a printable form. */
public final class JdbcUrls {
    private static final Pattern PASSWORD_PARAM = Pattern.compile("(?i)(password|pwd)=[^&;]*");
    /** Oracle's jdbc:oracle:thin:user/password@host form. */
    private static final Pattern ORACLE_INLINE_PASSWORD = Pattern.compile("(?i)^(jdbc:oracle:[a-z]+:[^/@]*)/[^@]*@");

    private JdbcUrls() {
    }

    /** The cheapest query that makes a round trip: Oracle needs FROM DUAL. */
    public static String pingSql(String jdbcUrl) {
        return jdbcUrl.toLowerCase(Locale.ROOT).startsWith("jdbc:oracle:") ? "SELECT 1 FROM DUAL" : "SELECT 1";
    }

    /** The URL with any password in it replaced by ******, for messages and output. */
    public static String redact(String jdbcUrl) {
        String r = PASSWORD_PARAM.matcher(jdbcUrl).replaceAll("$1=******");
        return ORACLE_INLINE_PASSWORD.matcher(r).replaceFirst("$1/******@");
    }
}
