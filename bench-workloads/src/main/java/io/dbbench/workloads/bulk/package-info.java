/**
 * Bulk loading, what every workload's schema installer shares: the loaded tables' column layouts
 * ({@link io.dbbench.workloads.bulk.BulkTable}); one {@link io.dbbench.workloads.bulk.RowSink} the row
 * generators write to, sent by binary COPY on PostgreSQL ({@link io.dbbench.workloads.bulk.CopyBinarySink})
 * or bound to JDBC batches and statements elsewhere ({@link io.dbbench.workloads.bulk.JdbcRowSink}); one
 * chunked parallel loader ({@link io.dbbench.workloads.bulk.ChunkedLoader}) over loader threads with a
 * connection each ({@link io.dbbench.workloads.bulk.ParallelJdbc}); the installers' base
 * ({@link io.dbbench.workloads.bulk.DialectSchemaInstaller}: dialect folder, absent / partial / complete
 * {@link io.dbbench.workloads.bulk.SchemaStatus}, DDL scripts, keys and indexes) and load-state marker
 * ({@link io.dbbench.workloads.bulk.LoadStateTable}); and the SplitMix64 hashing that makes generated data
 * independent of threads and JDKs ({@link io.dbbench.workloads.bulk.SplitMix64}). The workloads keep their
 * tables, row generators and the order their creates run in. ({@link io.dbbench.workloads.bulk.RunIds},
 * the ids a run's transactions hand out, lives here too.)
 */
package io.dbbench.workloads.bulk;
