package io.dbbench.jmh.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.WorkloadRegistry;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** What the states say when used wrongly; their work against a database is tested in src/it (JmhStateIT). */
class StatesWithoutDatabaseTest {
    @Test
    void aUrlOfNoKnownDatabaseIsRefusedBeforeConnecting() {
        Properties p = new Properties();
        p.setProperty("dbbench.url", "jdbc:mysql://db/x?password=s3cret");
        DatabaseSettings settings = DatabaseSettings.from(p, Map.of());
        DatabaseState db = new DatabaseState();
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> db.open(settings, 1, WorkloadRegistry.load()));
        assertTrue(e.getMessage().contains("jdbc:mysql:"), e.getMessage());
        assertTrue(!e.getMessage().contains("s3cret"), e.getMessage());
        db.close();
    }

    @Test
    void statesThatAreNotOpenSaySo() {
        assertThrows(IllegalStateException.class, () -> new DatabaseState().dialect());
        assertThrows(IllegalStateException.class, () -> new SessionState().context());
        assertThrows(IllegalStateException.class, () -> new WorkloadTransactionState().execute());
    }

    @Test
    void theExampleTransactionParameterDefaultsToBrowseProductsByItsSwingBenchClassName() {
        assertEquals(
                "com.dom.benchmarking.swingbench.benchmarks.orderentryjdbc.BrowseProducts",
                WorkloadTransactionState.DEFAULT_TRANSACTION);
        assertEquals(
                "BrowseProducts",
                TransactionNames.resolve(WorkloadRegistry.load(), WorkloadTransactionState.DEFAULT_TRANSACTION)
                        .transactionName());
    }
}
