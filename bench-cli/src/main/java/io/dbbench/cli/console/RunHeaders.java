package io.dbbench.cli.console;

import io.dbbench.core.config.Topology;
import io.dbbench.core.measure.BenchmarkListener;
import io.dbbench.core.result.RunResult;
import java.io.PrintWriter;

/** One line before each run of a benchmark with topologies or repeats, so the live lines can be told apart. */
public final class RunHeaders implements BenchmarkListener {
    private final PrintWriter out;

    public RunHeaders(PrintWriter out) {
        this.out = out;
    }

    @Override
    public void runStarting(Topology topology, int users, int repeat, int repeats) {
        if (topology == null && repeats == 1) return;
        StringBuilder line = new StringBuilder("== ");
        if (topology != null) {
            line.append("topology ")
                    .append(topology)
                    .append(": ")
                    .append(topology.services())
                    .append(" service(s) x ")
                    .append(topology.connectionsPerService())
                    .append(" connection(s), ")
                    .append(users)
                    .append(" user(s)");
        } else {
            line.append(users).append(" user(s)");
        }
        if (repeats > 1)
            line.append(", repeat ").append(repeat + 1).append(" of ").append(repeats);
        out.println(line.append(" ==").toString());
        out.flush();
    }

    @Override
    public void runFinished(Topology topology, int repeat, RunResult result) {
        out.flush();
    }
}
