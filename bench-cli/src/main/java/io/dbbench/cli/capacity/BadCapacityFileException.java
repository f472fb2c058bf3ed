package io.dbbench.cli.capacity;

/** A capacity input file that cannot be read: the message names the file (and line or field) and what is wrong. */
public final class BadCapacityFileException extends Exception {
    private static final long serialVersionUID = 1L;

    BadCapacityFileException(String message) {
        super(message);
    }

    BadCapacityFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
