package io.dbbench.core.workload;

import io.dbbench.core.dialect.Dialect;
import java.util.Map;
import javax.sql.DataSource;

/**
 * What a workload gets when it is opened for a run or its schema is installed.
 *
 * @param dataSource   connections to the database under test (for set-up queries, e.g. current maximum id)
 * @param environment  SwingBench EnvironmentVariables of the run
 * @param configSource the config file the run was read from (relative file names in the environment are
 *                     also looked for next to it), or null when the run was built in code
 */
public record WorkloadContext(
        DataSource dataSource, Dialect dialect, Map<String, String> environment, String configSource) {
    public WorkloadContext {
        environment = Map.copyOf(environment == null ? Map.of() : environment);
    }

    public WorkloadContext(DataSource dataSource, Dialect dialect, Map<String, String> environment) {
        this(dataSource, dialect, environment, null);
    }
}
