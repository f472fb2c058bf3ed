package io.dbbench.core.workload;

import io.dbbench.core.dialect.Dialect;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * One workload's schema as a command line offers it: {@code <command> create | validate | drop} are built from
 * this alone, so a workload gets its commands by registering its provider ({@link WorkloadProvider#schema()}).
 * The words (title, help, what a scale means) are the commands'; {@link #forDialect} does the work.
 */
public interface SchemaDefinition {
    /** The command's name, e.g. {@code cc}; the create's pool is named after it ({@code dbbench-cc}). */
    String command();

    /** Other names the command answers to, e.g. {@code callingcircle}. */
    default List<String> aliases() {
        return List.of();
    }

    /** What the schema is called in messages, e.g. "Calling Circle", "TPC-DS-like". */
    String title();

    /** The help of the command and its subcommands. */
    Help help();

    /** What --scale means; null for a schema created whole (no --scale). */
    Scale scale();

    /** True when create loads on --threads loader threads, one connection each. */
    boolean loadsOnThreads();

    /**
     * True when create makes a partial schema whole without --replace, as a run's --create does (the stubs: their
     * create drops and installs all of them anyway); false when a partial schema needs --replace, as a complete one.
     */
    default boolean repairsPartial() {
        return false;
    }

    /** Create's options beyond --scale, --threads and --replace, e.g. {@link CreateOption#SEED}. */
    default List<CreateOption> createOptions() {
        return List.of();
    }

    /**
     * Checks create's options before anything connects.
     *
     * @param options each of {@link #createOptions()} by name, with its value
     * @throws IllegalArgumentException with the one line to show (naming the option) for a bad value
     */
    default void checkOptions(Map<String, Object> options) {}

    /** What create will make, shown in parentheses after the scale, e.g. "1,000 customers, 5,000 calls". */
    String plan(Create create);

    /** How create shows the load. */
    default Progress progress() {
        return Progress.TIMED;
    }

    /** Rows each table gets at a scale, by table name: for {@link Progress#TABLES}. */
    default Map<String, Long> plannedRows(double scale) {
        return Map.of();
    }

    /**
     * Statement files (a SwingBench config's {@code STATEMENTS_CONFIG_FILE}, by file name) whose statements run on
     * this schema: a config naming one needs this schema though its ClassName is the statement runner's.
     */
    default List<String> statementsFiles() {
        return List.of();
    }

    /** @throws UnsupportedOperationException naming the dialect when the workload has no schema for it */
    Schema forDialect(Dialect dialect);

    /**
     * The schema in one dialect: what create, validate and drop call.
     */
    interface Schema {
        /** Absent, partial (with why) or complete. */
        Status status(WorkloadContext context) throws SQLException;

        /** Creates and loads the schema; drops what is there first when {@link Create#replace()}. */
        void create(WorkloadContext context, Create create) throws SQLException;

        /**
         * Checks a schema that is there, complete or not.
         *
         * @throws UnsupportedOperationException naming the dialect when the workload has no checks for it
         */
        Report validate(WorkloadContext context) throws SQLException;

        /** Drops every object create made, complete or half-loaded; no error when there is none. */
        void drop(WorkloadContext context) throws SQLException;
    }

    /**
     * The help of the commands, one paragraph each.
     *
     * @param command       the command group's, e.g. "Creates, validates or drops the Calling Circle schema."
     * @param create        create's
     * @param createExample create's example arguments after the command, e.g. "-u bench -p bench --scale 0.1"
     * @param validate      validate's
     * @param drop          drop's
     * @param replace       --replace's, e.g. "drop an existing (or half-loaded) schema first"
     */
    record Help(String command, String create, String createExample, String validate, String drop, String replace) {
        public static final String REPLACE_SCHEMA = "drop an existing (or half-loaded) schema first";
        public static final String REPLACE_TABLE = "drop an existing (or half-loaded) table first";
    }

    /**
     * What --scale means.
     *
     * @param help         --scale's help, e.g. "1 = 1,000,000 rows; 0.001..100, fractions allowed (default 1)"
     * @param min          the smallest scale create accepts
     * @param max          the largest scale create accepts (at most {@link SchemaInstaller#MAX_SCALE})
     * @param defaultScale the scale without --scale
     * @param minForRuns   true when nothing smaller than {@code min} can be generated at all, so a run's --create
     *                     refuses it too; false when a smaller scale only makes a poor run
     */
    record Scale(String help, double min, double max, double defaultScale, boolean minForRuns) {}

    /**
     * An option of create's that a workload declares, beyond the ones every create has.
     *
     * @param name         e.g. {@code --indexes}
     * @param paramLabel   e.g. {@code all|pk|none}
     * @param type         the value's type: {@code Long.class} or {@code String.class}
     * @param defaultValue the value without the option, as text
     */
    record CreateOption(String name, String paramLabel, Class<?> type, String defaultValue, String description) {
        /** --seed: the data generator's seed, for a workload whose rows can come from another seed. */
        public static final CreateOption SEED = new CreateOption(
                "--seed",
                "n",
                Long.class,
                Long.toString(InstallOptions.DEFAULT_SEED),
                "data generator seed: the same seed and scale give the same rows");
    }

    /**
     * What a create is asked to do.
     *
     * @param scale    --scale (1 for a schema created whole)
     * @param threads  loader threads
     * @param replace  something of the schema is there and is to be dropped first (--replace)
     * @param options  each of {@link #createOptions()} by name, with its value
     * @param progress told how the load advances
     */
    record Create(double scale, int threads, boolean replace, Map<String, Object> options, LoadProgress progress) {
        public Create {
            options = Map.copyOf(options);
            Objects.requireNonNull(progress, "progress");
        }

        /** --seed when the workload declares it, else the fixed seed. */
        public long seed() {
            Object seed = options.get(CreateOption.SEED.name());
            return seed == null ? InstallOptions.DEFAULT_SEED : (Long) seed;
        }

        public InstallOptions installOptions() {
            return new InstallOptions(scale, threads, seed(), progress);
        }
    }

    /** How create shows its load. */
    enum Progress {
        /** A line before and one with the time after. */
        TIMED,
        /** Each phase, a progress line redrawn on a terminal, and a summary of the phases. */
        PHASES,
        /** Each phase, a line per table as it is loaded (from {@link #plannedRows}), and a summary. */
        TABLES
    }

    /**
     * What the database holds of the schema.
     *
     * @param state  absent (nothing of it), partial (a load that did not finish, objects missing) or complete
     * @param detail for people: why it is partial, "" for none
     */
    record Status(State state, String detail) {
        public enum State {
            ABSENT,
            PARTIAL,
            COMPLETE
        }

        public Status {
            Objects.requireNonNull(state, "state");
            Objects.requireNonNull(detail, "detail");
        }

        @Override
        public String toString() {
            return state.name().toLowerCase(Locale.ROOT) + (detail.isEmpty() ? "" : " (" + detail + ")");
        }
    }

    /**
     * The outcome of validate.
     *
     * @param ok   true when every check passed
     * @param text the checks, one a line, as validate prints them
     */
    record Report(boolean ok, String text) {}
}
