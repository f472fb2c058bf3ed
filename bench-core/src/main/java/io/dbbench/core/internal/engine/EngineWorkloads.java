package io.dbbench.core.internal.engine;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.engine.BenchmarkException;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadFileException;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The workloads of one run, opened: which provider runs each enabled transaction, the reported entries
 * (the transactions, then the statements they declared) and a fresh set of transactions per session.
 * Closing it closes every workload.
 */
final class EngineWorkloads implements AutoCloseable {
    private final WorkloadRegistry registry;
    private final Map<WorkloadProvider, Workload> opened;
    private final List<TransactionConfig> transactions;
    private final List<TransactionConfig> entries;
    /** Per transaction type, where its statements start in {@link #entries}, and how many; null if none. */
    private final int[] statementBase;

    private final int[] statementCount;

    private EngineWorkloads(
            WorkloadRegistry registry,
            Map<WorkloadProvider, Workload> opened,
            List<TransactionConfig> transactions,
            List<TransactionConfig> entries,
            int[] statementBase,
            int[] statementCount) {
        this.registry = registry;
        this.opened = opened;
        this.transactions = transactions;
        this.entries = entries;
        this.statementBase = statementBase;
        this.statementCount = statementCount;
    }

    /**
     * Opens the workload of every enabled transaction, once per provider.
     *
     * @throws BenchmarkException CONFIGURATION for an unknown class name or a file the workload cannot read,
     *     SCHEMA when the database refuses the workload (its schema is missing)
     */
    static EngineWorkloads open(
            RunConfig config, Dialect dialect, ConnectionSource connections, WorkloadRegistry registry)
            throws BenchmarkException {
        List<TransactionConfig> transactions = config.enabledTransactions();
        Map<WorkloadProvider, Workload> opened = new LinkedHashMap<>();
        WorkloadContext context =
                new WorkloadContext(connections.dataSource(), dialect, config.environment(), config.source());
        try {
            for (TransactionConfig t : transactions) {
                WorkloadProvider p = resolve(registry, t).provider();
                if (!opened.containsKey(p)) opened.put(p, p.open(context));
            }
            return withStatements(registry, opened, transactions);
        } catch (WorkloadFileException e) {
            // a file the workload reads (a statements file) is the config's mistake, not the schema's
            opened.values().forEach(Workload::close);
            throw new BenchmarkException(BenchmarkException.Kind.CONFIGURATION, e.getMessage(), e);
        } catch (SQLException e) {
            opened.values().forEach(Workload::close);
            throw new BenchmarkException(
                    BenchmarkException.Kind.SCHEMA,
                    "cannot open the workload (is its schema installed?): " + e.getMessage(),
                    e);
        } catch (BenchmarkException | RuntimeException e) {
            opened.values().forEach(Workload::close);
            throw e;
        }
    }

    /**
     * Appends the statements each transaction declared ({@link Workload#statementNames}) to the reported
     * entries, with recorders of their own: a statement is reported under its short name (prefixed with
     * its transaction's when that name is taken). Its class name is the transaction's plus
     * {@link TransactionResult#STATEMENT_MARK} and its name, which keeps it out of the run's totals.
     */
    private static EngineWorkloads withStatements(
            WorkloadRegistry registry, Map<WorkloadProvider, Workload> opened, List<TransactionConfig> transactions)
            throws BenchmarkException {
        List<TransactionConfig> all = new ArrayList<>(transactions);
        Set<String> taken = new HashSet<>();
        for (TransactionConfig t : transactions) taken.add(t.id());
        int[] base = new int[transactions.size()];
        int[] count = new int[transactions.size()];
        for (int i = 0; i < transactions.size(); i++) {
            TransactionConfig t = transactions.get(i);
            WorkloadRegistry.Resolved r = resolve(registry, t);
            List<String> names = opened.get(r.provider()).statementNames(r.transactionName());
            base[i] = all.size();
            count[i] = names.size();
            for (String name : names) {
                String id = taken.contains(name) ? t.shortName() + "." + name : name;
                taken.add(id);
                all.add(new TransactionConfig(
                        id, name, t.className() + TransactionResult.STATEMENT_MARK + name, 0, true));
            }
        }
        boolean none = all.size() == transactions.size();
        return new EngineWorkloads(
                registry, opened, transactions, List.copyOf(all), none ? null : base, none ? null : count);
    }

    private static WorkloadRegistry.Resolved resolve(WorkloadRegistry registry, TransactionConfig t)
            throws BenchmarkException {
        return registry.resolve(t.className())
                .orElseThrow(() -> new BenchmarkException(
                        BenchmarkException.Kind.CONFIGURATION,
                        "transaction '" + t.id() + "': unknown ClassName " + t.className() + "; known: "
                                + String.join(", ", registry.knownClassNames())));
    }

    /** The enabled transactions, then the statements they declared. */
    List<TransactionConfig> entries() {
        return entries;
    }

    boolean hasStatements() {
        return statementBase != null;
    }

    int[] statementBase() {
        return statementBase;
    }

    int[] statementCount() {
        return statementCount;
    }

    /** A fresh transaction object per enabled transaction, in config order: one set per session. */
    Transaction[] newTransactions() throws BenchmarkException {
        Transaction[] out = new Transaction[transactions.size()];
        for (int i = 0; i < out.length; i++) {
            WorkloadRegistry.Resolved r = resolve(registry, transactions.get(i));
            out[i] = opened.get(r.provider()).newTransaction(r.transactionName());
        }
        return out;
    }

    @Override
    public void close() {
        opened.values().forEach(Workload::close);
    }
}
