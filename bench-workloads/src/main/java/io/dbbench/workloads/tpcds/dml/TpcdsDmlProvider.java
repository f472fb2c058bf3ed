package io.dbbench.workloads.tpcds.dml;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.workloads.tpcds.schema.TpcdsSchemaInstaller;
import java.sql.SQLException;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The six TPC-DS DML transactions (SwingBench's "TPC-DS Transactions Generator"), client-side plain JDBC
 * on the TPC-DS-like schema. Registered through {@code META-INF/services}; SwingBench's ClassNames and ours
 * resolve to it.
 */
public final class TpcdsDmlProvider implements WorkloadProvider {
    public static final String NAME = "TPC-DS-like";
    public static final String NEW_CATALOG_SALES = "NewCatalogSales";
    public static final String NEW_STORE_SALES = "NewStoreSales";
    public static final String NEW_WEB_SALES = "NewWebSales";
    public static final String UPDATE_CATALOG_SALES = "UpdateCatalogSales";
    public static final String UPDATE_STORE_SALES = "UpdateStoreSales";
    public static final String UPDATE_WEB_SALES = "UpdateWebSales";
    public static final List<String> TRANSACTION_NAMES = List.of(
            NEW_CATALOG_SALES,
            NEW_STORE_SALES,
            NEW_WEB_SALES,
            UPDATE_CATALOG_SALES,
            UPDATE_STORE_SALES,
            UPDATE_WEB_SALES);
    public static final List<String> CLASS_NAME_PREFIXES =
            List.of("com.dom.benchmarking.swingbench.benchmarks.tpcdstransactions.", "io.dbbench.workloads.tpcds.dml.");
    private static final Set<String> TRANSACTION_NAME_SET =
            Collections.unmodifiableSet(new LinkedHashSet<>(TRANSACTION_NAMES));

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
        return TRANSACTION_NAME_SET;
    }

    @Override
    public Workload open(WorkloadContext context) throws SQLException {
        return TpcdsDmlWorkload.open(context);
    }

    /** The TPC-DS-like schema installer; PostgreSQL and Oracle. */
    @Override
    public SchemaInstaller schemaInstaller(Dialect dialect) {
        return TpcdsSchemaInstaller.forDialect(dialect);
    }

    @Override
    public Optional<SchemaDefinition> schema() {
        return Optional.of(TpcdsSchemaDefinition.INSTANCE);
    }
}
