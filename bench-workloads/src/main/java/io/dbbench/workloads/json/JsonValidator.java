package io.dbbench.workloads.json;

import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.OneTableValidation;
import io.dbbench.workloads.bulk.SchemaChecks;
import io.dbbench.workloads.bulk.ValidationCheck;
import io.dbbench.workloads.bulk.ValidationReport;
import io.dbbench.workloads.sql.CountQuery;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * Checks the JSON schema: the table, its key index (built last, so missing after a load that stopped),
 * documents to work on, and that every document still carries its key and contact details: after a run,
 * an insert or a patch that wrote a malformed document shows here. Row counts are not compared with a
 * scale: a run inserts and removes passengers.
 */
public final class JsonValidator {
    private JsonValidator() {}

    public static ValidationReport validate(WorkloadContext context) throws SQLException {
        JsonSql sql = JsonSql.forDialect(context.dialect());
        String table = JsonSchemaInstaller.TABLE;
        return SchemaChecks.validate(context, (c, checks) -> {
            if (!OneTableValidation.check(
                    c,
                    checks,
                    table,
                    JsonSchemaInstaller.INDEX,
                    "SELECT COUNT(*) FROM " + table,
                    "documents",
                    "get, update or remove")) return;
            checks.add(
                    none(c, sql.keyless(), "keys", "every document has its " + PassengerKeys.FIELD, "without a key"));
            checks.add(
                    none(c, sql.contactless(), "contact", "every document has contact.email", "without contact.email"));
        });
    }

    private static ValidationCheck none(Connection c, String countSql, String name, String passed, String what)
            throws SQLException {
        long bad = CountQuery.count(c, countSql);
        return bad == 0
                ? ValidationCheck.passed(name, passed)
                : ValidationCheck.failed(name, bad + " documents " + what);
    }
}
