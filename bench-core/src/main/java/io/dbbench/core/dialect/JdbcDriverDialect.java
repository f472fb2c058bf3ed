package io.dbbench.core.dialect;

import java.sql.SQLException;
import java.util.Locale;
import java.util.function.Function;

/**
 * What the built-in dialects share: a name, the JDBC URL prefix of their driver (matched case-sensitively,
 * as the drivers themselves match it, so a URL the driver would refuse is refused here too), classification
 * of the whole exception chain by one vendor rule, and the statement that names the session, with the
 * check an application name passes before it is written into that SQL.
 */
abstract class JdbcDriverDialect implements Dialect {
    private final String name;
    private final String jdbcUrlPrefix;
    private final Function<SQLException, ErrorKind> kindOfOneException;
    private final String applicationNameSqlFormat;

    /** {@code applicationNameSqlFormat}: the statement that names the session, {@code %s} for the name. */
    JdbcDriverDialect(
            String name,
            String jdbcUrlPrefix,
            Function<SQLException, ErrorKind> kindOfOneException,
            String applicationNameSqlFormat) {
        this.name = name;
        this.jdbcUrlPrefix = jdbcUrlPrefix;
        this.kindOfOneException = kindOfOneException;
        this.applicationNameSqlFormat = applicationNameSqlFormat;
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

    /** Refuses a name that is not only letters, digits, '_' and '-': it goes into a SQL string literal. */
    @Override
    public final String applicationNameSql(String name) {
        if (!name.matches("[A-Za-z0-9_-]+"))
            throw new IllegalArgumentException("not a plain application name: " + name);
        return String.format(Locale.ROOT, applicationNameSqlFormat, name);
    }
}
