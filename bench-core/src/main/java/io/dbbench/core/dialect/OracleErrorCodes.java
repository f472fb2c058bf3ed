package io.dbbench.core.dialect;

import java.util.Map;

/**
 * Oracle vendor codes ({@code SQLException.getErrorCode()}, the number in {@code ORA-nnnnn}) and how
 * the engine treats them. Checked against Oracle's Database Error Messages and the JDBC driver's
 * error message appendix; every line says why the code is here. Codes not listed are OTHER.
 */
final class OracleErrorCodes {
    private OracleErrorCodes() {}

    static final Map<Integer, ErrorKind> KINDS = Map.ofEntries(
            // --- CONNECTION_LOST: the session is gone (or could not be made); replace the connection.
            lost(28), // your session has been killed (ALTER SYSTEM KILL SESSION)
            lost(1012), // not logged on: the instance this session was on has terminated
            lost(1014), // ORACLE shutdown in progress
            lost(1033), // ORACLE initialization or shutdown in progress
            lost(1034), // ORACLE not available (instance down)
            lost(1089), // immediate shutdown or close in progress: no operations are permitted
            lost(1090), // shutdown in progress: connection is not permitted
            lost(1092), // ORACLE instance terminated. Disconnection forced
            lost(2396), // exceeded maximum idle time (profile IDLE_TIME), please connect again
            lost(3113), // end-of-file on communication channel (server process died, network cut)
            lost(3114), // not connected to ORACLE
            lost(3135), // connection lost contact
            lost(12170), // TNS connect timeout: the connection could not be made in time
            lost(12505), // listener does not currently know of SID (not registered yet: restart/failover)
            lost(12514), // listener does not currently know of service (not registered yet: restart/failover)
            lost(12516), // listener could not find available handler with matching protocol stack
            lost(12518), // listener could not hand off client connection
            lost(12519), // no appropriate service handler found (PROCESSES/SESSIONS limit reached)
            lost(12520), // listener could not find available handler for requested type of server
            lost(12528), // all appropriate instances are blocking new connections (instance not open)
            lost(12537), // TNS: connection closed
            lost(12541), // TNS: no listener
            lost(12543), // TNS: destination host unreachable
            lost(12547), // TNS: lost contact
            lost(12570), // TNS: packet reader failure
            lost(12571), // TNS: packet writer failure
            lost(25408), // can not safely replay call: the connection was lost during this call
            lost(17002), // JDBC driver: IO Error (socket failure; ojdbc raises it as SQLRecoverableException)
            lost(17008), // JDBC driver: Closed Connection
            lost(17410), // JDBC driver: No more data to read from socket
            lost(17447), // JDBC driver: OALL8 is in an inconsistent state (wire protocol state broken;
            //   the driver itself groups it with 17002/17410 as connection-fatal)
            // --- TRANSIENT: this transaction failed on contention; the session is fine.
            entry(60, ErrorKind.TRANSIENT), // deadlock detected while waiting for resource
            entry(8177, ErrorKind.TRANSIENT), // can't serialize access for this transaction
            entry(54, ErrorKind.TRANSIENT), // resource busy and acquire with NOWAIT specified or timeout expired
            entry(30006, ErrorKind.TRANSIENT), // resource busy; acquire with WAIT timeout expired
            // --- TIMEOUT: the statement was cancelled, by the query timeout or by the user.
            entry(1013, ErrorKind.TIMEOUT), // user requested cancel of current operation (setQueryTimeout uses it)
            entry(17015, ErrorKind.TIMEOUT), // JDBC driver: Statement was cancelled
            entry(17016, ErrorKind.TIMEOUT)); // JDBC driver: Statement timed out

    private static Map.Entry<Integer, ErrorKind> lost(int code) {
        return entry(code, ErrorKind.CONNECTION_LOST);
    }

    private static Map.Entry<Integer, ErrorKind> entry(int code, ErrorKind kind) {
        return Map.entry(code, kind);
    }
}
