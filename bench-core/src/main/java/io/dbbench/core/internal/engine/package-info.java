/**
 * The load engine: users, their connections, timing and recording. Most callers never touch it directly:
 * the measure package's {@code Benchmark} runs it.
 *
 * <h2>Public API</h2>
 * <ul>
 *   <li>Running a load: {@link io.dbbench.core.internal.engine.LoadEngine}, shaped by a
 *       {@link io.dbbench.core.internal.engine.RunShape} (its {@link io.dbbench.core.internal.engine.ServicePool services} and their
 *       {@link io.dbbench.core.internal.engine.ConnectionPolicy}: users who hold a connection, or borrow one per
 *       transaction), {@link io.dbbench.core.internal.engine.EngineOptions} (with its {@link io.dbbench.core.internal.engine.Clock}
 *       and {@link io.dbbench.core.engine.StartGate}), and {@link io.dbbench.core.engine.BenchmarkException}
 *       when a run cannot start.</li>
 *   <li>Watching a load: {@link io.dbbench.core.engine.ProgressListener} and the
 *       {@link io.dbbench.core.engine.ProgressSnapshot} it gets once per interval.</li>
 *   <li>Connections: {@link io.dbbench.core.internal.engine.ConnectionSource} and its implementations,
 *       {@link io.dbbench.core.internal.engine.DirectConnectionSource} (each user its own connection, opened in
 *       parallel), {@link io.dbbench.core.internal.engine.PooledConnectionSource} (a HikariCP pool: topology services,
 *       SwingBench's pooled mode, set-up work) and {@link io.dbbench.core.internal.engine.ApplicationConnections}
 *       (code benchmarks on the application's own connections).</li>
 * </ul>
 * Public but internal ({@link io.dbbench.core.Internal}, left out of the javadoc, may change without
 * notice): {@code EngineProbe} (a session's pick, time and record step, for bench-jmh's
 * {@code EngineOverheadBenchmark}) and {@code StandaloneSession} (the context an engine session gives its
 * transactions, on a caller's connection, for JMH benchmarks and tests that drive transactions by hand).
 * Everything else here (sessions, their context, recorders, statistics, the run's shared state) is
 * package-private: it may change without notice.
 */
package io.dbbench.core.internal.engine;
