package io.dbbench.cli.common;

import java.io.IOException;
import java.nio.file.Path;

/** Writes a file's content to the path given (a temporary file renamed into place, or a fallback). */
@FunctionalInterface
public interface FileContent {
    void write(Path file) throws IOException;
}
