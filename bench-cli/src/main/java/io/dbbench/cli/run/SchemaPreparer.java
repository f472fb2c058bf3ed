package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.LogonFailure;
import io.dbbench.cli.schema.StatementsSchemaHint;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.internal.engine.ConnectionSource;
import io.dbbench.core.internal.engine.PooledConnectionSource;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The schemas a run's config needs, resolved once from its transactions (and the TPC-DS statements
 * hint): their --scale checked before anything connects, then, on one set-up pool, created when missing
 * (--embedded, --create) or checked to be there (otherwise). The set-up pool is sized to the loader, not
 * to the run's users: a load with more threads than users would wait for connections nobody returns.
 */
final class SchemaPreparer {
    /** Opens the set-up pool; a test gives its own. */
    @FunctionalInterface
    interface PoolOpener {
        ConnectionSource open(String jdbcUrl, ConnectionConfig connection, int connections, String poolName)
                throws SQLException;
    }

    static final String SETUP_POOL = "dbbench-setup";
    static final PoolOpener POOLED = PooledConnectionSource::open;

    private final List<WorkloadProvider> providers;
    private final List<String> transactionWorkloads;
    private final int loaderThreads;
    private final PoolOpener opener;

    SchemaPreparer(
            List<WorkloadProvider> providers, List<String> transactionWorkloads, int loaderThreads, PoolOpener opener) {
        this.providers = List.copyOf(providers);
        this.transactionWorkloads = List.copyOf(transactionWorkloads);
        this.loaderThreads = loaderThreads;
        this.opener = opener;
    }

    /** Resolves the config's workloads once; loads with a thread per core, as {@code soe create} does. */
    static SchemaPreparer of(RunConfig config, WorkloadRegistry registry) {
        Set<WorkloadProvider> transactions = new LinkedHashSet<>();
        for (TransactionConfig t : config.enabledTransactions()) {
            registry.resolve(t.className()).ifPresent(r -> transactions.add(r.provider()));
        }
        return new SchemaPreparer(
                schemaProviders(config, registry, transactions),
                transactions.stream().map(WorkloadProvider::name).toList(),
                Math.max(1, Runtime.getRuntime().availableProcessors()),
                POOLED);
    }

    /** The workloads whose schemas the run needs. */
    List<WorkloadProvider> providers() {
        return providers;
    }

    /** The names of the workloads of the enabled transactions, in config order: the run's metrics tag. */
    List<String> transactionWorkloads() {
        return transactionWorkloads;
    }

    /**
     * Connections the set-up pool holds: one per loader thread (each holds its own for the whole load) and
     * one for the schema checks, or the run's users when they are more (a larger pool costs nothing).
     */
    int setupConnections(int users) {
        return Math.max(Math.max(1, users), loaderThreads + 1);
    }

    /**
     * --embedded / --create: the scale each workload's schema would be created at is checked before anything
     * connects or starts: a positive number, within the range of a schema that cannot be made smaller
     * ({@link SchemaDefinition.Scale#minForRuns()}: the TPC-DS-like one), at most {@link SchemaInstaller#MAX_SCALE}.
     */
    void checkScale(double scale) throws CliException {
        if (!(scale > 0) || Double.isInfinite(scale)) {
            throw new CliException(ExitCodes.BAD_USAGE, "option --scale: must be a positive number, was " + scale);
        }
        for (WorkloadProvider p : providers) {
            SchemaDefinition.Scale range =
                    p.schema().map(SchemaDefinition::scale).orElse(null);
            if (range != null && range.minForRuns() && !(scale >= range.min() && scale <= range.max())) {
                throw new CliException(
                        ExitCodes.BAD_USAGE,
                        String.format(
                                Locale.ROOT,
                                "option --scale: the %s schema is created at a scale between %s and %s, was %s",
                                p.name(),
                                range.min(),
                                range.max(),
                                scale));
            }
        }
        checkScaleBound(scale);
    }

