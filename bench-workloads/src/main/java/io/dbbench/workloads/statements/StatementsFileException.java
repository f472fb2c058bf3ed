package io.dbbench.workloads.statements;

/**
 * A statements file that cannot be used: the message names the file, the line and the element (or, in a
 * {@code .sql} file, the statement) that is wrong, e.g. {@code q.xml:12: <datatype>: expected integer,
 * string or date, was 'number2'}.
 */
public final class StatementsFileException extends Exception {
    private static final long serialVersionUID = 1L;

    public StatementsFileException(String file, int line, String where, String detail) {
        super(file + (line > 0 ? ":" + line : "") + ": " + where + ": " + detail);
    }

    public StatementsFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
