package io.dbbench.cli.soe;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.cli.schema.SchemaValidateCommand;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import io.dbbench.workloads.soe.schema.SoeValidator;
import io.dbbench.workloads.soe.schema.ValidationReport;
import java.sql.SQLException;
import picocli.CommandLine.Command;

/** {@code soe validate}: prints the validation report; exit 7 when any check failed, 6 when there is no schema. */
@Command(
        name = "validate",
        separator = " ",
        sortOptions = false,
        description = "Checks the Order Entry schema: objects, row counts, invariants.")
final class SoeValidateCommand extends SchemaValidateCommand<SoeSchemaInstaller> {
    SoeValidateCommand() {
        super(SoeSchemaTarget.INSTANCE);
    }

    @Override
    protected ValidationReport validate(SchemaDatabase db) throws CliException, SQLException {
        return forDialect(() -> SoeValidator.forDialect(db.dialect())).validate(db.context());
    }
}
