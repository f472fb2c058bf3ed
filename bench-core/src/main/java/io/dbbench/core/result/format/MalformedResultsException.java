package io.dbbench.core.result.format;

import java.io.IOException;

/**
 * A results.json that cannot be read back: not JSON, a newer format version, a missing or mistyped
 * field, a histogram that does not decode. The message names the field by its JSON path, e.g.
 * {@code transactions[2].latencyNanos.histogram}; callers add the file name.
 */
public final class MalformedResultsException extends IOException {
    private static final long serialVersionUID = 1L;

    public MalformedResultsException(String message) {
        super(message);
    }

    public MalformedResultsException(String message, Throwable cause) {
        super(message, cause);
    }
}
