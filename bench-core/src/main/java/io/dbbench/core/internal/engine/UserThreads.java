package io.dbbench.core.internal.engine;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * The kind of thread each user runs on. Platform threads are the JDK's classic ones (a native thread and its stack
 * each, ~1.1 GB of stacks at 10,000 users); virtual threads (JDK 21+) are scheduled by the JDK on a few carrier
 * threads and cost a heap-allocated stack each. The source level is 17, so virtual threads are made by reflection
 * ({@code Thread.ofVirtual().name(n).unstarted(r)}); on a JDK without them {@link #VIRTUAL} is refused, never
 * replaced by platform threads. The engine's own threads (sampler, starter) stay platform threads.
 */
public enum UserThreads {
    PLATFORM,
    VIRTUAL;

    /** {@code Thread.ofVirtual()} and {@code Thread.Builder}'s {@code name} and {@code unstarted}, or null before 21. */
    private static final Method OF_VIRTUAL;

    private static final Method NAME;
    private static final Method UNSTARTED;

    static {
        Method of = null;
        Method name = null;
        Method unstarted = null;
        try {
            of = Thread.class.getMethod("ofVirtual");
            Class<?> builder = Class.forName("java.lang.Thread$Builder");
            name = builder.getMethod("name", String.class);
            unstarted = builder.getMethod("unstarted", Runnable.class);
        } catch (ReflectiveOperationException e) {
            of = null;
        }
        OF_VIRTUAL = of;
        NAME = name;
        UNSTARTED = unstarted;
    }

    /** Whether this JDK has virtual threads (21 and later). */
    public static boolean virtualAvailable() {
        return OF_VIRTUAL != null;
    }

    /** The option's value, {@code virtual} or {@code platform}. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * @param label {@code virtual} or {@code platform}
     * @throws IllegalArgumentException naming the values, when it is neither
     */
    public static UserThreads of(String label) {
        for (UserThreads k : values()) if (k.label().equals(label)) return k;
        throw new IllegalArgumentException("'" + label + "': expected virtual or platform");
    }

    /**
     * A new, unstarted daemon thread for a user.
     *
     * @throws IllegalStateException for {@link #VIRTUAL} on a JDK without virtual threads
     */
    Thread newThread(Runnable task, String name) {
        if (this == PLATFORM) {
            Thread t = new Thread(task, name);
            t.setDaemon(true);
            return t;
        }
        if (!virtualAvailable())
            throw new IllegalStateException("virtual threads need Java 21 or later; this is Java "
                    + Runtime.version().feature());
        try {
            // always daemon threads
            return (Thread) UNSTARTED.invoke(NAME.invoke(OF_VIRTUAL.invoke(null), name), task);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("Thread.ofVirtual is not accessible", e);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) throw r;
            if (cause instanceof Error err) throw err;
            throw new IllegalStateException(cause);
        }
    }
}
