package io.dbbench.workloads.bulk;

import java.util.ArrayList;
import java.util.List;

/**
 * A loaded table: its (unquoted, lower-case) name and the columns the loader writes, in the order it
 * writes them, with their {@link ColumnType}s. The same layout drives the binary COPY, the batch INSERT
 * and the sinks' value encodings.
 */
public record BulkTable(String name, List<String> columns, List<ColumnType> types) {
    public BulkTable {
        columns = List.copyOf(columns);
        types = List.copyOf(types);
        if (columns.size() != types.size())
            throw new IllegalArgumentException(name + ": " + columns.size() + " columns, " + types.size() + " types");
    }

    /** @param spec {@code "name:TYPE name:TYPE ..."}, TYPE a {@link ColumnType#code()} such as I8, T or DT */
    public static BulkTable parse(String name, String spec) {
        List<String> columns = new ArrayList<>();
        List<ColumnType> types = new ArrayList<>();
        for (String item : spec.trim().split("\\s+")) {
            int colon = item.indexOf(':');
            if (colon < 0) throw new IllegalArgumentException("no type in column " + item + " of " + name);
            columns.add(item.substring(0, colon));
            types.add(ColumnType.ofCode(item.substring(colon + 1)));
        }
        return new BulkTable(name, columns, types);
    }

    /** {@code a, b, c}: the column list of an INSERT or COPY. */
    public String columnList() {
        return String.join(", ", columns);
    }

    /** {@code INSERT INTO t (a, b) VALUES (?, ?)}; a months count becomes an INTERVAL YEAR TO MONTH (Oracle). */
    public String insertSql() {
        StringBuilder values = new StringBuilder();
        for (ColumnType t : types) {
            if (!values.isEmpty()) values.append(", ");
            values.append(t == ColumnType.YEAR_MONTHS ? "NUMTOYMINTERVAL(?, 'MONTH')" : "?");
        }
        return "INSERT INTO " + name + " (" + columnList() + ") VALUES (" + values + ")";
    }
}
