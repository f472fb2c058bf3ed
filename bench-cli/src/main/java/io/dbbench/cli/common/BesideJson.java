package io.dbbench.cli.common;

import java.util.Objects;

/**
 * A file a command writes beside each run's results.json, with the set (RunReport.writingBesideJson): named
 * {@code name} in results.json's directory, renamed into place before results.json, sent to the fallback directory
 * with the others when it cannot be written. A null {@code content} is a file this run does not write (a plot with
 * --no-plots): one an earlier run left there is removed, so that every file beside results.json is from its run.
 */
public record BesideJson(String name, FileContent content) {
    public BesideJson {
        Objects.requireNonNull(name, "name");
    }
}
