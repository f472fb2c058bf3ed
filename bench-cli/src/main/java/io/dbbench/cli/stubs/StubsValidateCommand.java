package io.dbbench.cli.stubs;

import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.cli.schema.SchemaValidateCommand;
import io.dbbench.workloads.soe.schema.ValidationReport;
import io.dbbench.workloads.stubs.StubsSchemaInstaller;
import io.dbbench.workloads.stubs.StubsValidator;
import java.sql.SQLException;
import picocli.CommandLine.Command;

/** {@code stubs validate}: prints the checks; exit 7 when any failed, 6 when none of the stubs is there. */
@Command(
        name = "validate",
        separator = " ",
        sortOptions = false,
        description =
                "Checks the stubs: both tables, sp_stub_data's 1,000 rows, sp1..sp6 there and callable (rolled back).")
final class StubsValidateCommand extends SchemaValidateCommand<StubsSchemaInstaller> {
    StubsValidateCommand() {
        super(StubsSchemaTarget.INSTANCE);
    }

    @Override
    protected ValidationReport validate(SchemaDatabase db) throws SQLException {
        return StubsValidator.validate(db.context());
    }
}
