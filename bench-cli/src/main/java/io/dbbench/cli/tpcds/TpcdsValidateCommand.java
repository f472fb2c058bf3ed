package io.dbbench.cli.tpcds;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.cli.schema.SchemaValidateCommand;
import io.dbbench.workloads.soe.schema.ValidationReport;
import io.dbbench.workloads.tpcds.schema.TpcdsSchemaInstaller;
import io.dbbench.workloads.tpcds.schema.TpcdsValidator;
import java.sql.SQLException;
import picocli.CommandLine.Command;

/** {@code tpcds validate}: prints the validation report; exit 7 when any check failed, 6 when there is no schema. */
@Command(
        name = "validate",
        separator = " ",
        sortOptions = false,
        description =
                "Checks the TPC-DS-like schema: tables, keys, row counts for the scale, key integrity, sales dates.")
final class TpcdsValidateCommand extends SchemaValidateCommand<TpcdsSchemaInstaller> {
    TpcdsValidateCommand() {
        super(TpcdsSchemaTarget.INSTANCE);
    }

    @Override
    protected ValidationReport validate(SchemaDatabase db) throws CliException, SQLException {
        return forDialect(() -> TpcdsValidator.forDialect(db.dialect())).validate(db.context());
    }
}
