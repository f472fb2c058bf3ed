package io.dbbench.workloads.stresstest;

import java.nio.charset.StandardCharsets;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.random.RandomGenerator;

/**
 * One row of {@code stresstesttable}, made from a random source. The initial load and
 * the insert transaction ({@link StressTestWorkload#INSERT_SQL}) both make rows here, so the data looks the same however it got in.
 *
 * <p>Only {@code nextInt(bound)} and {@code nextDouble()} are used: {@link java.util.Random} specifies
 * both exactly, so the seeded initial load is the same on every JDK.
 */
public record StressTestRow(
        long id, int aint, double afloat, String asmallvarchar, String abigvarchar, LocalDate adate) {
    static final int AINT_BOUND = 1_000_000;
    static final double AFLOAT_SPAN = 1_000_000.0;
    static final int SMALL_VARCHAR_MIN_CHARS = 1;
    static final int SMALL_VARCHAR_MAX_CHARS = 10;
    static final int BIG_VARCHAR_MIN_CHARS = 50;
    static final int BIG_VARCHAR_MAX_CHARS = 500;
    static final LocalDate FIRST_DATE = LocalDate.of(2000, 1, 1);
    /** Days from 2000-01-01 up to (not including) 2030-01-01. */
    static final int DATE_SPAN_DAYS = 10_958;

    /**
     * The characters of the two varchars. Every one must be in Latin-1 (at most U+00FF): {@link #letters} stores
     * each as one ISO-8859-1 byte, which would silently turn any other into '?' (StressTestRowTest checks).
     */
    static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

    public static StressTestRow random(long id, RandomGenerator random) {
        int aint = random.nextInt(AINT_BOUND);
        double afloat = random.nextDouble() * AFLOAT_SPAN;
        String small = letters(random, SMALL_VARCHAR_MIN_CHARS, SMALL_VARCHAR_MAX_CHARS);
        String big = letters(random, BIG_VARCHAR_MIN_CHARS, BIG_VARCHAR_MAX_CHARS);
        LocalDate date = FIRST_DATE.plusDays(random.nextInt(DATE_SPAN_DAYS));
        return new StressTestRow(id, aint, afloat, small, big, date);
    }

    /** Binds this row to the six parameters of {@link StressTestWorkload#INSERT_SQL}, in column order. */
    public void bindInsert(PreparedStatement insert) throws SQLException {
        insert.setLong(1, id);
        insert.setInt(2, aint);
        insert.setDouble(3, afloat);
        insert.setString(4, asmallvarchar);
        insert.setString(5, abigvarchar);
        insert.setDate(6, Date.valueOf(adate));
    }

    /**
     * Letters and digits, one byte each: built as Latin-1 bytes, the String's own form for them, the temporary
     * array is half the size of a char[] (the insert transaction makes one of 50-500 per execution).
     */
    private static String letters(RandomGenerator random, int minChars, int maxChars) {
        int length = minChars + random.nextInt(maxChars - minChars + 1);
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) bytes[i] = (byte) ALPHABET.charAt(random.nextInt(ALPHABET.length()));
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }
}
