package io.dbbench.cli.replica;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.internal.replica.ReplicaInput;
import io.dbbench.core.internal.result.format.ResultFiles;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunStalls;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

/**
 * {@code --replicas N} on one host: starts N replica JVMs at once (each handed its {@link ChildPlan}: the
 * parent's run, its identity, and the common start or the file that will name it), waits for them, and hands back their results for merging. Each replica writes results-rI.xml/.json
 * beside the merged results, so nothing is lost when a replica fails, and {@code merge} can be run
 * again by hand; each replica's console output (errors included) goes to results-rI.log there. A
 * replica runs once: {@code --repeats} is its parent's (a sweep over replica counts repeats whole runs).
 */
public final class LocalReplicas {
    /** From "go" to the common start: every replica is logged on already, it only has to see the file. */
    static final Duration GO_AHEAD = Duration.ofMillis(500);
    /** How long the parent waits for the replicas to be ready, and a replica for "go". */
    public static final Duration READY_TIMEOUT = Duration.ofMinutes(5);

    private final ChildHandOff handOff;
    private final int count;
    private final Instant startAt;
    private final Path resultsXml;
    private final Duration readyTimeout;
    /** The run's seed (a sweep's: of its repeat), which each replica moves by its index. */
    private final long seed;

    /** What each replica finds in its environment besides its plan and password, by index (a capacity search's). */
    private IntFunction<Map<String, String>> environment = index -> Map.of();
    /** The command each replica runs its plan in: none for a charbench run's, "capacity" for a search's. */
    private List<String> command = List.of();

    private final List<Process> running = new ArrayList<>();
    private final List<Path> plans = new ArrayList<>();
    private volatile boolean stopped;
    /** When {@link #stop} was first asked (System.nanoTime): a replica still running {@link #KILL_AFTER} later is killed. */
    private volatile long stoppedAtNanos;
    /** When {@link #stopAfter} has every replica still running stopped (System.nanoTime), if it was asked. */
    private volatile long stopBy;

    private volatile boolean stopByAsked;

    /**
     * How long a stopped replica has to write its files and end before its JVM is killed (a stuck one never ends): a
     * replica stopped by Ctrl-C writes its results, charts and report on a host that may be loaded, and the parent's
     * own signal handler waits 60 s for its merge.
     */
    public static final Duration KILL_AFTER = Duration.ofSeconds(40);

    private Duration killAfter = KILL_AFTER;

    /**
     * @param handOff    the parent's run, which each replica is handed as its own {@link ChildPlan}
     * @param startAt    the common start; null to pick it once every replica is ready
     * @param resultsXml the merged results.xml; the replicas' files go beside it
     * @param seed       the seed of this run of replicas (a sweep's seed of the repeat)
     */
    public LocalReplicas(
            ChildHandOff handOff, int count, Instant startAt, Path resultsXml, Duration readyTimeout, long seed) {
        this.handOff = handOff;
        this.count = count;
        this.startAt = startAt;
        this.resultsXml = resultsXml;
        this.readyTimeout = readyTimeout;
        this.seed = seed;
    }

    /** These replicas, each with {@code variables} of its index added to its environment, before they start. */
    public LocalReplicas withEnvironment(IntFunction<Map<String, String>> variables) {
        this.environment = variables;
        return this;
    }

    /** These replicas, each running its plan in {@code subcommand} (its only argument), before they start. */
    public LocalReplicas inCommand(String subcommand) {
        this.command = List.of(subcommand);
        return this;
    }

    /**
     * What replica {@code index} runs: the parent's run as one replica of {@code count}, with the common start
     * the parent chose (or the file it will name it in), writing beside the merged results.
     */
    ChildPlan planOf(int index) throws CliException {
        return handOff.replica(new ReplicaIdentity(index, count), seed, resultsXml, startAt, go(resultsXml));
    }

    /** The results.xml of replica {@code index}: results-rI.xml beside {@code xml}. */
    public static Path replicaXml(Path xml, int index) {
        return ResultFiles.withSuffix(xml, "r" + index);
    }

    /** Ends every replica (each writes what it measured, marked interrupted). */
    public void stop() {
        synchronized (running) {
            if (!stopped) stoppedAtNanos = System.nanoTime();
            stopped = true;
            running.forEach(Process::destroy);
        }
    }

    boolean stopped() {
        return stopped;
    }

    /** Whether replica {@code index}'s JVM runs, or has yet to start; false once it has ended. */
    public boolean alive(int index) {
        synchronized (running) {
            return index >= running.size() || running.get(index).isAlive();
        }
    }

    /**
     * Has every replica still running {@code grace} from now stopped ({@link #stop}), and killed {@link #KILL_AFTER}
     * after that: for replicas told to stop over their own line, which should end by themselves, one of them stuck.
     */
    public void stopAfter(Duration grace) {
        stopBy = System.nanoTime() + grace.toNanos();
        stopByAsked = true;
    }

