package io.dbbench.core.dialect;

import java.sql.SQLException;
import java.util.function.Function;

/**
 * What the built-in dialects share: a name, the JDBC URL prefix of their driver (matched case-sensitively,
 * as the drivers themselves match it, so a URL the driver would refuse is refused here too), classification
 * of the whole exception chain by one vendor rule, and the check an application name passes before it is
 * written into SQL.
 */
abstract class JdbcDriverDialect implements Dialect {
    private final String name;
    private final String jdbcUrlPrefix;
    private final Function<SQLException, ErrorKind> kindOfOneException;

    JdbcDriverDialect(String name, String jdbcUrlPrefix, Function<SQLException, ErrorKind> kindOfOneException) {
        this.name = name;
        this.jdbcUrlPrefix = jdbcUrlPrefix;
        this.kindOfOneException = kindOfOneException;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final boolean acceptsJdbcUrl(String jdbcUrl) {
        return jdbcUrl != null && jdbcUrl.startsWith(jdbcUrlPrefix);
    }

    @Override
    public final ErrorKind classify(SQLException e) {
        return ChainClassifier.classify(e, kindOfOneException);
    }

    @Override
    public final String toString() {
        return name;
    }

    /** The name itself when it is only letters, digits, '_' and '-' (safe inside a SQL string literal). */
    static String plainApplicationName(String name) {
        if (!name.matches("[A-Za-z0-9_-]+"))
            throw new IllegalArgumentException("not a plain application name: " + name);
        return name;
    }
}
