package io.dbbench.cli.stubs;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.workloads.stubs.StubsSchemaInstaller;

/** The stubs' installer for the database a stubs subcommand works on. */
final class StubsInstallers {
    private StubsInstallers() {}

    /** @throws CliException BAD_USAGE when the database has no stubs script (neither PostgreSQL nor Oracle) */
    static StubsSchemaInstaller forDatabase(SchemaDatabase db) throws CliException {
        try {
            return StubsSchemaInstaller.forDialect(db.dialect());
        } catch (UnsupportedOperationException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
        }
    }
}
