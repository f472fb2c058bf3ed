package io.dbbench.core.internal.traffic;

import java.sql.Connection;
import java.util.Collections;
import java.util.Map;
import java.util.Properties;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Puts pgjdbc connections on {@link CountingSocket}s and remembers which socket counts belong to which
 * connection, so a session can read its own connection's counts. pgjdbc creates its socket factory by
 * class name for each connection and hands it only a string ({@code socketFactoryArg}); that string is a
 * key under which the factory leaves the socket's counts for {@link #opened} to collect on the thread
 * that asked for the connection.
 *
 * <p>Connections are held weakly: a connection the pool or a session dropped takes its counts with it.
 */
public final class TrafficMeter {
    /** Placeholder for a key whose connection is being opened and has no socket yet. */
    private static final WireCounts PENDING = new WireCounts();

    private static final Map<String, WireCounts> OPENING = new ConcurrentHashMap<>();
    private static final AtomicLong NEXT_KEY = new AtomicLong();

    private final Map<Connection, WireCounts> byConnection = Collections.synchronizedMap(new WeakHashMap<>());

    /**
     * Asks pgjdbc for a counting socket in the connection properties {@code props}; call
     * {@link #opened} with the connection made from them, or {@link #abandoned} when it failed.
     *
     * @return the key naming this connection attempt
     */
    public String prepare(Properties props) {
        String key = "dbbench-" + NEXT_KEY.incrementAndGet();
        OPENING.put(key, PENDING);
        props.setProperty("socketFactory", CountingSocketFactory.class.getName());
        props.setProperty("socketFactoryArg", key);
        return key;
    }

    /**
     * The connection made with {@code key}'s properties is open: its socket's counts are now its own.
     * A connection whose URL named another socket factory has no counting socket and stays unmetered.
     */
    public void opened(String key, Connection connection) {
        WireCounts counts = OPENING.remove(key);
        if (counts != null && counts != PENDING) byConnection.put(connection, counts);
    }

    /** The connection attempt with {@code key} failed: forget it. */
    public void abandoned(String key) {
        OPENING.remove(key);
    }

    /**
     * Called by the factory for each socket it makes under {@code key}. Only a connection being opened
     * takes one (the last made wins: pgjdbc tries a host list in turn); a later socket under the same key,
     * e.g. one pgjdbc opens to send a cancel request, is not the session's and is ignored.
     */
    static void socketCreated(String key, WireCounts counts) {
        if (key != null) OPENING.replace(key, counts);
    }

    /**
     * The counts of {@code connection}'s socket, or null when it is not metered. Accepts a pool's proxy
     * for a connection this meter saw opened (unwrapped through {@link Connection#unwrap}).
     */
    public WireCounts countsOf(Connection connection) {
        return ByConnection.find(byConnection, connection);
    }
}
