package io.dbbench.cli.run;

import io.dbbench.cli.console.ConsoleProgress;
import io.dbbench.cli.console.IterationProgress;
import io.dbbench.cli.console.LiveColumn;
import io.dbbench.cli.console.RunHeaders;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.measure.BenchmarkBuilder;
import io.dbbench.core.measure.BenchmarkListener;
import io.dbbench.core.measure.BenchmarkOptions;
import java.io.PrintWriter;
import java.time.ZoneId;
import java.util.List;
import java.util.function.Supplier;

/** The console's live view of a charbench-style run: the progress lines, run headers and iteration lines. */
final class ConsoleListeners {
    private ConsoleListeners() {}

    /**
     * @param benchmark the benchmark once built (null before): the console asks it for the pool's size
     *     while the run goes on, and it is built after its listeners
     * @param server the database server's processes for the {@code cpu} and {@code disk} columns, or null
     */
    static void attach(
            BenchmarkBuilder builder,
            CharbenchOptions charbench,
            RunConfig config,
            BenchmarkOptions options,
            List<LiveColumn> columns,
            ZoneId zone,
            PrintWriter out,
            Supplier<Benchmark> benchmark,
            io.dbbench.cli.console.ServerLoad server) {
        boolean colour = !charbench.noColour && System.console() != null;
        long refreshSeconds = Math.max(1, config.preferences().refreshRate().toSeconds());
        builder.listener(new ConsoleProgress(
                out,
                columns,
                zone,
                colour,
                (int) refreshSeconds,
                () -> benchmark.get() == null ? -1 : benchmark.get().activeConnections(),
                server));
        builder.listener(new RunHeaders(out));
        if (options.plan() != null) {
            IterationProgress progress = new IterationProgress(
                    out,
                    options.plan(),
                    Math.max(1, options.topologies().size()) * options.repeats(),
                    System::nanoTime);
            builder.listener((ProgressListener) progress);
            builder.listener((BenchmarkListener) progress);
        }
    }
}
