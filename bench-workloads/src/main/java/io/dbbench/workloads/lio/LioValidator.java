package io.dbbench.workloads.lio;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaChecks;
import io.dbbench.workloads.bulk.ValidationCheck;
import io.dbbench.workloads.bulk.ValidationReport;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;

/**
 * {@code lio validate}'s checks: the tables a run reads are there (lio_t1..lio_tN without gaps, lio_scan,
 * no stray lio_ table), and each holds the keys create loaded, 1..rows once each, every data table as many
 * as lio_t1. A run picks its keys in 1..rows of lio_t1, so a table with fewer or other keys reads less than
 * the run reports. One key count per table (an index scan): cheap beside a create.
 */
public record LioValidator(LioSchema schema) {
    /** @throws UnsupportedOperationException for a database other than PostgreSQL and Oracle */
    public static LioValidator forDialect(Dialect dialect) {
        return new LioValidator(LioSchema.forDialect(dialect));
    }

    public ValidationReport validate(WorkloadContext context) throws SQLException {
        return SchemaChecks.validate(context, (c, checks) -> {
            List<String> all = schema.allTables(c);
            LioSchema.Status found = schema.status(c);
            checks.add(tables(all, found));
            if (found.hasScanTable()) {
                checks.add(keys(LioSql.SCAN_TABLE, schema.keys(c, LioSql.SCAN_TABLE), -1));
            } else {
                checks.add(ValidationCheck.failed(LioSql.SCAN_TABLE, "missing"));
            }
            long expectedRows = -1;
            for (String table : found.tables()) {
                LioSchema.Keys keys = schema.keys(c, table);
                if (expectedRows < 0) expectedRows = keys.rows();
                checks.add(keys(table, keys, expectedRows));
            }
        });
    }

    static ValidationCheck tables(List<String> all, LioSchema.Status found) {
        int n = found.tables().size();
        if (n == 0) return ValidationCheck.failed("data tables", "no lio_t1 (found " + all + ")");
        List<String> stray = all.stream()
                .filter(t -> !found.tables().contains(t) && !t.equals(LioSql.SCAN_TABLE))
                .toList();
        String present = n == 1 ? "lio_t1" : "lio_t1..lio_t" + n;
        return stray.isEmpty()
                ? ValidationCheck.passed("data tables", present)
                : ValidationCheck.failed("data tables", present + ", and stray " + stray + " (lio drop removes all)");
    }

    /** @param expectedRows the rows every data table must hold (lio_t1's), or -1 for any */
    static ValidationCheck keys(String table, LioSchema.Keys keys, long expectedRows) {
        String counted = String.format(
                Locale.ROOT,
                "%,d rows, %,d distinct keys %,d..%,d",
                keys.rows(),
                keys.distinct(),
                keys.min(),
                keys.max());
        if (!keys.contiguousFromOne())
            return ValidationCheck.failed(table, counted + "; expected keys 1..rows once each");
        if (expectedRows >= 0 && keys.rows() != expectedRows) {
            return ValidationCheck.failed(
                    table, counted + String.format(Locale.ROOT, "; expected %,d rows as lio_t1", expectedRows));
        }
        return ValidationCheck.passed(table, counted);
    }
}
