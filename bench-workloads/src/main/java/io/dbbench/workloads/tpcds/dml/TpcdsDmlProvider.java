package io.dbbench.workloads.tpcds.dml;

import io.dbbench.core.workload.DeclaredWorkloadProvider;
import io.dbbench.workloads.tpcds.schema.TpcdsSchemaInstaller;
import java.util.List;

/**
 * The six TPC-DS DML transactions (SwingBench's "TPC-DS Transactions Generator"), client-side plain JDBC
 * on the TPC-DS-like schema. Registered through {@code META-INF/services}; SwingBench's ClassNames and ours
 * resolve to it.
 */
public final class TpcdsDmlProvider extends DeclaredWorkloadProvider {
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

    public TpcdsDmlProvider() {
        super(
                NAME,
                CLASS_NAME_PREFIXES,
                TRANSACTION_NAMES,
                TpcdsDmlWorkload::open,
                TpcdsSchemaInstaller::forDialect,
                TpcdsSchemaDefinition.INSTANCE);
    }
}
