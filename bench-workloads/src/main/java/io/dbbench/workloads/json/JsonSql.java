package io.dbbench.workloads.json;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.workloads.bulk.DialectSchemaInstaller;

/**
 * The statements of the JSON workload in one dialect. Every lookup goes through the same expression the
 * unique index is built on ({@code doc->>'passengerId'} on PostgreSQL, {@code JSON_VALUE(doc,
 * '$.passengerId')} on Oracle), so each key access is an index probe, never a scan.
 *
 * @param insert      one document, bound as text (PostgreSQL casts it to jsonb; Oracle parses it into its
 *                    JSON or IS JSON-checked CLOB column)
 * @param selectByKey the document of one key
 * @param updateByKey merges a patch of top-level fields into the document of one key
 * @param deleteByKey removes the document of one key
 * @param maxKey      the highest key (fixed width: text order is id order), from the index's last entry
 * @param keyless     counts documents without a key: a document the workload cannot reach again
 * @param contactless counts documents without {@code contact.email}: one a patch or an insert mangled
 */
record JsonSql(
        String insert,
        String selectByKey,
        String updateByKey,
        String deleteByKey,
        String maxKey,
        String keyless,
        String contactless) {
    private static final String PG_KEY = "doc->>'" + PassengerKeys.FIELD + "'";
    private static final String ORACLE_KEY = "JSON_VALUE(doc, '$." + PassengerKeys.FIELD + "')";

    static final JsonSql POSTGRESQL = new JsonSql(
            "INSERT INTO passengers (doc) VALUES (CAST(? AS jsonb))",
            "SELECT doc FROM passengers WHERE " + PG_KEY + " = ?",
            "UPDATE passengers SET doc = doc || CAST(? AS jsonb) WHERE " + PG_KEY + " = ?",
            "DELETE FROM passengers WHERE " + PG_KEY + " = ?",
            "SELECT MAX(" + PG_KEY + ") FROM passengers",
            "SELECT COUNT(*) FROM passengers WHERE " + PG_KEY + " IS NULL",
            "SELECT COUNT(*) FROM passengers WHERE doc->'contact'->>'email' IS NULL");

    static final JsonSql ORACLE = new JsonSql(
            "INSERT INTO passengers (doc) VALUES (?)",
            "SELECT doc FROM passengers WHERE " + ORACLE_KEY + " = ?",
            "UPDATE passengers SET doc = JSON_MERGEPATCH(doc, ?) WHERE " + ORACLE_KEY + " = ?",
            "DELETE FROM passengers WHERE " + ORACLE_KEY + " = ?",
            "SELECT MAX(" + ORACLE_KEY + ") FROM passengers",
            "SELECT COUNT(*) FROM passengers WHERE " + ORACLE_KEY + " IS NULL",
            "SELECT COUNT(*) FROM passengers WHERE JSON_VALUE(doc, '$.contact.email') IS NULL");

    /** @throws UnsupportedOperationException naming the dialect when the workload has no SQL for it */
    static JsonSql forDialect(Dialect dialect) {
        String name = DialectSchemaInstaller.requireSupported(dialect, "JSON has no schema");
        // a dialect added to the shared list for another workload must not get PostgreSQL's SQL here
        return switch (name) {
            case "oracle" -> ORACLE;
            case "postgresql" -> POSTGRESQL;
            default -> throw new UnsupportedOperationException("JSON has no SQL for dialect '" + name + "'");
        };
    }
}
