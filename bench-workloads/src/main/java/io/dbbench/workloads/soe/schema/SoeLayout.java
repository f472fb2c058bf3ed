package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.ValidationCheck;
import io.dbbench.workloads.sql.SchemaObjects;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Checks an Order Entry schema by what matters rather than by what its objects are called: every column
 * of every table, a primary key on each key's columns, and an index serving each lookup the transactions
 * make (an index whose leading key columns are the ones needed). So a schema SwingBench's wizard built,
 * whose constraint and index names differ from ours, validates too; the report says which layout it found.
 */
record SoeLayout(String dialect, SoeStructure expected) {
    /** An index found in the database: its table, its key columns normalized, its status. */
    record FoundIndex(String name, String table, List<String> columns, String status) {}

    /**
     * The checks: "layout" (ours, or other names matched by structure), "columns", "primary keys", "indexes".
     *
     * @param constraints the constraints the catalog found, name -> status
     */
    List<ValidationCheck> check(Connection c, Map<String, String> constraints) throws SQLException {
        List<FoundIndex> indexes = indexes(c);
        Set<String> indexNames = new LinkedHashSet<>();
        indexes.forEach(i -> indexNames.add(i.name()));
        boolean ourLayout = constraints.keySet().containsAll(expected.constraintNames())
                && indexNames.containsAll(expected.indexNames());
        List<ValidationCheck> checks = new ArrayList<>();
        checks.add(ValidationCheck.passed(
                "layout",
                ourLayout
                        ? "dbbench's object names"
                        : "other object names (e.g. SwingBench's wizard): keys and indexes matched by their columns"));
        checks.add(columns(c));
        checks.add(constraintsEnabled(constraints));
        checks.add(primaryKeys(c, constraints));
        checks.add(secondaryIndexes(indexes));
        return checks;
    }

    private ValidationCheck columns(Connection c) throws SQLException {
        List<String> missing = new ArrayList<>();
        int count = 0;
        for (Map.Entry<String, List<String>> table : expected.columnsByTable().entrySet()) {
            Set<String> found = new LinkedHashSet<>();
            try (ResultSet rs = c.getMetaData()
                    .getColumns(
                            c.getCatalog(),
                            SchemaObjects.schemaPattern(c),
                            SchemaObjects.namePattern(c, table.getKey()),
                            "%")) {
                while (rs.next()) found.add(rs.getString("COLUMN_NAME").toLowerCase(Locale.ROOT));
            }
            for (String column : table.getValue()) {
                count++;
                if (!found.contains(column)) missing.add(table.getKey() + "." + column);
            }
        }
        return SoeValidator.outcome(
                "columns", count + " present", SoeValidator.problems("missing: ", missing, List.of()));
    }

    /**
     * Every key and CHECK on the Order Entry tables is enabled and validated: one that is not lets rows in
     * that break it. A CHECK another layout lacks is not required (the transactions never rely on it).
     */
    private static ValidationCheck constraintsEnabled(Map<String, String> constraints) {
        List<String> invalid = constraints.entrySet().stream()
                .filter(e -> !"VALID".equalsIgnoreCase(e.getValue()))
                .map(e -> e.getKey() + " " + e.getValue())
                .toList();
        return invalid.isEmpty()
                ? ValidationCheck.passed("constraints", constraints.size() + " enabled and valid")
                : ValidationCheck.failed("constraints", "not valid: " + String.join(", ", invalid));
    }

    private ValidationCheck primaryKeys(Connection c, Map<String, String> constraints) throws SQLException {
        List<String> problems = new ArrayList<>();
        List<SoeStructure.Key> keys = expected.primaryKeys();
        for (SoeStructure.Key key : keys) {
            Map<Short, String> columns = new TreeMap<>();
            String name = null;
            DatabaseMetaData meta = c.getMetaData();
            try (ResultSet rs =
                    meta.getPrimaryKeys(c.getCatalog(), c.getSchema(), SchemaObjects.folded(c, key.table()))) {
                while (rs.next()) {
                    columns.put(rs.getShort("KEY_SEQ"), SoeStructure.normalize(rs.getString("COLUMN_NAME")));
                    name = rs.getString("PK_NAME");
                }
            }
            List<String> found = List.copyOf(columns.values());
            if (found.isEmpty()) {
                problems.add("no primary key on " + key);
            } else if (!found.equals(key.columns())) {
                problems.add(key.table() + " primary key is (" + String.join(", ", found) + "), not " + key);
            } else if (name != null) {
                String status = constraints.get(name.toLowerCase(Locale.ROOT));
                if (status != null && !"VALID".equalsIgnoreCase(status))
                    problems.add(name.toLowerCase(Locale.ROOT) + " " + status);
            }
        }
        return SoeValidator.outcome("primary keys", keys.size() + " present on their columns", problems);
    }

