package io.dbbench.workloads.bulk;

import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.util.Objects;

/**
 * One check of a schema validation.
 *
 * @param name   what was checked, e.g. "row counts" or "order totals"
 * @param ok     whether it held
 * @param detail what was found, for people (counts, missing names)
 */
public record ValidationCheck(String name, boolean ok, String detail) {
    public ValidationCheck {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(detail, "detail");
    }

    public static ValidationCheck passed(String name, String detail) {
        return new ValidationCheck(name, true, detail);
    }

    public static ValidationCheck failed(String name, String detail) {
        return new ValidationCheck(name, false, detail);
    }

    /**
     * A check whose query failed: a failed check with {@code what} and the database's message, unless the
     * connection itself failed (SQLState class 08, or no reply within the connection's socket timeout: a
     * database that stopped answering), which is rethrown, so the command says the database stopped answering
     * instead of calling the schema invalid and waiting out the timeout once more for every check left.
     */
    public static ValidationCheck queryFailed(String name, String what, SQLException e) throws SQLException {
        if (connectionLost(e)) throw e;
        return failed(name, what + e.getMessage());
    }

    private static boolean connectionLost(SQLException e) {
        for (Throwable t = e; t != null && t.getCause() != t; t = t.getCause()) {
            if (t instanceof SocketTimeoutException) return true;
            if (t instanceof SQLException sql
                    && sql.getSQLState() != null
                    && sql.getSQLState().startsWith("08")) return true;
        }
        return false;
    }
}
