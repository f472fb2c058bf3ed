package io.dbbench.workloads.callingcircle;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.bulk.JdbcRowSink;
import io.dbbench.workloads.bulk.RowSink;
import io.dbbench.workloads.bulk.RunIds;
import io.dbbench.workloads.bulk.SplitMix64;
import java.sql.SQLException;
import java.util.function.LongSupplier;

/**
 * New Customer (NC): signs up a customer under the run's next id, opens their account (no calls, nothing owed)
 * and gives them a calling circle of {@link CcVolumes#CIRCLE_SIZE} customers that existed when the run
 * opened, then commits. The inputs come from the session's seeded random source, not from data files.
 */
public record NewCallingCircleProcess(RunIds customers, long membersBound) implements Transaction {
    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        LongSupplier bits = context.random()::nextLong;
        long id = customers.next();
        long day = CcData.RUN_FIRST_SECOND / 86_400 + SplitMix64.below(bits, 90);
        CcData.writeCustomer(
                JdbcRowSink.statement(context.prepare(CcSql.INSERT_CUSTOMER), CcTable.CUSTOMERS.bulk()), id, day, bits);
        CcData.writeAccount(
                JdbcRowSink.statement(context.prepare(CcSql.INSERT_ACCOUNT), CcTable.ACCOUNTS.bulk()),
                id,
                0,
                0,
                day,
                bits);
        // members among the customers committed before the run: never the new one (its id is above them all)
        int size = (int) Math.min(CcVolumes.CIRCLE_SIZE, membersBound);
        RowSink members = JdbcRowSink.statement(context.prepare(CcSql.INSERT_MEMBER), CcTable.CIRCLES.bulk());
        for (long member : CcRows.pickMembers(0, membersBound, size, bits)) {
            CcData.writeCircleMember(members, id, member, day);
        }
        context.connection().commit();
        return Outcome.committed(DmlCounts.of(0, 2 + size, 0, 0, 1, 0));
    }
}
