package io.dbbench.workloads.bulk;

import java.sql.SQLException;

/** A create found (some of) its schema already there, complete or half-loaded, and was not asked to replace it. */
public final class SchemaExistsException extends SQLException {
    private static final long serialVersionUID = 1L;

    private final transient SchemaStatus status;

    /** @param message names the schema, what is there and how to drop or replace it */
    public SchemaExistsException(String message, SchemaStatus status) {
        super(message);
        this.status = status;
    }

    public SchemaStatus status() {
        return status;
    }
}
