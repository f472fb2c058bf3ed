package io.dbbench.workloads.callingcircle;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.bulk.RunIds;
import io.dbbench.workloads.sql.FetchAll;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Retrieve Customer Details (RCD): a random customer's details with their account, their calling circle with
 * the members' names and numbers, and their latest {@value CcSql#HISTORY_CALLS} calls; then it commits. A
 * customer id not (yet) committed finds nothing and is still three selects executed.
 */
public record RetrieveHistoryProcess(RunIds customers) implements Transaction {
    private static final DmlCounts COUNTS = DmlCounts.of(3, 0, 0, 0, 1, 0);

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        long id = customers.randomExisting(context.random());
        for (String sql :
                new String[] {CcSql.SELECT_CUSTOMER, CcSql.SELECT_CIRCLE_MEMBERS, CcSql.SELECT_LATEST_CALLS}) {
            PreparedStatement select = context.prepare(sql);
            select.setLong(1, id);
            FetchAll.execute(select);
        }
        context.connection().commit();
        return Outcome.committed(COUNTS);
    }
}