    private ValidationCheck secondaryIndexes(List<FoundIndex> found) {
        List<String> missing = new ArrayList<>();
        List<String> invalid = new ArrayList<>();
        // a primary key's own index serves the lookups by key, so it must be usable too
        List<SoeStructure.Key> needed = new ArrayList<>(expected.primaryKeys());
        needed.addAll(expected.secondaryIndexes());
        for (SoeStructure.Key key : needed) {
            List<FoundIndex> serving = found.stream()
                    .filter(i -> i.table().equals(key.table())
                            && i.columns().size() >= key.columns().size()
                            && i.columns().subList(0, key.columns().size()).equals(key.columns()))
                    .toList();
            if (serving.isEmpty()) missing.add(key.toString());
            else if (serving.stream().noneMatch(i -> "VALID".equalsIgnoreCase(i.status()))) {
                invalid.add(serving.get(0).name() + " " + serving.get(0).status());
            }
        }
        return SoeValidator.outcome(
                "indexes",
                needed.size() + " lookups served by valid indexes",
                SoeValidator.problems("no index on ", missing, invalid));
    }

    /** Every index of the schema with its key columns or expressions in order. */
    List<FoundIndex> indexes(Connection c) throws SQLException {
        Map<String, FoundIndex> byName = new LinkedHashMap<>();
        Map<String, Map<Integer, String>> columns = new HashMap<>();
        String sql = "oracle".equals(dialect)
                // a partitioned index says N/A: it is usable when none of its (sub)partitions is UNUSABLE;
                // an INVISIBLE index is never used by the optimizer, so it serves no lookup
                ? "SELECT i.index_name, i.table_name, ic.column_position, ic.column_name,"
                        + " CASE WHEN i.visibility <> 'VISIBLE' THEN i.visibility"
                        + " WHEN i.status <> 'N/A' THEN i.status"
                        + " WHEN EXISTS (SELECT 1 FROM user_ind_partitions p WHERE p.index_name = i.index_name"
                        + " AND p.status = 'UNUSABLE')"
                        + " OR EXISTS (SELECT 1 FROM user_ind_subpartitions s WHERE s.index_name = i.index_name"
                        + " AND s.status = 'UNUSABLE') THEN 'UNUSABLE' ELSE 'VALID' END"
                        + " FROM user_indexes i JOIN user_ind_columns ic ON ic.index_name = i.index_name"
                // a partial index (WHERE ...) holds only some rows, so it serves no lookup of all of them
                : "SELECT c.relname, t.relname, k.n, pg_get_indexdef(i.indexrelid, k.n, true),"
                        + " CASE WHEN NOT i.indisvalid THEN 'INVALID' WHEN i.indpred IS NOT NULL THEN 'PARTIAL' ELSE 'VALID' END"
                        + " FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid"
                        + " CROSS JOIN LATERAL generate_series(1, i.indnkeyatts) AS k(n)"
                        + " WHERE t.relnamespace = current_schema()::regnamespace";
        try (PreparedStatement ps = c.prepareStatement(sql);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String name = rs.getString(1).toLowerCase(Locale.ROOT);
                byName.putIfAbsent(
                        name,
                        new FoundIndex(name, rs.getString(2).toLowerCase(Locale.ROOT), List.of(), rs.getString(5)));
                columns.computeIfAbsent(name, n -> new TreeMap<>()).put(rs.getInt(3), rs.getString(4));
            }
        }
        if ("oracle".equals(dialect)) {
            // a function-based index lists a hidden SYS_NC column; its expression is in USER_IND_EXPRESSIONS
            try (PreparedStatement ps = c.prepareStatement(
                            "SELECT index_name, column_position, column_expression FROM user_ind_expressions");
                    ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    Map<Integer, String> of = columns.get(rs.getString(1).toLowerCase(Locale.ROOT));
                    if (of != null) of.put(rs.getInt(2), rs.getString(3));
                }
            }
        }
        List<FoundIndex> out = new ArrayList<>();
        for (FoundIndex i : byName.values()) {
            out.add(new FoundIndex(
                    i.name(),
                    i.table(),
                    columns.get(i.name()).values().stream()
                            .map(SoeStructure::normalize)
                            .toList(),
                    i.status()));
        }
        return out;
    }
}
