package io.dbbench.workloads.callingcircle;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.workloads.bulk.DeclaredSchemaDefinition;
import io.dbbench.workloads.bulk.InstallerSchema;
import java.util.List;
import java.util.Locale;

/**
 * The Calling Circle schema (tables {@code cc_*}) for {@code cc create | validate | drop}: rows from a fixed seed,
 * loaded on one thread per core.
 */
public final class CcSchemaDefinition extends DeclaredSchemaDefinition {
    public static final CcSchemaDefinition INSTANCE = new CcSchemaDefinition();

    /** 1,000 customers: fewer leaves the run's updates queueing on a handful of customers' row locks. */
    static final double MIN_SCALE = 0.001;

    private CcSchemaDefinition() {
        super(
                "cc",
                CcProvider.NAME,
                help(
                        CcProvider.NAME,
                        "customers, accounts, calls and calling circles: the cc_* tables",
                        "Creates the Calling Circle tables, loads them, then builds their keys, indexes and statistics.",
                        "-u bench -p bench --scale 0.1",
                        "Checks the Calling Circle schema: tables, keys and indexes, customers, one account each,"
                                + " circle members and calls naming customers, and every balance matching its calls.",
                        Help.REPLACE_SCHEMA),
                fractionalScale(
                        "1 = 1,000,000 customers, 5,000,000 circle members, 10,000,000 calls (~3 GB with"
                                + " indexes and log)",
                        MIN_SCALE),
                true);
    }

    @Override
    public List<String> aliases() {
        return List.of("callingcircle");
    }

    @Override
    public String plan(Create create) {
        CcVolumes volumes = CcVolumes.of(create.scale());
        return String.format(
                Locale.ROOT,
                "%,d customers, %,d calls, %,d rows in all",
                volumes.customers(),
                volumes.rows(CcTable.CALLS),
                volumes.totalRows());
    }

    @Override
    public Schema forDialect(Dialect dialect) {
        return InstallerSchema.of(
                CcSchemaInstaller.forDialect(dialect),
                (installer, context) -> new CcValidator(installer).validate(context));
    }
}
