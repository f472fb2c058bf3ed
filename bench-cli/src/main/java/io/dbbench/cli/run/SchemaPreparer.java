package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.workloads.statements.StatementRunnerProvider;
import io.dbbench.workloads.tpcds.dml.TpcdsDmlProvider;
import io.dbbench.workloads.tpcds.schema.TpcdsVolumes;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import javax.sql.DataSource;

/**
 * Creates the schema of each workload a config uses, when it is missing (--embedded, --create), or checks
 * that it is there (otherwise).
 */
final class SchemaPreparer {
    private SchemaPreparer() {}

    /**
     * Without --create: every workload's schema must be there before the run is announced, else one line
     * says how to create it. A workload that cannot tell (no installer for the dialect, a query that fails)
     * is left to the run, which names what it could not open.
     */
    static void requirePresent(
            RunConfig config, WorkloadRegistry registry, DataSource dataSource, Dialect dialect, String database)
            throws CliException {
        WorkloadContext context = new WorkloadContext(dataSource, dialect, config.environment());
        for (WorkloadProvider p : providers(config, registry)) {
            boolean present;
            String partial;
            try {
                SchemaInstaller installer = p.schemaInstaller(dialect);
                present = installer.exists(context);
                partial = present ? null : installer.partial(context);
            } catch (UnsupportedOperationException | SQLException cannotTell) {
                continue;
            }
            if (!present) throw new CliException(ExitCodes.SCHEMA_MISSING, notThere(p.name(), partial, database));
        }
    }

    /**
     * Why a run cannot start on this schema, and what to do: an absent one is created with --create; a
     * half-loaded one is refused by --create as well (it will not load over rows of unknown state), so it
     * must be dropped and loaded again.
     */
    static String notThere(String workload, String partial, String database) {
        boolean soe = workload.startsWith("Order Entry");
        if (partial != null) {
            return "the " + workload + " schema in " + database + " is half-loaded, " + partial + ", as a create that"
                    + " stopped part way leaves it: "
                    + (soe
                            ? "drop and load it again with 'java -jar bench-cli.jar soe create --replace -cs <connect> -u <user> -p <password> --scale 1'"
                            : "drop its tables, then run this command again with --create");
        }
        String how = soe
                ? ", or once with 'java -jar bench-cli.jar soe create -cs <connect> -u <user> -p <password> --scale 1'"
                : "";
        return "the " + workload + " schema is not in " + database + ": create it with --create on this command"
                + " (--scale sets its size)" + how;
    }

    /**
     * --embedded / --create: the scale each workload's schema would be created at is checked before anything
     * connects or starts (the TPC-DS-like schema takes the range 'tpcds create' takes).
     */
    static void checkScale(RunConfig config, WorkloadRegistry registry, double scale) throws CliException {
        if (!(scale > 0) || Double.isInfinite(scale)) {
            throw new CliException(ExitCodes.BAD_USAGE, "option --scale: must be a positive number, was " + scale);
        }
        for (WorkloadProvider p : providers(config, registry)) {
            if (p instanceof TpcdsDmlProvider
                    && !(scale >= TpcdsVolumes.MIN_SCALE && scale <= TpcdsVolumes.MAX_SCALE)) {
                throw new CliException(
                        ExitCodes.BAD_USAGE,
                        String.format(
                                Locale.ROOT,
                                "option --scale: the %s schema is created at a scale between %s and %s, was %s",
                                p.name(),
                                TpcdsVolumes.MIN_SCALE,
                                TpcdsVolumes.MAX_SCALE,
                                scale));
            }
        }
    }

    /** Where the embedded database keeps its files: the disk a schema's load fills; -1 when unknown. */
    static long freeBytes(java.nio.file.Path dir) {
        try {
            return java.nio.file.Files.getFileStore(dir).getUsableSpace();
        } catch (java.io.IOException e) {
            return -1;
        }
    }

    private static Set<WorkloadProvider> providers(RunConfig config, WorkloadRegistry registry) {
        Set<WorkloadProvider> providers = new LinkedHashSet<>();
        boolean hinted = io.dbbench.cli.tpcds.TpcdsSchemaHint.providerFor(config, registry)
                .map(providers::add)
                .isPresent();
        for (TransactionConfig t : config.enabledTransactions()) {
            registry.resolve(t.className()).ifPresent(r -> providers.add(r.provider()));
        }
        // the statement runner has no schema of its own: with the TPC-DS statements file, the hint's is the one
        if (hinted) providers.removeIf(p -> p instanceof StatementRunnerProvider);
        return providers;
    }

    /** --scale for --create/--embedded, checked before anything connects: the bound every workload's create shares. */
    static void checkScale(double scale) throws CliException {
        if (!(scale > 0 && scale <= SchemaInstaller.MAX_SCALE)) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    String.format(
                            Locale.ROOT,
                            "option --scale: must be above 0 and at most %s, was %s",
                            SchemaInstaller.MAX_SCALE,
                            scale));
        }
    }

    /**
     * @param freeBytes the disk free where the database keeps its files (the embedded one), -1 when unknown:
     *                  a scale whose estimated size is larger is refused before a row is written
     */
    static void createMissing(
            RunConfig config,
            WorkloadRegistry registry,
            DataSource dataSource,
            Dialect dialect,
            double scale,
            long freeBytes,
            PrintWriter out)
            throws CliException {
        checkScale(scale);
        WorkloadContext context = new WorkloadContext(dataSource, dialect, config.environment());
        for (WorkloadProvider p : providers(config, registry)) {
            SchemaInstaller installer;
            try {
                installer = p.schemaInstaller(dialect);
            } catch (UnsupportedOperationException e) {
                throw new CliException(ExitCodes.SCHEMA_MISSING, e.getMessage(), e);
            }
            try {
                if (installer.exists(context)) continue;
                String partial = installer.partial(context);
                if (partial != null)
                    throw new CliException(ExitCodes.SCHEMA_MISSING, notThere(p.name(), partial, "the database"));
                long needed = installer.estimatedBytes(scale);
                if (freeBytes >= 0 && needed > freeBytes) {
                    throw new CliException(
                            ExitCodes.BAD_USAGE,
                            String.format(
                                    Locale.ROOT,
                                    "option --scale: the %s schema at"
                                            + " scale %s needs about %s of disk, but only %s is free where the embedded database lives",
                                    p.name(),
                                    scale,
                                    HostLimits.size(needed),
                                    HostLimits.size(freeBytes)));
                }
                long start = System.nanoTime();
                out.printf(Locale.ROOT, "Creating the %s schema at scale %s ...%n", p.name(), scale);
                out.flush();
                installer.create(context, scale);
                out.printf(
                        Locale.ROOT, "Created the %s schema in %.1f s%n", p.name(), (System.nanoTime() - start) / 1e9);
            } catch (SQLException e) {
                throw new CliException(
                        ExitCodes.SCHEMA_MISSING, "cannot create the " + p.name() + " schema: " + e.getMessage(), e);
            }
        }
    }
}
