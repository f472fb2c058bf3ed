package io.dbbench.core.engine;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;
import javax.crypto.Mac;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Gets the JIT to compile pgjdbc's SCRAM-SHA-256 client work before a storm of logons, on a background
 * thread, while the run is still being set up (reading the config, checking the schema, starting an
 * embedded server). Each PostgreSQL logon over scram-sha-256 costs the client 4096 PBKDF2-HMAC-SHA256
 * iterations (pgjdbc derives them with the JDK's {@code PBKDF2WithHmacSHA256}). In a fresh JVM that
 * derivation takes ~9 ms until C2 has compiled it with the SHA-256 instructions (~1.2 ms); it takes
 * some 200 derivations to get there, and C2's compile of the loop is among the most expensive of the
 * run. Left to the logons, the first couple of hundred pay for it while the CPU is also wanted by the
 * database's new server processes; done here, it mostly runs on a core the single-threaded set-up leaves
 * idle.
 * <p>
 * The same JCA primitives as pgjdbc's SCRAM client (through the shaded ongres library) run on a random
 * password and salt: nothing is sent anywhere. Bounded by {@link #derivations} and {@link #TIME_LIMIT_NANOS};
 * it runs only for a PostgreSQL URL and a run that opens at least {@link #MIN_CONNECTIONS} connections.
 * The JIT is the JVM's, so a JVM warms up once; the warm-up stops when users holding their own connection
 * start logging on (from then on their logons do the warming, and the CPU is theirs), else at its bound. The {@value #PROPERTY} system property
 * sets the number of derivations ({@code 0} turns it off).
 */
public final class LogonWarmUp implements AutoCloseable {
    /** System property: how many key derivations the warm-up runs (0 turns it off). */
    public static final String PROPERTY = "dbbench.logonWarmUp";

    /** Enough for C2 to reach its steady state on the derivation (measured: ~220 on JDK 17, fewer on 25). */
    static final int DEFAULT_DERIVATIONS = 250;

    /**
     * Fewer logons than this are over before the JIT would compile the derivation anyway, so the warm-up's
     * ~1 s of CPU is not paid back.
     */
    static final int MIN_CONNECTIONS = 100;

    /** Stops the warm-up on a machine so busy that it would still be running once the logons start. */
    static final long TIME_LIMIT_NANOS = TimeUnit.SECONDS.toNanos(5);

    /** The iteration count PostgreSQL gives scram-sha-256 verifiers (scram_iterations' default). */
    static final int SCRAM_ITERATIONS = 4096;

    private static final LogonWarmUp NONE = new LogonWarmUp(0, 0, System::nanoTime);

    /** The JVM's warm-up once one started: a JVM warms up once. */
    private static final AtomicReference<LogonWarmUp> STARTED = new AtomicReference<>();

    private final int derivations;
    private final long timeLimitNanos;
    private final LongSupplier nanoTime;
    private final AtomicInteger completed = new AtomicInteger();
    private volatile boolean stopped;

    LogonWarmUp(int derivations, long timeLimitNanos, LongSupplier nanoTime) {
        this.derivations = derivations;
        this.timeLimitNanos = timeLimitNanos;
        this.nanoTime = nanoTime;
    }

    /**
     * Starts the warm-up on a daemon thread when it pays: a PostgreSQL URL, at least {@link #MIN_CONNECTIONS}
     * connections to open, the {@value #PROPERTY} property not 0, and no warm-up before in this JVM. It
     * never delays the caller.
     *
     * @param connections how many physical connections the run will open (its users)
     * @return the running warm-up, or one that does nothing
     * @throws IllegalArgumentException when the {@value #PROPERTY} property is not a number from 0 up
     */
    public static LogonWarmUp startFor(String jdbcUrl, int connections) {
        int count = derivations(System.getProperty(PROPERTY));
        if (!wanted(jdbcUrl, connections, count)) return NONE;
        LogonWarmUp warmUp = new LogonWarmUp(count, TIME_LIMIT_NANOS, System::nanoTime);
        if (!STARTED.compareAndSet(null, warmUp)) return NONE;
        Thread t = new Thread(warmUp::run, "dbbench-logon-warm-up");
        t.setDaemon(true);
        t.start();
        return warmUp;
    }

    /** Users are logging on: the JVM's warm-up, if one runs, stops after the derivation under way. */
    static void logonsStarting() {
        LogonWarmUp running = STARTED.get();
        if (running != null) running.close();
    }

    /** Whether a run on {@code jdbcUrl} opening {@code connections} connections gets a warm-up. */
    static boolean wanted(String jdbcUrl, int connections, int derivations) {
        return derivations > 0
                && connections >= MIN_CONNECTIONS
                && jdbcUrl != null
                && jdbcUrl.regionMatches(true, 0, "jdbc:postgresql:", 0, "jdbc:postgresql:".length());
    }

    /**
     * The {@value #PROPERTY} property's value, or {@link #DEFAULT_DERIVATIONS} when it is not set.
     *
     * @throws IllegalArgumentException when it is not a number from 0 up
     */
    static int derivations(String value) {
        if (value == null || value.isBlank()) return DEFAULT_DERIVATIONS;
        try {
            int n = Integer.parseInt(value.trim());
            if (n >= 0) return n;
        } catch (NumberFormatException e) {
            // reported below with the property's name
        }
        throw new IllegalArgumentException("-D" + PROPERTY + "=" + value + ": not a number from 0 up");
    }

    /** Derives keys until the count or the time limit is reached, or {@link #close()} is called. */
    void run() {
        SecureRandom random = new SecureRandom();
        char[] password = new char[16];
        byte[] salt = new byte[16];
        // a logon's auth message (the SCRAM messages' text) is about this long
        byte[] authMessage = new byte[160];
        long start = nanoTime.getAsLong();
        try {
            while (!stopped && completed.get() < derivations && nanoTime.getAsLong() - start < timeLimitNanos) {
                for (int i = 0; i < password.length; i++) password[i] = (char) ('a' + random.nextInt(26));
                random.nextBytes(salt);
                random.nextBytes(authMessage);
                clientProof(password, salt, authMessage);
                completed.incrementAndGet();
            }
        } catch (GeneralSecurityException e) {
            // a JDK without PBKDF2WithHmacSHA256 cannot run pgjdbc's SCRAM either: nothing to warm up
        }
    }

    /**
     * What a SCRAM-SHA-256 client computes per logon (RFC 5802, 7677): the salted password, the client
     * and stored keys, the signature over the auth message, and the proof.
     */
    static byte[] clientProof(char[] password, byte[] salt, byte[] authMessage) throws GeneralSecurityException {
        byte[] salted = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
                .generateSecret(new PBEKeySpec(password, salt, SCRAM_ITERATIONS, 256))
                .getEncoded();
        Mac hmac = Mac.getInstance("HmacSHA256");
        hmac.init(new SecretKeySpec(salted, "HmacSHA256"));
        byte[] clientKey = hmac.doFinal("Client Key".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        byte[] storedKey = MessageDigest.getInstance("SHA-256").digest(clientKey);
        hmac.init(new SecretKeySpec(storedKey, "HmacSHA256"));
        byte[] signature = hmac.doFinal(authMessage);
        for (int i = 0; i < signature.length; i++) signature[i] ^= clientKey[i];
        return signature;
    }

    /** How many derivations have run so far. */
    int completed() {
        return completed.get();
    }

    /** Stops the warm-up after the derivation under way; the logons need the CPU more from now on. */
    @Override
    public void close() {
        stopped = true;
    }
}
