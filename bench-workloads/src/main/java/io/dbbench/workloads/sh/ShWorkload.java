package io.dbbench.workloads.sh;

import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.Workload;
import java.util.Arrays;
import java.util.stream.Collectors;

/** The Sales History workload opened for one run: read-only, so its sessions share nothing but the queries' text. */
record ShWorkload(ShQueries queries) implements Workload {
    @Override
    public Transaction newTransaction(String transactionName) {
        for (ShTransaction t : ShTransaction.values()) {
            if (t.simpleClassName().equals(transactionName)) return ShQuery.of(t, queries.sql(t));
        }
        throw new IllegalArgumentException("Sales History has no transaction '" + transactionName + "'; known: "
                + Arrays.stream(ShTransaction.values())
                        .map(ShTransaction::simpleClassName)
                        .collect(Collectors.joining(", ")));
    }
}
