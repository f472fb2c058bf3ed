package io.dbbench.jmh.state;

import io.dbbench.core.workload.Transaction;
import java.sql.SQLException;
import org.openjdk.jmh.annotations.Param;

/**
 * One of dbbench's workload transactions, chosen with {@code -p transaction=NAME}: a SwingBench or dbbench
 * ClassName as in a config ({@code com.dom.benchmarking.swingbench.benchmarks.orderentryjdbc.NewOrderProcess}),
 * or a bare name that only one workload has ({@code StressTestInsert}); see {@link TransactionNames}.
 * Several values ({@code -p transaction=A,B}) measure each in turn, as JMH does with any parameter.
 */
public class WorkloadTransactionState extends TransactionState {
    /** Order Entry's Browse Products (client-side), by its SwingBench 2.7 ClassName: the default of the example. */
    public static final String DEFAULT_TRANSACTION =
            "com.dom.benchmarking.swingbench.benchmarks.orderentryjdbc.BrowseProducts";

    @Param(DEFAULT_TRANSACTION)
    public String transaction;

    @Override
    protected Transaction newTransaction(DatabaseState database) throws SQLException {
        return database.newTransaction(transaction);
    }
}
