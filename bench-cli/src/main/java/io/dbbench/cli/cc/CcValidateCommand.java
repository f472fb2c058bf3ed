package io.dbbench.cli.cc;

import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.cli.schema.SchemaValidateCommand;
import io.dbbench.workloads.callingcircle.CcSchemaInstaller;
import io.dbbench.workloads.callingcircle.CcValidator;
import io.dbbench.workloads.soe.schema.ValidationReport;
import java.sql.SQLException;
import picocli.CommandLine.Command;

/** {@code cc validate}: prints the checks; exit 7 when any failed, 6 when there is no schema. */
@Command(
        name = "validate",
        separator = " ",
        sortOptions = false,
        description = "Checks the Calling Circle schema: tables, keys and indexes, customers, one account each,"
                + " circle members and calls naming customers, and every balance matching its calls.")
final class CcValidateCommand extends SchemaValidateCommand<CcSchemaInstaller> {
    CcValidateCommand() {
        super(CcSchemaTarget.INSTANCE);
    }

    @Override
    protected ValidationReport validate(SchemaDatabase db) throws SQLException {
        return CcValidator.forDialect(db.dialect()).validate(db.context());
    }
}
