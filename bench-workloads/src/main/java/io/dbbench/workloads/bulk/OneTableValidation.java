package io.dbbench.workloads.bulk;

import io.dbbench.workloads.sql.CountQuery;
import io.dbbench.workloads.sql.SchemaObjects;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * The checks a one-table workload's validate starts with (JSON, Stress Test): the table, the index its create
 * builds last (so missing after a load that stopped), and rows for the run to work on. Row counts are not
 * compared with a scale: a run inserts and removes rows.
 */
public final class OneTableValidation {
    private OneTableValidation() {}

    /**
     * Adds the table's, the index's and the rows' checks.
     *
     * @param countSql   counts the table's rows
     * @param rowNoun    what a row is called, e.g. "documents"
     * @param runVerbs   what the run does with rows, e.g. "select, update or delete"
     * @return false when the table is missing (its failure is added and nothing else can be checked)
     */
    public static boolean check(
            Connection c,
            List<ValidationCheck> checks,
            String table,
            String index,
            String countSql,
            String rowNoun,
            String runVerbs)
            throws SQLException {
        if (!SchemaObjects.tableExists(c, table)) {
            checks.add(ValidationCheck.failed("table", table + " missing"));
            return false;
        }
        checks.add(ValidationCheck.passed("table", table));
        checks.add(
                DialectSchemaInstaller.indexExists(c, table, index)
                        ? ValidationCheck.passed("index", index)
                        : ValidationCheck.failed("index", index + " missing: the create stopped before it"));
        long rows = CountQuery.count(c, countSql);
        checks.add(
                rows > 0
                        ? ValidationCheck.passed("rows", rows + " " + rowNoun)
                        : ValidationCheck.failed("rows", "no " + rowNoun + ": the run has nothing to " + runVerbs));
        return true;
    }
}
