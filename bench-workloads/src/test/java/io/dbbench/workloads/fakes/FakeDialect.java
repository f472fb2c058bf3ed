package io.dbbench.workloads.fakes;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.dialect.ErrorKind;
import java.sql.SQLException;

/** A dialect that is only a name: enough for code that picks resource folders by {@link Dialect#name()}. */
public record FakeDialect(String name) implements Dialect {
    @Override
    public boolean acceptsJdbcUrl(String jdbcUrl) {
        return false;
    }

    @Override
    public ErrorKind classify(SQLException e) {
        return ErrorKind.OTHER;
    }

    @Override
    public String errorCode(SQLException e) {
        return e.getSQLState();
    }

    @Override
    public String pingSql() {
        return "SELECT 1";
    }
}
