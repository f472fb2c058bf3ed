package io.dbbench.workloads.soe.schema;

import java.sql.SQLException;

/** Creating the Order Entry schema where one (complete or partial) already is, without asking to replace it. */
public final class SoeSchemaExistsException extends SQLException {
    private static final long serialVersionUID = 1L;

    private final transient SoeSchemaStatus status;

    public SoeSchemaExistsException(SoeSchemaStatus status) {
        super("an Order Entry schema is already there: " + status
                + "; drop it first (soe drop) or ask to replace it (soe create --replace)");
        this.status = status;
    }

    public SoeSchemaStatus status() {
        return status;
    }
}
