package io.dbbench.workloads.stubs;

import io.dbbench.core.workload.DeclaredWorkloadProvider;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.stream.IntStream;

/**
 * SwingBench's stored-procedure stubs ({@code Stored_Procedure_Stubs.xml}): transactions
 * {@code StoredProcedure1..6}, each calling our function SP1..SP6 ({@link StubsSchemaInstaller}).
 */
public final class StubsProvider extends DeclaredWorkloadProvider {
    public static final String NAME = "Stored Procedure Stubs";
    public static final List<String> CLASS_NAME_PREFIXES = List.of(
            "com.dom.benchmarking.swingbench.storedprocedures.",
            "com.dom.benchmarking.swingbench.benchmarks.storedprocedures.",
            "io.dbbench.workloads.stubs.");

    public StubsProvider() {
        super(
                NAME,
                CLASS_NAME_PREFIXES,
                IntStream.rangeClosed(1, 6).mapToObj(i -> "StoredProcedure" + i).toList(),
                StubsProvider::openAfterCheck,
                StubsSchemaInstaller::forDialect,
                StubsSchemaDefinition.INSTANCE);
    }

    private static Workload openAfterCheck(WorkloadContext context) throws SQLException {
        // fails with the database's "does not exist" when the stubs are not installed: reported as a missing schema
        try (Connection c = context.dataSource().getConnection();
                Statement s = c.createStatement()) {
            s.executeQuery("SELECT COUNT(*) FROM " + StubsSchemaInstaller.DATA_TABLE)
                    .close();
            if (!c.getAutoCommit()) c.rollback();
        }
        return name -> new StoredProcedureCall(Integer.parseInt(name.substring("StoredProcedure".length())));
    }
}
