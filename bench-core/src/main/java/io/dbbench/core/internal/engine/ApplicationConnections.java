package io.dbbench.core.internal.engine;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * The connection source of a benchmark whose transactions use the application's own pool or DAO: it
 * lends no connection, so the engine only picks, paces and times the calls, as JMH times a method.
 * {@code TransactionContext.connection()} is then unavailable.
 */
public final class ApplicationConnections extends ResourcelessConnectionSource {
    @Override
    public Connection acquire() throws SQLException {
        throw new SQLException("this benchmark uses the application's own connections: the engine lends none", "08003");
    }

    /** None: the workload of such a benchmark has no set-up work on the engine's connections. */
    @Override
    public DataSource dataSource() {
        return null;
    }

    @Override
    public boolean lendsConnections() {
        return false;
    }
}
