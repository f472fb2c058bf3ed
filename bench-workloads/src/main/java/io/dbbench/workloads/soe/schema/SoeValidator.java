package io.dbbench.workloads.soe.schema;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaChecks;
import io.dbbench.workloads.bulk.ValidationCheck;
import io.dbbench.workloads.bulk.ValidationReport;
import io.dbbench.workloads.soe.SoeMetadata;
import io.dbbench.workloads.sql.CountQuery;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Checks an Order Entry schema: the objects are there and valid (keys and indexes by their columns, so a
 * schema SwingBench's wizard built passes too, see {@link SoeLayout}), the load finished, row counts match the
 * scale, and the invariants of the data model hold. Every query is one pass over a table at most, so scale
 * 1 validates in seconds. A check that cannot run (a table is missing) is reported failed, not thrown.
 */
public final class SoeValidator {
    private final SoeCatalog catalog;
    private final SoeStructure expected;
    private final SoeLayout layout;

    private SoeValidator(String dialect) {
        this.catalog = new SoeCatalog(dialect);
        this.expected = new SoeStructure(new SoeScripts(dialect));
        this.layout = new SoeLayout(dialect, expected);
    }

    /** @throws UnsupportedOperationException naming the dialect when there is no schema for it */
    public static SoeValidator forDialect(Dialect dialect) {
        Objects.requireNonNull(dialect, "dialect");
        SoeSchemaInstaller.forDialect(dialect); // same dialects, same message
        return new SoeValidator(dialect.name());
    }

    /** @throws SQLException only when no connection can be had; failing queries become failed checks */
    public ValidationReport validate(WorkloadContext context) throws SQLException {
        return SchemaChecks.validate(context, (c, checks) -> {
            Map<String, String> tables = catalog.objects(c, SoeCatalog.Kind.TABLE);
            List<String> missingTables = SoeSchemaInstaller.TABLES.stream()
                    .filter(t -> !tables.containsKey(t))
                    .toList();
            checks.add(present("tables", SoeSchemaInstaller.TABLES, tables));
            if (!missingTables.isEmpty()) {
                checks.add(ValidationCheck.failed("data checks", "skipped: tables missing"));
                return;
            }
            Map<String, String> metadata = SoeMetadata.LOAD_STATE.read(c);
            checks.add(loadState(metadata));
            // keys and indexes by their columns, not their names: SwingBench's wizard names them otherwise
            checks.addAll(layout.check(c, catalog.objects(c, SoeCatalog.Kind.CONSTRAINT)));
            checks.add(present("sequences", expected.sequenceNames(), catalog.objects(c, SoeCatalog.Kind.SEQUENCE)));
            checks.add(present("views", expected.viewNames(), catalog.objects(c, SoeCatalog.Kind.VIEW)));
            checks.add(serverCode(c));
            SoeDataChecks data = new SoeDataChecks(c, metadata);
            checks.add(data.idRanges());
            checks.add(data.rowCounts());
            checks.add(data.orderLinesBelongToOrders());
            checks.add(data.ordersReferToTheirCustomer());
            checks.add(data.orderTotals());
            checks.add(data.inventoryFloor());
            checks.add(sequencesAboveMaxima(c));
        });
    }

    private static ValidationCheck loadState(Map<String, String> metadata) {
        String state = metadata.get(SoeMetadata.LOAD_STATE_KEY);
        if (state == null) return ValidationCheck.passed("load state", "no marker (schema built by another tool)");
        return SchemaChecks.loadState(state, "drop and create again");
    }

    /** All expected names present, and valid where the database says so. */
    static ValidationCheck present(String name, List<String> expectedNames, Map<String, String> found) {
        List<String> missing =
                expectedNames.stream().filter(n -> !found.containsKey(n)).toList();
        List<String> invalid = expectedNames.stream()
                .filter(n -> found.containsKey(n) && !"VALID".equalsIgnoreCase(found.get(n)))
                .toList();
        return outcome(name, expectedNames.size() + " present and valid", problems("missing: ", missing, invalid));
    }

    /** Passed with {@code passed} when there are no problems; failed naming them ("; " between) otherwise. */
    static ValidationCheck outcome(String name, String passed, List<String> problems) {
        return problems.isEmpty()
                ? ValidationCheck.passed(name, passed)
                : ValidationCheck.failed(name, String.join("; ", problems));
    }

    /** The missing names after {@code missingLabel}, then "not valid: " and the invalid ones; each when there are any. */
    static List<String> problems(String missingLabel, List<String> missing, List<String> invalid) {
        List<String> problems = new ArrayList<>();
        if (!missing.isEmpty()) problems.add(missingLabel + String.join(", ", missing));
        if (!invalid.isEmpty()) problems.add("not valid: " + String.join(", ", invalid));
        return problems;
    }

    private ValidationCheck serverCode(Connection c) throws SQLException {
        try {
            Map<String, String> code = catalog.serverCode(c);
            if (code.isEmpty()) return ValidationCheck.passed("server-side code", "not installed");
            List<String> invalid = code.entrySet().stream()
                    .filter(e -> !"VALID".equalsIgnoreCase(e.getValue()))
                    .map(Map.Entry::getKey)
                    .toList();
            return invalid.isEmpty()
                    ? ValidationCheck.passed("server-side code", String.join(", ", code.keySet()) + " valid")
                    : ValidationCheck.failed("server-side code", "not valid: " + String.join(", ", invalid));
        } catch (SQLException e) {
            return ValidationCheck.queryFailed("server-side code", "query failed: ", e);
        }
    }

    private ValidationCheck sequencesAboveMaxima(Connection c) throws SQLException {
        List<String> behind = new ArrayList<>();
        try {
            for (SoeSchemaInstaller.Sequence s : SoeSchemaInstaller.SEQUENCES) {
                long next = catalog.sequenceNext(c, s.name());
                if (next < 0) {
                    behind.add(s.name() + " missing");
                    continue;
                }
                String table = s.table().tableName();
                String id = s.table().columns().get(0);
                long max = CountQuery.count(c, "SELECT COALESCE(MAX(" + id + "), 0) FROM " + table);
                if (next <= max) behind.add(s.name() + " next " + next + " <= max " + table + "." + id + " " + max);
            }
        } catch (SQLException e) {
            return ValidationCheck.queryFailed("sequences above maxima", "query failed: ", e);
        }
        return outcome(
                "sequences above maxima",
                SoeSchemaInstaller.SEQUENCES.size() + " sequences ahead of their tables",
                behind);
    }
}
