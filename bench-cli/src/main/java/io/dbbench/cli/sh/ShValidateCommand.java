package io.dbbench.cli.sh;

import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.cli.schema.SchemaValidateCommand;
import io.dbbench.workloads.sh.ShSchemaInstaller;
import io.dbbench.workloads.sh.ShValidator;
import io.dbbench.workloads.soe.schema.ValidationReport;
import java.sql.SQLException;
import picocli.CommandLine.Command;

/** {@code sh validate}: prints the checks; exit 7 when any failed, 6 when there is no schema. */
@Command(
        name = "validate",
        separator = " ",
        sortOptions = false,
        description = "Checks the Sales History schema: tables, load state, row counts for the scale, keys and"
                + " indexes, and that every sale's customer, day and product exist.")
final class ShValidateCommand extends SchemaValidateCommand<ShSchemaInstaller> {
    ShValidateCommand() {
        super(ShSchemaTarget.INSTANCE);
    }

    @Override
    protected ValidationReport validate(SchemaDatabase db) throws SQLException {
        return ShValidator.forDialect(db.dialect()).validate(db.context());
    }
}
