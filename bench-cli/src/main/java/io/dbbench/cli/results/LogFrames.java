package io.dbbench.cli.results;

import io.dbbench.core.internal.replica.ResultFrames;
import io.dbbench.core.result.RunResult;
import java.io.PrintWriter;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * --results-to-log: a run's results.json printed to the console as {@link ResultFrames frame} lines, so
 * that a replica on Swarm or Kubernetes hands its results back through {@code docker service logs} or
 * {@code kubectl logs} into {@code merge -}.
 */
final class LogFrames {
    private static final SecureRandom RANDOM = new SecureRandom();

    private LogFrames() {}

    /** Prints the frame of the run's results.json text, as written to the file. */
    static void print(RunResult run, String json, PrintWriter console) {
        byte[] id = new byte[6];
        RANDOM.nextBytes(id);
        for (String line : ResultFrames.frame(HexFormat.of().formatHex(id), name(run), json)) console.println(line);
        console.flush();
    }

    /** r0, r1 ... for a replica, run otherwise; with several topologies, the topology after a dash. */
    static String name(RunResult run) {
        String who = run.details().replica() == null
                ? "run"
                : "r" + run.details().replica().index();
        String topology = run.details().topology();
        return topology == null ? who : who + "-" + topology.replaceAll("[^A-Za-z0-9._:-]", "_");
    }
}
