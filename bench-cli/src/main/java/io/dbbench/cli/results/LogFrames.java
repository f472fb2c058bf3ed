package io.dbbench.cli.results;

import io.dbbench.core.internal.replica.ResultFrames;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
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

    /** Prints the frame; when the results cannot be formatted, says so on {@code err} (the files have them). */
    static void print(RunResult run, PrintWriter console, PrintWriter err) {
        ByteArrayOutputStream json = new ByteArrayOutputStream();
        try {
            new ResultsJsonWriter().write(run, json);
        } catch (IOException e) {
            err.println("bench-cli: cannot format results for the log: " + e.getMessage());
            err.flush();
            return;
        }
        byte[] id = new byte[6];
        RANDOM.nextBytes(id);
        for (String line : ResultFrames.frame(HexFormat.of().formatHex(id), name(run), json.toByteArray()))
            console.println(line);
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
