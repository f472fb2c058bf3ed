package io.dbbench.workloads.tpcds.schema;

import io.dbbench.workloads.bulk.ColumnType;
import java.util.Locale;

/**
 * One column of a TPC-DS table, with the specification's name and type.
 *
 * @param name    lower-case column name, as the TPC-DS specification spells it
 * @param type    what it holds
 * @param length  characters for CHAR/VARCHAR; precision for DECIMAL; 0 otherwise
 * @param notNull whether the specification declares it NOT NULL
 */
public record TpcdsColumn(String name, Type type, int length, boolean notNull) {
    /** The specification's column types. */
    public enum Type {
        INTEGER,
        DECIMAL,
        CHAR,
        VARCHAR,
        DATE;

        /** How the loader sends it: every INTEGER as int4 (binary COPY), DECIMAL(p,2) as hundredths. */
        ColumnType bulkType() {
            return switch (this) {
                case INTEGER -> ColumnType.INTEGER;
                case DECIMAL -> ColumnType.DECIMAL2;
                case CHAR, VARCHAR -> ColumnType.TEXT;
                case DATE -> ColumnType.DATE;
            };
        }
    }

    /** Reads {@code name:SPEC} where SPEC is I, D7, D5, D15, C16, V60 or DT, with a trailing ! for NOT NULL. */
    static TpcdsColumn parse(String item) {
        int colon = item.indexOf(':');
        String name = item.substring(0, colon);
        String spec = item.substring(colon + 1);
        boolean notNull = spec.endsWith("!");
        if (notNull) spec = spec.substring(0, spec.length() - 1);
        if (spec.equals("I")) return new TpcdsColumn(name, Type.INTEGER, 0, notNull);
        if (spec.equals("DT")) return new TpcdsColumn(name, Type.DATE, 0, notNull);
        int n = Integer.parseInt(spec.substring(1));
        return switch (spec.charAt(0)) {
            case 'D' -> new TpcdsColumn(name, Type.DECIMAL, n, notNull);
            case 'C' -> new TpcdsColumn(name, Type.CHAR, n, notNull);
            case 'V' -> new TpcdsColumn(name, Type.VARCHAR, n, notNull);
            default -> throw new IllegalArgumentException("unknown column spec " + item);
        };
    }

    /** The column's type in this dialect's DDL ("postgresql" or "oracle"). */
    public String sqlType(String dialect) {
        boolean oracle = "oracle".equals(dialect);
        return switch (type) {
            case INTEGER -> "INTEGER";
            case DECIMAL -> String.format(Locale.ROOT, oracle ? "NUMBER(%d,2)" : "DECIMAL(%d,2)", length);
            case CHAR -> "CHAR(" + length + ")";
            case VARCHAR -> (oracle ? "VARCHAR2(" : "VARCHAR(") + length + ")";
            case DATE -> "DATE";
        };
    }
}
