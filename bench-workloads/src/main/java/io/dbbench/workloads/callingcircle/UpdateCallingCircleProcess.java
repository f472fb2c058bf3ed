package io.dbbench.workloads.callingcircle;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.bulk.JdbcRowSink;
import io.dbbench.workloads.bulk.RowSink;
import io.dbbench.workloads.bulk.RunIds;
import io.dbbench.workloads.bulk.SplitMix64;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Update Customer Details (UCD): a random customer gets a new e-mail and city, makes one to
 * {@value #MAX_NEW_CALLS} calls to members of their circle (each recorded, its cost added to their account's
 * balance and call count), and swaps one circle member for another customer; then it commits.
 *
 * <p>The customer's UPDATE comes first and locks their row: two sessions that pick the same customer take
 * turns, so the circle read and the account change always see each other's work. A customer id not (yet)
 * committed updates nothing, and the transaction commits having changed nothing.
 */
public record UpdateCallingCircleProcess(RunIds customers, RunIds calls, long membersBound) implements Transaction {
    static final int MAX_NEW_CALLS = 3;

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        LongSupplier bits = context.random()::nextLong;
        long id = customers.randomExisting(context.random());
        String[] details = CcData.newDetails(id, bits);
        PreparedStatement update = context.prepare(CcSql.UPDATE_CUSTOMER);
        update.setString(1, details[0]);
        update.setString(2, details[1]);
        update.setLong(3, id);
        if (update.executeUpdate() == 0) {
            context.connection().commit();
            return Outcome.committed(DmlCounts.of(0, 0, 0, 0, 1, 0));
        }
        List<Long> circle = circleOf(context, id);
        int inserts = 0;
        int updates = 1;
        int deletes = 0;
        if (!circle.isEmpty()) {
            int newCalls = 1 + SplitMix64.below(bits, MAX_NEW_CALLS);
            long costCents = 0;
            RowSink callSink = JdbcRowSink.statement(context.prepare(CcSql.INSERT_CALL), CcTable.CALLS.bulk());
            for (int k = 0; k < newCalls; k++) {
                long callee = circle.get(SplitMix64.below(bits, circle.size()));
                long start = CcData.RUN_FIRST_SECOND + SplitMix64.belowLong(bits, CcData.QUARTER_SECONDS);
                int seconds = CcData.callSeconds(bits);
                CcData.writeCall(callSink, calls.next(), id, callee, start, seconds);
                costCents += CcData.costCents(seconds);
            }
            PreparedStatement charge = context.prepare(CcSql.CHARGE_ACCOUNT);
            charge.setBigDecimal(1, java.math.BigDecimal.valueOf(costCents, 2));
            charge.setInt(2, newCalls);
            charge.setLong(3, id);
            updates += charge.executeUpdate();
            inserts += newCalls;
        }
        // the swap: a customer from before the run, neither this one nor already a member
        long candidate = membersBound < 1 ? 0 : 1 + SplitMix64.belowLong(bits, membersBound);
        if (candidate != 0 && candidate != id && !circle.contains(candidate)) {
            if (!circle.isEmpty()) {
                PreparedStatement delete = context.prepare(CcSql.DELETE_MEMBER);
                delete.setLong(1, id);
                delete.setLong(2, circle.get(SplitMix64.below(bits, circle.size())));
                deletes += delete.executeUpdate();
            }
            CcData.writeCircleMember(
                    JdbcRowSink.statement(context.prepare(CcSql.INSERT_MEMBER), CcTable.CIRCLES.bulk()),
                    id,
                    candidate,
                    CcData.RUN_FIRST_SECOND / 86_400 + SplitMix64.below(bits, 90));
            inserts++;
        }
        context.connection().commit();
        return Outcome.committed(DmlCounts.of(1, inserts, updates, deletes, 1, 0));
    }

    private static List<Long> circleOf(TransactionContext context, long id) throws SQLException {
        PreparedStatement select = context.prepare(CcSql.SELECT_CIRCLE);
        select.setLong(1, id);
        List<Long> members = new ArrayList<>();
        try (ResultSet rs = select.executeQuery()) {
            while (rs.next()) members.add(rs.getLong(1));
        }
        return members;
    }
}
