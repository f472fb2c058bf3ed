package io.dbbench.workloads.stubs;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * SwingBench's stored-procedure stubs ({@code Stored_Procedure_Stubs.xml}): transactions
 * {@code StoredProcedure1..6}, each calling our function SP1..SP6 ({@link StubsSchemaInstaller}).
 */
public final class StubsProvider implements WorkloadProvider {
    public static final String NAME = "Stored Procedure Stubs";
    public static final List<String> CLASS_NAME_PREFIXES = List.of(
            "com.dom.benchmarking.swingbench.storedprocedures.",
            "com.dom.benchmarking.swingbench.benchmarks.storedprocedures.",
            "io.dbbench.workloads.stubs.");
    private static final Set<String> NAMES;

    static {
        Set<String> names = new LinkedHashSet<>();
        for (int i = 1; i <= 6; i++) names.add("StoredProcedure" + i);
        NAMES = Collections.unmodifiableSet(names);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> classNamePrefixes() {
        return CLASS_NAME_PREFIXES;
    }

    @Override
    public Set<String> transactionNames() {
        return NAMES;
    }

    @Override
    public Workload open(WorkloadContext context) throws SQLException {
        // fails with the database's "does not exist" when the stubs are not installed: reported as a missing schema
        try (Connection c = context.dataSource().getConnection();
                Statement s = c.createStatement()) {
            s.executeQuery("SELECT COUNT(*) FROM " + StubsSchemaInstaller.DATA_TABLE)
                    .close();
            if (!c.getAutoCommit()) c.rollback();
        }
        return name -> new StoredProcedureCall(Integer.parseInt(name.substring("StoredProcedure".length())));
    }

    @Override
    public SchemaInstaller schemaInstaller(Dialect dialect) {
        return StubsSchemaInstaller.forDialect(dialect);
    }

    @Override
    public Optional<SchemaDefinition> schema() {
        return Optional.of(StubsSchemaDefinition.INSTANCE);
    }
}
