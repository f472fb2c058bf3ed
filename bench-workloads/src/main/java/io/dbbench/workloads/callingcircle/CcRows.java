package io.dbbench.workloads.callingcircle;

import io.dbbench.workloads.bulk.RowSink;
import io.dbbench.workloads.bulk.SplitMix64;
import java.sql.SQLException;
import java.util.function.LongSupplier;

/**
 * The loaded rows, customer by customer. Each table's values of customer {@code c} come from a SplitMix64
 * stream seeded by (seed, table, c) only, so any thread makes any customer's rows, in any chunks, with the
 * same result on every JDK. A customer's calls go to members of their circle, and their account's balance
 * and call count are those of their calls: the consistency {@code cc validate} checks after a run.
 */
record CcRows(long seed, CcVolumes volumes) {
    private static final long CUSTOMER_SALT = 0xCC01L;
    private static final long ACCOUNT_SALT = 0xCC02L;
    private static final long CIRCLE_SALT = 0xCC03L;
    private static final long CALLS_SALT = 0xCC04L;

    /** Writes customer {@code c}'s rows of {@code table}. */
    void write(CcTable table, long c, RowSink sink) throws SQLException {
        switch (table) {
            case CUSTOMERS -> CcData.writeCustomer(sink, c, joinedDay(c), bits(CUSTOMER_SALT, c));
            case ACCOUNTS -> {
                long balance = 0;
                for (long seconds : callSeconds(c)) balance += CcData.costCents((int) seconds);
                CcData.writeAccount(sink, c, balance, volumes.callsPerCustomer(), joinedDay(c), bits(ACCOUNT_SALT, c));
            }
            case CIRCLES -> {
                for (long member : circle(c)) CcData.writeCircleMember(sink, c, member, joinedDay(c));
            }
            case CALLS -> {
                long[] members = circle(c);
                LongSupplier bits = bits(CALLS_SALT, c);
                for (int k = 0; k < volumes.callsPerCustomer(); k++) {
                    long callee = members[SplitMix64.below(bits, members.length)];
                    long start = CcData.LOAD_FIRST_SECOND + SplitMix64.belowLong(bits, CcData.QUARTER_SECONDS);
                    CcData.writeCall(sink, volumes.callId(c, k), c, callee, start, CcData.callSeconds(bits));
                }
            }
        }
    }

    /** The distinct members of customer {@code c}'s circle, never {@code c}, all among the loaded customers. */
    long[] circle(long c) {
        return pickMembers(c, volumes.customers(), volumes.circleSize(), bits(CIRCLE_SALT, c));
    }

    /**
     * {@code size} distinct customers of 1..{@code customers}, none of them {@code c}, by rejection (sizes are
     * far below the customers, except in tiny schemas where the loop still ends: size is at most customers - 1).
     */
    static long[] pickMembers(long c, long customers, int size, LongSupplier bits) {
        long[] members = new long[size];
        int found = 0;
        while (found < size) {
            long candidate = 1 + SplitMix64.belowLong(bits, customers);
            boolean taken = candidate == c;
            for (int i = 0; i < found && !taken; i++) taken = members[i] == candidate;
            if (!taken) members[found++] = candidate;
        }
        return members;
    }

    /** The durations of customer {@code c}'s loaded calls, drawn as {@link #write} draws them for CALLS. */
    private long[] callSeconds(long c) {
        long[] members = circle(c);
        LongSupplier bits = bits(CALLS_SALT, c);
        long[] seconds = new long[volumes.callsPerCustomer()];
        for (int k = 0; k < seconds.length; k++) {
            SplitMix64.below(bits, members.length);
            SplitMix64.belowLong(bits, CcData.QUARTER_SECONDS);
            seconds[k] = CcData.callSeconds(bits);
        }
        return seconds;
    }

    /** The day customer {@code c} joined: spread over the year before the loaded calls. */
    private long joinedDay(long c) {
        return CcData.LOAD_FIRST_DAY.toEpochDay() - 1 - Math.floorMod(SplitMix64.rowSeed(seed, CUSTOMER_SALT, -c), 365);
    }

    private LongSupplier bits(long salt, long c) {
        return SplitMix64.rowBits(seed, salt, c);
    }
}
