package io.dbbench.core.workload;

/**
 * A file a workload reads when it is opened (e.g. a statements file named in the config's
 * EnvironmentVariables) is missing or wrong. The message names the file, line and element; the
 * engine reports it as a configuration error.
 */
public final class WorkloadFileException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public WorkloadFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
