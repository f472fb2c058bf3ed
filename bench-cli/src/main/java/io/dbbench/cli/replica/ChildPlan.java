package io.dbbench.cli.replica;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ConnectionOptions;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.internal.replica.StartAt;
import io.dbbench.core.internal.result.format.ResultFiles;
import io.dbbench.core.measure.BenchmarkOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * What a parent ({@code --fork}, {@code --replicas N}) hands each child JVM it starts: the whole run, decided
 * by the parent, in one JSON file that {@value #VARIABLE} names. The child reads no flags and no config file:
 * it runs this config with these options and writes where it is told. The password is never in it: the child
 * reads it from its environment ({@value ConnectionOptions#PASSWORD_VARIABLE}), set by its parent.
 *
 * @param kind           a forked repeat or one of the local replicas
 * @param config         what to run, with the login the parent resolved (for {@code --embedded}, the parent's
 *                       server) and this child's users; without the password
 * @param options        this child's measurement: one repeat and its seed
 * @param settings       what the child prints and how it judges its run
 * @param replica        which replica the child is; null for a forked repeat
 * @param resultsXml     where the child writes results.xml (results.json beside it), for its parent to read
 * @param startAt        the user's common start ({@code --start-at}); null when the parent names one later
 * @param startTolerance how late after the common start the child's load may still begin
 * @param goFile         where the parent writes the common start once every replica is ready; null with a
 *                       {@code startAt} and for a forked repeat
 */
public record ChildPlan(
        Kind kind,
        RunConfig config,
        BenchmarkOptions options,
        Settings settings,
        ReplicaIdentity replica,
        Path resultsXml,
        Instant startAt,
        Duration startTolerance,
        Path goFile) {
    /** The child's environment variable that names its plan file. */
    public static final String VARIABLE = "DBBENCH_CHILD_PLAN";

    public enum Kind {
        FORKED_REPEAT,
        LOCAL_REPLICA
    }

    public ChildPlan {
        if (kind == null || config == null || options == null || settings == null || resultsXml == null)
            throw new IllegalArgumentException("a child plan needs its kind, config, options, settings and results");
        Objects.requireNonNull(startTolerance, "startTolerance");
        if ((kind == Kind.LOCAL_REPLICA) != (replica != null))
            throw new IllegalArgumentException("a local replica, and only it, has a replica identity");
        // whatever the caller gave, the password does not go into the plan
        config = config.withConnection(config.connection().withPassword(Secret.none()));
    }

    /**
     * The parent's options that a child acts on (the rest is decided: the results path, the seed, the
     * start), by name rather than as argv, so nothing of the parent's command line reaches a child.
     */
    public record Settings(
            String columns,
            boolean silent,
            boolean noColour,
            boolean miniReport,
            double maxFailedPercent,
            boolean resultsToLog,
            boolean noHtml,
            boolean createSchema,
            double scale,
            boolean strictInit,
            // where the child says where its console is, when its parent serves the merged page; or null
            Path consoles) {
        /**
         * @param parent the parent's options
         * @param kind   a forked repeat leaves the framed results in the log to its parent, which frames the
         *               merged repeats; a local replica leaves the schema to its parent, which created it once
         */
        static Settings of(CharbenchOptions parent, Kind kind) {
            return new Settings(
                    parent.columns,
                    parent.silent,
                    parent.noColour,
                    parent.miniReport,
                    parent.maxFailedPercent,
                    kind == Kind.LOCAL_REPLICA && parent.resultsToLog,
                    parent.noHtml,
                    kind == Kind.FORKED_REPEAT && parent.createSchema,
                    parent.scale,
                    parent.strictInit,
                    parent.childConsoles);
        }

        /** The child's options: these, and nothing that only its parent may act on (-ot json, -r, --json, -nr). */
        public CharbenchOptions toOptions() {
            CharbenchOptions o = new CharbenchOptions();
            o.columns = columns;
            o.silent = silent;
            o.noColour = noColour;
            o.miniReport = miniReport;
            o.maxFailedPercent = maxFailedPercent;
            o.resultsToLog = resultsToLog;
            o.noHtml = noHtml;
            o.createSchema = createSchema;
            o.scale = scale;
            o.strictInit = strictInit;
            return o;
        }
    }

    /** The common start the user gave, or null when the parent names it once every replica is ready. */
    public StartAt start() {
        return startAt == null ? null : new StartAt(startAt, startTolerance);
    }

    public Path resultsJson() {
        return ResultFiles.jsonBeside(resultsXml);
    }

    /** A forked repeat leaves results.html to its parent, which writes the merged one. */
    public boolean writesHtml() {
        return kind == Kind.LOCAL_REPLICA && !settings.noHtml();
    }

    /** The config with the password the parent put in this JVM's environment (none when it had none). */
    public RunConfig configWithPassword(Map<String, String> env) {
        return config.withConnection(
                config.connection().withPassword(Secret.of(env.get(ConnectionOptions.PASSWORD_VARIABLE))));
    }

    public String toJson() {
        try {
            return ChildPlanJson.MAPPER.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a child plan cannot be written as JSON: " + e.getMessage(), e);
        }
    }

    static ChildPlan fromJson(String json) throws JsonProcessingException {
        return ChildPlanJson.MAPPER.readValue(json, ChildPlan.class);
    }

    /** This JVM's plan when a parent started it ({@value #VARIABLE} set), else null. */
    public static ChildPlan fromEnvironment(Map<String, String> env) throws CliException {
        String file = env.get(VARIABLE);
        if (file == null || file.isBlank()) return null;
        try {
            return fromJson(Files.readString(Path.of(file)));
        } catch (IOException | RuntimeException e) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    VARIABLE + "=" + file + ": not the plan of a run started by bench-cli: " + e.getMessage(),
                    e);
        }
    }
}
