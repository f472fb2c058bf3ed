package io.dbbench.core.config;

/**
 * A configuration file that cannot be used, with where the problem is: the file (as the user named it),
 * the line (0 if unknown) and the element (null if none applies). {@link #getMessage()} reads like
 * {@code Stress_Test.xml:23: <Weight>: weight must not be negative, was -5} so a user can jump to it.
 * Messages never carry a password: callers build them from element names and non-secret values only.
 */
public class ConfigException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final String element;
    private final String detail;

    public ConfigException(String file, int line, String element, String detail) {
        this(file, line, element, detail, null);
    }

    public ConfigException(String file, int line, String element, String detail, Throwable cause) {
        super(format(file, line, element, detail), cause);
        this.file = file == null ? "" : file;
        this.line = Math.max(0, line);
        this.element = element;
        this.detail = detail == null ? "" : detail;
    }

    /** The file as the user named it (a path or a stream's source name). */
    public String file() {
        return file;
    }

    /** 1-based line of the offending element; 0 when the position is unknown. */
    public int line() {
        return line;
    }

    /** Local name of the offending element, e.g. {@code Weight}; null when no single element is at fault. */
    public String element() {
        return element;
    }

    /** The message without the file, line and element prefix. */
    public String detail() {
        return detail;
    }

    private static String format(String file, int line, String element, String detail) {
        StringBuilder sb = new StringBuilder(file == null ? "" : file);
        if (line > 0) sb.append(':').append(line);
        sb.append(": ");
        if (element != null) sb.append('<').append(element).append(">: ");
        return sb.append(detail == null ? "" : detail).toString();
    }
}
