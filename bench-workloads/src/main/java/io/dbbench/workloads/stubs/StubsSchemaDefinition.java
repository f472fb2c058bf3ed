package io.dbbench.workloads.stubs;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.workloads.bulk.DeclaredSchemaDefinition;
import io.dbbench.workloads.bulk.InstallerSchema;

/**
 * The stored-procedure stubs SP1..SP6 and their two tables, for {@code Stored_Procedure_Stubs.xml}, as
 * {@code stubs create | validate | drop}: created whole (no scale), absent when none of the data table and six
 * functions is there, partial when some are missing.
 */
public final class StubsSchemaDefinition extends DeclaredSchemaDefinition {
    public static final StubsSchemaDefinition INSTANCE = new StubsSchemaDefinition();

    private StubsSchemaDefinition() {
        super(
                "stubs",
                "stored-procedure stubs",
                new Help(
                        "Creates, validates or drops the stored-procedure stubs SP1..SP6 (two small tables, six functions).",
                        "Installs tables sp_stub_data (1,000 rows), sp_stub_log and functions sp1..sp6.",
                        "-u bench -p bench",
                        "Checks the stubs: both tables, sp_stub_data's 1,000 rows, sp1..sp6 there and callable (rolled back).",
                        "Drops functions sp1..sp6 and tables sp_stub_data, sp_stub_log (complete or partial).",
                        "drop and reinstall stubs that are already complete"),
                null,
                false);
    }

    /** A function missing: the stubs are not there, so create (and a run's --create) reinstalls them. */
    @Override
    public boolean repairsPartial() {
        return true;
    }

    @Override
    public String plan(Create create) {
        return "tables sp_stub_data, sp_stub_log and functions sp1..sp6";
    }

    @Override
    public Schema forDialect(Dialect dialect) {
        return InstallerSchema.of(
                StubsSchemaInstaller.forDialect(dialect), (installer, context) -> StubsValidator.validate(context));
    }
}
