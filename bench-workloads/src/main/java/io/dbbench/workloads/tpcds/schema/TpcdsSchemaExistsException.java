package io.dbbench.workloads.tpcds.schema;

import java.sql.SQLException;

/** A create found (some of) the schema already there and was not asked to replace it. */
public final class TpcdsSchemaExistsException extends SQLException {
    private static final long serialVersionUID = 1L;

    public TpcdsSchemaExistsException(TpcdsSchemaStatus status) {
        super("a TPC-DS-like schema is already there (" + status + "): drop it first, or create with --replace");
    }
}
