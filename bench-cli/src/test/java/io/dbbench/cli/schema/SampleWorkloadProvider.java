package io.dbbench.cli.schema;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A workload known only to bench-cli's tests (registered in the tests' {@code META-INF/services}): it proves that a
 * workload gets {@code sample create | validate | drop} from its definition alone, with nothing in bench-cli for it.
 * It has no database of its own: its schema is never reached by the tests, which stop before or at the connection.
 */
public final class SampleWorkloadProvider implements WorkloadProvider {
    static final String NAME = "Sample";

    /** The sample's definition: a scale with its own range, an option of its own, no loader threads. */
    static final SchemaDefinition DEFINITION = new SchemaDefinition() {
        @Override
        public String command() {
            return "sample";
        }

        @Override
        public List<String> aliases() {
            return List.of("sampleworkload");
        }

        @Override
        public String title() {
            return NAME;
        }

        @Override
        public Help help() {
            return new Help(
                    "Creates, validates or drops the sample schema (a test's).",
                    "Creates the sample table.",
                    "-u bench -p bench --scale 2 --colour red",
                    "Checks the sample table.",
                    "Drops the sample table.",
                    Help.REPLACE_TABLE);
        }

        @Override
        public Scale scale() {
            return new Scale("1 = 10 rows; 0.5..4 (default 1)", 0.5, 4, 1, false);
        }

        @Override
        public boolean loadsOnThreads() {
            return false;
        }

        @Override
        public List<CreateOption> createOptions() {
            return List.of(new CreateOption("--colour", "red|blue", String.class, "red", "the rows' colour"));
        }

        @Override
        public void checkOptions(Map<String, Object> options) {
            Object colour = options.get("--colour");
            if (!List.of("red", "blue").contains(colour)) {
                throw new IllegalArgumentException("--colour must be red or blue, was '" + colour + "'");
            }
        }

        @Override
        public String plan(Create create) {
            return Math.round(10 * create.scale()) + " " + create.options().get("--colour") + " rows";
        }

        @Override
        public Schema forDialect(Dialect dialect) {
            throw new UnsupportedOperationException("the sample workload has no schema on " + dialect.name());
        }
    };

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> classNamePrefixes() {
        return List.of("io.dbbench.cli.schema.sample.");
    }

    @Override
    public Set<String> transactionNames() {
        return Set.of("SampleTransaction");
    }

    @Override
    public Workload open(WorkloadContext context) {
        throw new UnsupportedOperationException("the sample workload does not run");
    }

    @Override
    public SchemaInstaller schemaInstaller(Dialect dialect) {
        throw new UnsupportedOperationException("the sample workload has no schema on " + dialect.name());
    }

    @Override
    public Optional<SchemaDefinition> schema() {
        return Optional.of(DEFINITION);
    }
}