    /** These replicas with {@code killAfter} instead of {@link #KILL_AFTER} (a test's stuck replica). */
    LocalReplicas killingAfter(Duration killAfter) {
        this.killAfter = killAfter;
        return this;
    }

    /** Waits for {@code p} to end, stopping it and killing it when {@link #stop} or {@link #stopAfter} say. */
    int waitFor(Process p) throws InterruptedException {
        while (!p.waitFor(200, TimeUnit.MILLISECONDS)) {
            if (!stopped && stopByAsked && System.nanoTime() - stopBy >= 0) stop();
            if (stopped && System.nanoTime() - stoppedAtNanos >= killAfter.toNanos()) return killed(p);
        }
        return p.exitValue();
    }

    /** Kills {@code p}, which a stop did not end; its exit code, or FAILED if even that does not end it. */
    static int killed(Process p) throws InterruptedException {
        p.destroyForcibly();
        return p.waitFor(KILL_AFTER.toMillis(), TimeUnit.MILLISECONDS) ? p.exitValue() : ExitCodes.FAILED;
    }

    /** Starts every replica, waits for all, and returns their results (a replica without a file is named). */
    public List<ReplicaInput> run(java.io.PrintWriter out) throws CliException {
        List<Process> processes = new ArrayList<>();
        List<Integer> exitCodes = new ArrayList<>();
        try {
            clearHandshake(); // a "go" left from an earlier run would start the replicas at once
            // an earlier run's results-rI.json would be read as this run's for a replica a stop keeps from starting
            for (int i = 0; i < count; i++) ChildJvm.deleteQuietly(ResultFiles.jsonBeside(replicaXml(resultsXml, i)));
            for (int i = 0; i < count && !stopped; i++) processes.add(start(i));
            if (startAt == null) go(processes, out);
            for (int i = 0; i < processes.size(); i++) {
                int code = waitFor(processes.get(i));
                exitCodes.add(code);
                out.println("replica " + i + "/" + count
                        + (code == 0
                                ? " done"
                                : " ended with exit code " + code
                                        + (lastError(i).isEmpty() ? "" : ": " + lastError(i)) + " (its output: "
                                        + log(i) + ")"));
                out.flush();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop();
        } finally {
            clearHandshake();
            synchronized (running) {
                plans.forEach(ChildJvm::deleteQuietly);
            }
        }
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < count; i++) files.add(ResultFiles.jsonBeside(replicaXml(resultsXml, i)));
        try {
            return judged(ReplicaInput.read(files), exitCodes, count, this::lastError);
        } catch (io.dbbench.core.internal.replica.MergeRefusedException e) {
            throw new CliException(ExitCodes.FAILED, e.getMessage(), e); // the replicas' files are distinct by name
        }
    }

    /**
     * A replica whose JVM ended with exit 5 was a failed run (a lost or hung database, too many failures): its
     * file cannot show why (the engine's stalls are not written), so the verdict, with the replica's last error
     * line, goes with its result and fails the merged run.
     *
     * @param exitCodes the replicas' exit codes by index; fewer than the inputs when a stop came first
     * @param lastError a replica's last error line by index, empty when it has none
     */
    static List<ReplicaInput> judged(
            List<ReplicaInput> inputs, List<Integer> exitCodes, int count, IntFunction<String> lastError) {
        List<ReplicaInput> judged = new ArrayList<>(inputs);
        for (int i = 0; i < Math.min(inputs.size(), exitCodes.size()); i++) {
            ReplicaInput in = inputs.get(i);
            int code = exitCodes.get(i);
            if (code != ExitCodes.TOO_MANY_FAILURES || in.result() == null) continue;
            String why = lastError.apply(i);
            String verdict = "replica " + i + "/" + count + " ended with exit code " + code
                    + (why.isEmpty() ? " (a failed run)" : ": " + why);
            RunResult failed = in.result()
                    .withDetails(in.result().details().withStalls(RunStalls.ofFailedParts(List.of(verdict))));
            judged.set(i, new ReplicaInput(in.name(), failed, in.problem()));
        }
        return judged;
    }