    /** --scale for --create/--embedded, checked before anything connects: the bound every workload's create shares. */
    static void checkScaleBound(double scale) throws CliException {
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
     * One pool first: proves the database answers, and prepares the schema before any timed run. An
     * embedded database always gets its schema created, in as much room as its temporary directory has.
     */
    void prepare(DatabaseTarget target, RunConfig config, boolean createRequested, double scale, PrintWriter out)
            throws CliException {
        prepare(
                target.jdbcUrl(),
                target.dialect(),
                target.describe(),
                config,
                target.isEmbedded() || createRequested,
                scale,
                target.isEmbedded() ? freeBytes(Path.of(System.getProperty("java.io.tmpdir"))) : -1,
                out);
    }

    /**
     * The one set-up step before any timed run: opens the set-up pool (which proves the database answers),
     * then creates the missing schemas ({@code create}) or requires them present.
     *
     * @param freeBytes the disk free where the database keeps its files (the embedded one), -1 when unknown
     */
    void prepare(
            String jdbcUrl,
            Dialect dialect,
            String database,
            RunConfig config,
            boolean create,
            double scale,
            long freeBytes,
            PrintWriter out)
            throws CliException {
        long startNanos = System.nanoTime();
        try (ConnectionSource pool = opener.open(
                jdbcUrl, config.connection(), setupConnections(config.load().users()), SETUP_POOL)) {
            WorkloadContext context = new WorkloadContext(pool.dataSource(), dialect, config.environment());
            if (create) {
                createMissing(context, dialect, scale, freeBytes, out);
            } else {
                requirePresent(context, dialect, database);
            }
        } catch (SQLException e) {
            throw LogonFailure.cannotConnect(
                    config.connection().connectString(),
                    database,
                    config.connection().userName(),
                    e,
                    Duration.ofNanos(System.nanoTime() - startNanos));
        }
    }

    /**
     * Without --create: every workload's schema must be there before the run is announced, else one line
     * says how to create it. A workload that cannot tell (no installer for the dialect, a query that fails)
     * is left to the run, which names what it could not open.
     */
    private void requirePresent(WorkloadContext context, Dialect dialect, String database) throws CliException {
        for (WorkloadProvider p : providers) {
            boolean present;
            String partial;
            try {
                SchemaInstaller installer = p.schemaInstaller(dialect);
                present = installer.exists(context);
                partial = present ? null : installer.partial(context);
            } catch (UnsupportedOperationException | SQLException cannotTell) {
                continue;
            }
            if (!present)
                throw new CliException(ExitCodes.SCHEMA_MISSING, notThere(p.name(), commandOf(p), partial, database));
        }
    }

    private void createMissing(WorkloadContext context, Dialect dialect, double scale, long freeBytes, PrintWriter out)
            throws CliException {
        for (WorkloadProvider p : providers) {
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
                    throw new CliException(
                            ExitCodes.SCHEMA_MISSING, notThere(p.name(), commandOf(p), partial, "the database"));
                checkDisk(p, installer, scale, freeBytes);
            } catch (SQLException e) {
                throw new CliException(
                        ExitCodes.SCHEMA_MISSING, "cannot create the " + p.name() + " schema: " + e.getMessage(), e);
            }
            long start = System.nanoTime();
            out.printf(Locale.ROOT, "Creating the %s schema at scale %s ...%n", p.name(), scale);
            out.flush();
            try {
                installer.create(
                        context,
                        new InstallOptions(
                                scale,
                                loaderThreads,
                                InstallOptions.DEFAULT_SEED,
                                io.dbbench.core.workload.LoadProgress.NONE));
            } catch (SQLException e) {
                throw new CliException(ExitCodes.LOAD_FAILED, loadFailed(p.name(), commandOf(p), e.getMessage()), e);
            }
            out.printf(Locale.ROOT, "Created the %s schema in %.1f s%n", p.name(), (System.nanoTime() - start) / 1e9);
        }
    }

    private static void checkDisk(WorkloadProvider p, SchemaInstaller installer, double scale, long freeBytes)
            throws CliException {
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
    }

    /**
     * A create that stopped part way: what failed, and that what it left must be dropped before the next.
     *
     * @param command the bench-cli command of the workload's schema, null for none
     */
    static String loadFailed(String workload, String command, String cause) {
        return "loading the " + workload + " schema failed part way, leaving it half-loaded: " + cause + "; "
                + (command != null
                        ? "drop it with 'dbbench " + command
                                + " drop -cs <connect> -u <user> -p <password>', then run this command again"
                        : "drop its tables, then run this command again");
    }

    /**
     * Why a run cannot start on this schema, and what to do: an absent one is created with --create; a
     * half-loaded one is refused by --create as well (it will not load over rows of unknown state), so it
     * must be dropped and loaded again.
     *
     * @param command the bench-cli command of the workload's schema, null for none
     */
    static String notThere(String workload, String command, String partial, String database) {
        if (partial != null) {
            return "the " + workload + " schema in " + database + " is half-loaded, " + partial + ", as a create that"
                    + " stopped part way leaves it: "
                    + (command != null
                            ? "drop and load it again with 'dbbench " + command
                                    + " create --replace -cs <connect> -u <user> -p <password> --scale 1'"
                                    + " (or '" + command + " drop', then this command again)"
                            : "drop its tables, then run this command again with --create");
        }
        String how = command != null && command.equals("soe")
                ? ", or once with 'dbbench soe create -cs <connect> -u <user> -p <password> --scale 1'"
                : "";
        return "the " + workload + " schema is not in " + database + ": create it with --create on this command"
                + " (--scale sets its size)" + how;
    }

    /** The bench-cli command that creates and drops a workload's schema with --replace, null for none. */
    private static String commandOf(WorkloadProvider provider) {
        return provider.schema().map(SchemaDefinition::command).orElse(null);
    }

    /** Where the embedded database keeps its files: the disk a schema's load fills; -1 when unknown. */
    static long freeBytes(java.nio.file.Path dir) {
        try {
            return java.nio.file.Files.getFileStore(dir).getUsableSpace();
        } catch (java.io.IOException e) {
            return -1;
        }
    }

    /** The transactions' workloads, with the TPC-DS-like one in the statement runner's place when hinted. */
    private static List<WorkloadProvider> schemaProviders(
            RunConfig config, WorkloadRegistry registry, Set<WorkloadProvider> transactions) {
        Set<WorkloadProvider> providers = new LinkedHashSet<>();
        boolean hinted = StatementsSchemaHint.providerFor(config, registry)
                .map(providers::add)
                .isPresent();
        providers.addAll(transactions);
        // the statement runner has no schema of its own: with a workload's statements file, the hint's is the one
        if (hinted) providers.removeIf(p -> p.schema().isEmpty());
        return List.copyOf(providers);
    }
}
