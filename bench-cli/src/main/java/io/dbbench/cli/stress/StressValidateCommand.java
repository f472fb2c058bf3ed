package io.dbbench.cli.stress;

import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.cli.schema.SchemaValidateCommand;
import io.dbbench.workloads.soe.schema.ValidationReport;
import io.dbbench.workloads.stresstest.StressTestSchemaInstaller;
import io.dbbench.workloads.stresstest.StressTestValidator;
import java.sql.SQLException;
import picocli.CommandLine.Command;

/** {@code stress validate}: prints the checks; exit 7 when any failed, 6 when there is no table. */
@Command(
        name = "validate",
        separator = " ",
        sortOptions = false,
        description = "Checks the Stress Test schema: the table, its index, rows to work on.")
final class StressValidateCommand extends SchemaValidateCommand<StressTestSchemaInstaller> {
    StressValidateCommand() {
        super(StressSchemaTarget.INSTANCE);
    }

    @Override
    protected ValidationReport validate(SchemaDatabase db) throws SQLException {
        return StressTestValidator.validate(db.context());
    }
}
