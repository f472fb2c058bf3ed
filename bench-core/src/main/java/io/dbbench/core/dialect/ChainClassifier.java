package io.dbbench.core.dialect;

import java.io.IOException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransactionRollbackException;
import java.sql.SQLTransientConnectionException;
import java.util.function.Function;

/**
 * The part of error classification every dialect shares: walk the whole chain, read the standard
 * JDBC exception types before the vendor's codes, and let the most drastic finding win.
 *
 * <p>Why "most drastic wins": a chain often tells two stories at once (a deadlock reported while the
 * socket died, a timeout whose cancel found the connection gone). Treating a live connection as lost
 * costs one reconnect; treating a dead one as alive costs the next statement too. So the order is
 * CONNECTION_LOST, then TIMEOUT, then TRANSIENT, then OTHER.
 */
final class ChainClassifier {
    private ChainClassifier() {}

    /**
     * @param vendorKind the dialect's reading of one SQLException's SQLState / vendor code / message;
     *                   returns {@link ErrorKind#OTHER} when it knows nothing about it
     */
    static ErrorKind classify(SQLException root, Function<SQLException, ErrorKind> vendorKind) {
        ErrorKind worst = ErrorKind.OTHER;
        for (Throwable t : ExceptionChain.of(root)) {
            ErrorKind kind = kindOf(t, vendorKind);
            if (severity(kind) > severity(worst)) {
                worst = kind;
            }
            if (worst == ErrorKind.CONNECTION_LOST) {
                break;
            }
        }
        return worst;
    }

    private static ErrorKind kindOf(Throwable t, Function<SQLException, ErrorKind> vendorKind) {
        // Both pgjdbc and ojdbc turn socket failures into SQLExceptions that keep the IOException
        // as cause; it is the surest sign the connection is gone, whatever code the wrapper carries.
        if (t instanceof IOException) {
            return ErrorKind.CONNECTION_LOST;
        }
        if (!(t instanceof SQLException sql)) {
            return ErrorKind.OTHER;
        }
        ErrorKind typed = typedKind(sql);
        return typed != ErrorKind.OTHER ? typed : vendorKind.apply(sql);
    }

    /** The JDBC 4 exception subclasses, which drivers and pools (HikariCP) choose deliberately. */
    static ErrorKind typedKind(SQLException e) {
        if (e instanceof SQLRecoverableException
                || e instanceof SQLNonTransientConnectionException
                || e instanceof SQLTransientConnectionException) {
            return ErrorKind.CONNECTION_LOST;
        }
        if (e instanceof SQLTimeoutException) {
            return ErrorKind.TIMEOUT;
        }
        if (e instanceof SQLTransactionRollbackException) {
            return ErrorKind.TRANSIENT;
        }
        return ErrorKind.OTHER;
    }

    private static int severity(ErrorKind kind) {
        return switch (kind) {
            case CONNECTION_LOST -> 3;
            case TIMEOUT -> 2;
            case TRANSIENT -> 1;
            case OTHER -> 0;
        };
    }
}
