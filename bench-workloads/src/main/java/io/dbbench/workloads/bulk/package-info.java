/**
 * What every workload's schema loader shares: rows streamed into PostgreSQL's binary COPY
 * ({@link io.dbbench.workloads.bulk.PgBinaryCopy}, {@link io.dbbench.workloads.bulk.CopyBinaryWriter}) or
 * into committed JDBC array batches elsewhere ({@link io.dbbench.workloads.bulk.JdbcBatch}), tasks spread
 * over loader threads with a connection each ({@link io.dbbench.workloads.bulk.ParallelJdbc}), the
 * SplitMix64 hashing that makes generated data independent of threads and JDKs
 * ({@link io.dbbench.workloads.bulk.SplitMix64}), and what a database holds of a schema
 * ({@link io.dbbench.workloads.bulk.SchemaStatus}). The workloads keep their tables and row generators.
 */
package io.dbbench.workloads.bulk;