    /**
     * Waits until every replica still alive is ready, then gives them all the same start instant. A
     * replica not ready in time would start late or never: every replica is stopped and it is named.
     */
    void go(List<Process> processes, java.io.PrintWriter out) throws InterruptedException, CliException {
        long deadline = System.nanoTime() + readyTimeout.toNanos();
        List<String> notReady = new ArrayList<>();
        do {
            notReady.clear();
            for (int i = 0; i < processes.size(); i++) {
                if (processes.get(i).isAlive() && !Files.exists(ready(resultsXml, i))) notReady.add(i + "/" + count);
            }
            if (!stopped && stopByAsked && System.nanoTime() - stopBy >= 0) stop();
            if (notReady.isEmpty() || stopped) break;
            Thread.sleep(20);
        } while (System.nanoTime() < deadline);
        if (stopped) return;
        if (!notReady.isEmpty()) {
            stop();
            processes.forEach(Process::destroy);
            for (Process p : processes) p.waitFor(10, TimeUnit.SECONDS);
            throw new CliException(
                    ExitCodes.CANNOT_CONNECT,
                    "replica(s) " + String.join(", ", notReady) + " not ready within "
                            + readyTimeout.toSeconds()
                            + " s (their users did not all log on); every replica was stopped, nothing merged "
                            + "(their output: " + log(0).getFileName() + " ... in "
                            + resultsXml.toAbsolutePath().getParent() + ")");
        }
        Instant start = Instant.now().plus(GO_AHEAD);
        try {
            Path tmp = Files.createTempFile(go(resultsXml).toAbsolutePath().getParent(), ".go", ".tmp");
            Files.writeString(tmp, start.toString());
            Files.move(
                    tmp,
                    go(resultsXml),
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE,
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            stop();
            throw new CliException(ExitCodes.FAILED, "cannot tell the replicas to start: " + e.getMessage(), e);
        }
        out.println("All replicas ready; common start " + start);
        out.flush();
    }

    private void clearHandshake() {
        try {
            Files.deleteIfExists(go(resultsXml));
            for (int i = 0; i < count; i++) Files.deleteIfExists(ready(resultsXml, i));
        } catch (IOException e) {
            // a handshake file left behind is cleared before the next local run
        }
    }

    static Path go(Path resultsXml) {
        return resultsXml.toAbsolutePath().resolveSibling(".dbbench-replicas-go");
    }

    public static Path ready(Path resultsXml, int index) {
        return resultsXml.toAbsolutePath().resolveSibling(".dbbench-replica-r" + index + ".ready");
    }

    /** In a local replica: once its users are logged on, says it is ready and waits for the parent's common start. */
    public static final class Gate implements io.dbbench.core.engine.StartGate {
        private final Path goFile;
        private final Path readyFile;
        private final Duration tolerance;
        private volatile Instant instant;

        public Gate(Path goFile, Path readyFile, Duration tolerance) {
            this.goFile = goFile;
            this.readyFile = readyFile;
            this.tolerance = tolerance;
        }

        @Override
        public Duration tolerance() {
            return tolerance;
        }

        /** The start the parent named; null before the gate opened. */
        public Instant instant() {
            return instant;
        }

        @Override
        public Instant loggedOn(java.util.function.BooleanSupplier stopped) throws InterruptedException {
            try {
                Files.writeString(readyFile, "");
                long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
                // no start named in time (the parent died): start now, the merge is the parent's and will not happen
                while (!Files.exists(goFile) && !stopped.getAsBoolean() && System.nanoTime() < deadline)
                    Thread.sleep(10);
                instant = Files.exists(goFile)
                        ? Instant.parse(Files.readString(goFile).trim())
                        : Instant.now();
            } catch (IOException | java.time.DateTimeException e) {
                throw new IllegalStateException(
                        "cannot read the common start from " + goFile + ": " + e.getMessage(), e);
            }
            return instant;
        }
    }

    /** The replica's last error line, to show why it failed without opening its log. */
    private String lastError(int index) {
        try (var lines = Files.lines(log(index))) {
            return lines.filter(l -> l.startsWith("bench-cli: "))
                    .reduce((a, b) -> b)
                    .map(l -> l.substring("bench-cli: ".length()))
                    .orElse("");
        } catch (IOException | java.io.UncheckedIOException e) {
            return "";
        }
    }

    private Path log(int index) {
        return log(resultsXml, index);
    }

    /** Replica {@code index}'s console output: results-rI.log beside {@code xml} (named as its results.xml). */
    public static Path log(Path xml, int index) {
        String name = replicaXml(xml, index).getFileName().toString();
        int dot = name.lastIndexOf('.');
        return xml.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".log");
    }

    private Process start(int index) throws CliException {
        List<String> line = new ArrayList<>(ChildJvm.javaCommand());
        line.addAll(command);
        ProcessBuilder pb = new ProcessBuilder(line);
        // what a replica says goes to its log; its last error is shown here when it fails
        pb.redirectOutput(log(index).toFile());
        pb.redirectErrorStream(true);
        try {
            Path dir = log(index).toAbsolutePath().getParent();
            if (dir != null) Files.createDirectories(dir);
            Path plan = ChildJvm.hand(planOf(index), handOff.password(), pb);
            pb.environment().putAll(environment.apply(index));
            synchronized (running) {
                plans.add(plan);
            }
            Process p = pb.start();
            synchronized (running) {
                running.add(p);
            }
            if (stopped) p.destroy();
            return p;
        } catch (IOException e) {
            stop();
            throw new CliException(
                    ExitCodes.FAILED,
                    "cannot start a JVM for replica " + index + "/" + count + ": " + e.getMessage(),
                    e);
        }
    }
}
