package io.dbbench.core.dialect;

import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Oracle through ojdbc (thin or OCI). Classification reads the vendor code; the table and the reason
 * for every entry are in {@link OracleErrorCodes}. When a wrapper dropped the code (0) but kept the
 * text, the {@code ORA-nnnnn} in the message is read instead, and a class-08 SQLState (the SQL
 * standard's connection exception) still means the connection is gone.
 */
public final class OracleDialect extends JdbcDriverDialect {
    public static final String NAME = "oracle";
    public static final String JDBC_URL_PREFIX = "jdbc:oracle:";

    private static final Pattern ORA_IN_MESSAGE = Pattern.compile("\\bORA-(\\d{5})\\b");

    public OracleDialect() {
        super(
                NAME,
                JDBC_URL_PREFIX,
                OracleDialect::kindOfVendorCode,
                "BEGIN DBMS_APPLICATION_INFO.SET_MODULE('%s', NULL); END;");
    }

    /**
     * {@code ORA-%05d} of the first vendor code in the chain (ojdbc reports its own 17xxx codes the
     * same way, e.g. {@code ORA-17002}); else an {@code ORA-nnnnn} found in a message; else the first
     * SQLState; else the name of the classification.
     */
    @Override
    public String errorCode(SQLException e) {
        List<Throwable> chain = ExceptionChain.of(e);
        for (Throwable t : chain) {
            if (t instanceof SQLException sql && sql.getErrorCode() != 0) {
                return oraCode(Math.abs(sql.getErrorCode()));
            }
        }
        for (Throwable t : chain) {
            if (t instanceof SQLException sql) {
                OptionalInt code = codeInMessage(sql);
                if (code.isPresent()) {
                    return oraCode(code.getAsInt());
                }
            }
        }
        return ExceptionChain.firstSqlState(chain).orElseGet(() -> classify(e).name());
    }

    @Override
    public String pingSql() {
        return "SELECT 1 FROM DUAL";
    }

    static ErrorKind kindOfVendorCode(SQLException e) {
        int code = Math.abs(e.getErrorCode());
        if (code == 0) {
            code = codeInMessage(e).orElse(0);
        }
        ErrorKind kind = OracleErrorCodes.KINDS.getOrDefault(code, ErrorKind.OTHER);
        if (kind == ErrorKind.OTHER
                && e.getSQLState() != null
                && e.getSQLState().startsWith("08")) {
            return ErrorKind.CONNECTION_LOST;
        }
        return kind;
    }

    private static OptionalInt codeInMessage(SQLException e) {
        String message = e.getMessage();
        if (message == null) {
            return OptionalInt.empty();
        }
        Matcher m = ORA_IN_MESSAGE.matcher(message);
        return m.find() ? OptionalInt.of(Integer.parseInt(m.group(1))) : OptionalInt.empty();
    }

    private static String oraCode(int code) {
        return String.format(Locale.ROOT, "ORA-%05d", code);
    }

    /**
     * Oracle's equivalents of PostgreSQL's memory and durability settings: SGA/PGA and buffer cache sizes,
     * commit logging and waiting, direct/asynchronous I/O, the optimizer's version and the CPU count the
     * instance uses. Needs SELECT on V$PARAMETER (SELECT_CATALOG_ROLE); without it the fingerprint records
     * the error instead. Never executed on our build machines (no Oracle there).
     */
    @Override
    public String performanceSettingsSql() {
        return "SELECT name, value FROM v$parameter WHERE name IN ('sga_target', 'pga_aggregate_target', "
                + "'db_cache_size', 'memory_target', 'commit_logging', 'commit_wait', 'filesystemio_options', "
                + "'optimizer_features_enable', 'cpu_count', 'db_block_size') ORDER BY name";
    }
}
