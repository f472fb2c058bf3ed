package io.dbbench.cli.common;

import io.dbbench.core.internal.connect.ConnectStrings;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A PostgreSQL address written without a scheme ({@code -cs 127.0.0.1:55460/bench}) is Oracle's Easy Connect,
 * and the Oracle driver's logon to a PostgreSQL server ends with "ORA-17800: Got minus one from a read call",
 * which says nothing of the cause. When an Easy Connect logon fails that way, the port is asked whether it
 * speaks PostgreSQL: PostgreSQL answers an SSLRequest (8 bytes) with one byte, {@code S} or {@code N}; an Oracle
 * listener never does. Only after such a failure: a working Oracle address is never probed.
 */
public final class PostgresBehindEasyConnect {
    /** host[:port] then / or : (service, SID), optionally after // or tcp(s)://, as Easy Connect is written. */
    private static final Pattern EASY_CONNECT = Pattern.compile(
            "(?i)(?:tcps?://|//)?(?<host>\\[[^\\]]+]|[^:/\\s\\[\\]()@]+)(?::(?<port>\\d+))?(?:[/:](?<rest>[^?\\s]*))?");
    /** The Oracle driver's words for a server that did not answer in Oracle's protocol. */
    private static final Pattern NOT_ORACLES_ANSWER =
            Pattern.compile("ORA-17800|ORA-17002|ORA-17401|ORA-17410|Got minus one from a read call");

    private static final int ORACLE_DEFAULT_PORT = 1521;
    private static final int PROBE_TIMEOUT_MILLIS = 2000;
    /** PostgreSQL's SSLRequest: length 8, then the code 1234 5679. */
    private static final byte[] SSL_REQUEST = {0, 0, 0, 8, 0x04, (byte) 0xd2, 0x16, 0x2f};

    private PostgresBehindEasyConnect() {}

    /**
     * @param connectString the -cs value as the user gave it
     * @param failure       why the logon failed
     * @return the line to say instead, when the connect string is Easy Connect and the server there speaks
     *     PostgreSQL; empty otherwise
     */
    public static Optional<String> explain(String connectString, Throwable failure) {
        String cs = connectString == null ? "" : connectString.strip();
        String lower = cs.toLowerCase(Locale.ROOT);
        if (lower.startsWith("jdbc:") || lower.startsWith("postgres") || !notOraclesAnswer(failure))
            return Optional.empty();
        Matcher m = EASY_CONNECT.matcher(cs);
        if (!m.matches()) return Optional.empty();
        String host = m.group("host");
        int port = m.group("port") == null ? ORACLE_DEFAULT_PORT : Integer.parseInt(m.group("port"));
        String bareHost = host.startsWith("[") ? host.substring(1, host.length() - 1) : host;
        if (!speaksPostgres(bareHost, port)) return Optional.empty();
        String rest = m.group("rest") == null ? "" : m.group("rest");
        // the service name (or SID) is the database's name; a /instance after it has no PostgreSQL meaning
        String database = rest.split("[/:]", -1)[0];
        return Optional.of("-cs " + ConnectStrings.redact(cs)
                + ": the server there speaks PostgreSQL, not Oracle (an address without a"
                + " scheme is Oracle's Easy Connect); use -cs jdbc:postgresql://" + host + ":" + port + "/" + database);
    }

    private static boolean notOraclesAnswer(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t.getMessage() != null
                    && NOT_ORACLES_ANSWER.matcher(t.getMessage()).find()) return true;
        }
        return false;
    }

    /** True when the port answers PostgreSQL's SSLRequest with S or N within the probe's time. */
    static boolean speaksPostgres(String host, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), PROBE_TIMEOUT_MILLIS);
            socket.setSoTimeout(PROBE_TIMEOUT_MILLIS);
            OutputStream out = socket.getOutputStream();
            out.write(SSL_REQUEST);
            out.flush();
            InputStream in = socket.getInputStream();
            int answer = in.read();
            return answer == 'S' || answer == 'N';
        } catch (IOException | IllegalArgumentException | SecurityException e) {
            return false;
        }
    }
}
