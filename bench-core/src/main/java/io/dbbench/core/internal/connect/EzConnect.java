package io.dbbench.core.internal.connect;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Oracle Easy Connect as SwingBench users write it, turned into a thin-driver URL:
 * <pre>
 * //host[:port]/service[:server][/instance]   -&gt; jdbc:oracle:thin:@//host:port/service[:server][/instance]
 * host[:port]/service[...]                    -&gt; same (the // is optional in Easy Connect)
 * tcp[s]://host[:port]/service[...]           -&gt; jdbc:oracle:thin:@tcps://host:port/service...
 * host:port:SID                               -&gt; jdbc:oracle:thin:@host:port:SID (the old SID form)
 * </pre>
 * The host may be an IPv6 address in brackets ({@code [::1]:1521/svc}); the port defaults to 1521;
 * Easy Connect Plus parameters after {@code ?} on the service forms pass through unchanged.
 */
final class EzConnect {
    static final int DEFAULT_PORT = 1521;

    private static final Pattern FORM = Pattern.compile("(?:(?<protocol>(?i:tcps?))://|(?<slashes>//))?"
            + "(?<host>\\[[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*(?:%[A-Za-z0-9_.-]+)?]|[A-Za-z0-9_][A-Za-z0-9_.-]*)"
            + "(?::(?<port>\\d{1,9}))?"
            + "(?:/(?<service>[A-Za-z0-9_$#.-]+)"
            + "(?::(?<server>(?i:dedicated|shared|pooled)))?"
            + "(?:/(?<instance>[A-Za-z0-9_$#.-]+))?"
            + "(?<params>\\?\\S+)?"
            + "|:(?<sid>[A-Za-z0-9_$#]+))?");

    private EzConnect() {}

    /**
     * The thin URL for an Easy Connect string; empty when {@code cs} is not Easy Connect at all.
     *
     * @throws ConnectStringException when it is Easy Connect but wrong (no service, bad port, SID without port)
     */
    static Optional<String> toJdbcUrl(String cs) throws ConnectStringException {
        Matcher m = FORM.matcher(cs);
        if (!m.matches()) {
            return Optional.empty();
        }
        boolean prefixed = m.group("protocol") != null || m.group("slashes") != null;
        String host = m.group("host");
        String sid = m.group("sid");
        String service = m.group("service");
        if (service == null && sid == null) {
            if (!prefixed && m.group("port") == null) {
                return Optional.empty(); // a bare word: a TNS alias, not Easy Connect
            }
            throw new ConnectStringException(
                    cs,
                    "names host " + host + " but no service; write //host:port/service, e.g. //" + host + ":"
                            + port(cs, m) + "/orclpdb1");
        }
        if (sid != null) {
            if (prefixed || m.group("port") == null) {
                throw new ConnectStringException(
                        cs, "the SID form is host:port:SID, with a port and without a leading //");
            }
            return Optional.of("jdbc:oracle:thin:@" + host + ":" + port(cs, m) + ":" + sid);
        }
        String protocol = m.group("protocol") == null ? "" : m.group("protocol").toLowerCase(Locale.ROOT) + ":";
        StringBuilder url = new StringBuilder("jdbc:oracle:thin:@")
                .append(protocol)
                .append("//")
                .append(host)
                .append(':')
                .append(port(cs, m))
                .append('/')
                .append(service);
        if (m.group("server") != null) {
            url.append(':').append(m.group("server").toLowerCase(Locale.ROOT));
        }
        if (m.group("instance") != null) {
            url.append('/').append(m.group("instance"));
        }
        if (m.group("params") != null) {
            url.append(m.group("params"));
        }
        return Optional.of(url.toString());
    }

    private static int port(String cs, Matcher m) throws ConnectStringException {
        String digits = m.group("port");
        if (digits == null) {
            return DEFAULT_PORT;
        }
        int port = Integer.parseInt(digits);
        if (port < 1 || port > 65535) {
            throw new ConnectStringException(cs, "port " + digits + " is outside 1-65535");
        }
        return port;
    }
}
