package io.dbbench.cli;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;

import javax.sql.DataSource;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/** Creates the schema of each workload a config uses, when it is missing (--embedded, --create). */
final class SchemaPreparer {
    private SchemaPreparer() {
    }

    static void createMissing(RunConfig config, WorkloadRegistry registry, DataSource dataSource, Dialect dialect,
                              double scale, PrintWriter out) throws CliException {
        if (!(scale > 0) || Double.isInfinite(scale)) {
            throw new CliException(ExitCodes.BAD_USAGE, "option --scale: must be a positive number, was " + scale);
        }
        Set<WorkloadProvider> providers = new LinkedHashSet<>();
        io.dbbench.cli.tpcds.TpcdsSchemaHint.providerFor(config, registry).ifPresent(providers::add);
        for (TransactionConfig t : config.enabledTransactions()) {
            registry.resolve(t.className()).ifPresent(r -> providers.add(r.provider()));
        }
        WorkloadContext context = new WorkloadContext(dataSource, dialect, config.environment());
        for (WorkloadProvider p : providers) {
            SchemaInstaller installer;
            try {
                installer = p.schemaInstaller(dialect);
            } catch (UnsupportedOperationException e) {
                throw new CliException(ExitCodes.SCHEMA_MISSING, e.getMessage(), e);
            }
            try {
                if (installer.exists(context)) continue;
                long start = System.nanoTime();
                out.printf(Locale.ROOT, "Creating the %s schema at scale %s ...%n", p.name(), scale);
                out.flush();
                installer.create(context, scale);
                out.printf(Locale.ROOT, "Created the %s schema in %.1f s%n", p.name(), (System.nanoTime() - start) / 1e9);
            } catch (SQLException e) {
                throw new CliException(ExitCodes.SCHEMA_MISSING, "cannot create the " + p.name() + " schema: " + e.getMessage(), e);
            }
        }
    }
}
