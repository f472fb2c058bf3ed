package io.dbbench.core.config;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Workload providers that only declare names, as the real ones do, with SwingBench's ClassName prefixes
 * of both generations. The reader resolves names and never opens a workload, so open() refuses.
 */
final class FakeWorkloads {
    private static final List<String> ORDER_ENTRY = List.of(
            "NewCustomerProcess",
            "UpdateCustomerDetails",
            "BrowseProducts",
            "NewOrderProcess",
            "ProcessOrders",
            "BrowseAndUpdateOrders",
            "SalesRepsOrdersQuery",
            "WarehouseOrdersQuery",
            "WarehouseActivityQuery",
            "OrdersByCountyQuery");

    private FakeWorkloads() {}

    static WorkloadRegistry registry() {
        return new WorkloadRegistry(List.of(orderEntryJdbc(), orderEntryPlsql(), stressTest()));
    }

    static WorkloadProvider orderEntryJdbc() {
        return new NamesOnly(
                "Order Entry (JDBC)",
                List.of(
                        "com.dom.benchmarking.swingbench.transactions.",
                        "com.dom.benchmarking.swingbench.benchmarks.orderentryjdbc."),
                Set.copyOf(ORDER_ENTRY));
    }

    static WorkloadProvider orderEntryPlsql() {
        Set<String> names = new HashSet<>(ORDER_ENTRY);
        names.add("NewCustomerProcessV2");
        names.add("UpdateCustomerDetailsV2");
        return new NamesOnly(
                "Order Entry (PL/SQL)",
                List.of(
                        "com.dom.benchmarking.swingbench.plsqltransactions.",
                        "com.dom.benchmarking.swingbench.benchmarks.orderentryplsql."),
                names);
    }

    static WorkloadProvider stressTest() {
        return new NamesOnly(
                "Stress Test",
                List.of(
                        "com.dom.benchmarking.swingbench.stresstest.",
                        "com.dom.benchmarking.swingbench.benchmarks.stresstest."),
                Set.of("StressTestInsert", "StressTestSelect", "StressTestUpdate", "StressTestDelete"));
    }

    private record NamesOnly(String name, List<String> classNamePrefixes, Set<String> transactionNames)
            implements WorkloadProvider {
        @Override
        public Workload open(WorkloadContext context) {
            throw new UnsupportedOperationException("test fake '" + name + "' declares names only");
        }

        @Override
        public SchemaInstaller schemaInstaller(Dialect dialect) {
            throw new UnsupportedOperationException("test fake '" + name + "' declares names only");
        }
    }
}
