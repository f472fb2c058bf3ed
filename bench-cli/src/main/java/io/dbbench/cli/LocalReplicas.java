package io.dbbench.cli;

import io.dbbench.core.replica.ReplicaIdentity;
import io.dbbench.core.replica.ReplicaInput;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code --replicas N} on one host: starts N replica JVMs at once (the same command line, each told its
 * identity through {@value ReplicaIdentity#REPLICA} and the common start through {@code --start-at}),
 * waits for them, and hands back their results for merging. Each replica writes results-rI.xml/.json
 * beside the merged results, so nothing is lost when a replica fails, and {@code merge} can be run
 * again by hand; each replica's console output goes to results-rI.log there.
 */
final class LocalReplicas {
    /** Where a local replica writes its results.xml (its index is added to the name). */
    static final String ENV_RESULTS = "DBBENCH_REPLICAS_RESULTS";
    /** The options a replica must not see: it is one replica, with the start its parent chose. */
    private static final Set<String> PARENT_ONLY = Set.of("--replicas", "--start-at", "-r", "--json", "-ot");
    private static final Set<String> PARENT_ONLY_FLAGS = Set.of("--merge-available", "-nr");

    private final List<String> originalArgs;
    private final int count;
    private final Instant startAt;
    private final Path resultsXml;
    private final List<Process> running = new ArrayList<>();
    private volatile boolean stopped;

    /** @param resultsXml the merged results.xml; the replicas' files go beside it */
    LocalReplicas(List<String> originalArgs, int count, Instant startAt, Path resultsXml) {
        this.originalArgs = List.copyOf(originalArgs);
        this.count = count;
        this.startAt = startAt;
        this.resultsXml = resultsXml;
    }

    /** The results.xml of replica {@code index}: results-rI.xml beside {@code xml}. */
    static Path replicaXml(Path xml, int index) {
        return ResultFiles.withSuffix(xml, "r" + index);
    }

    /** Ends every replica (each writes what it measured, marked interrupted). */
    void stop() {
        stopped = true;
        synchronized (running) {
            running.forEach(Process::destroy);
        }
    }

    boolean stopped() {
        return stopped;
    }

    /** Starts every replica, waits for all, and returns their results (a replica without a file is named). */
    List<ReplicaInput> run(java.io.PrintWriter out) throws CliException {
        List<Process> processes = new ArrayList<>();
        try {
            for (int i = 0; i < count && !stopped; i++) processes.add(start(i));
            for (int i = 0; i < processes.size(); i++) {
                int code = processes.get(i).waitFor();
                out.println("replica " + i + "/" + count + (code == 0 ? " done" : " ended with exit code " + code
                        + " (its output: " + log(i) + ")"));
                out.flush();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop();
        }
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < count; i++) files.add(ResultFiles.jsonBeside(replicaXml(resultsXml, i)));
        return ReplicaInput.read(files);
    }

    private Path log(int index) {
        return replicaXml(resultsXml, index).resolveSibling("results-r" + index + ".log");
    }

    private Process start(int index) throws CliException {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        for (String jvmArg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (!jvmArg.startsWith("-agentlib:jdwp") && !jvmArg.startsWith("-Xrunjdwp")) command.add(jvmArg);
        }
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        for (int a = 0; a < originalArgs.size(); a++) {
            String arg = originalArgs.get(a);
            if (PARENT_ONLY.contains(arg)) a++;
            else if (!PARENT_ONLY_FLAGS.contains(arg)) command.add(arg);
        }
        command.add("--start-at");
        command.add(startAt.toString());
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put(ReplicaIdentity.REPLICA, index + "/" + count);
        pb.environment().put(ENV_RESULTS, resultsXml.toAbsolutePath().toString());
        // what a replica says for people goes to its log; its errors show here at once
        pb.redirectOutput(log(index).toFile());
        pb.redirectError(ProcessBuilder.Redirect.INHERIT);
        try {
            Path dir = log(index).toAbsolutePath().getParent();
            if (dir != null) Files.createDirectories(dir);
            Process p = pb.start();
            synchronized (running) {
                running.add(p);
            }
            if (stopped) p.destroy();
            return p;
        } catch (IOException e) {
            stop();
            throw new CliException(ExitCodes.INTERNAL_ERROR, "cannot start a JVM for replica " + index + "/" + count + ": " + e.getMessage(), e);
        }
    }
}
