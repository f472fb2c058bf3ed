package io.dbbench.workloads.stresstest;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.bulk.RunIds;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/** Inserts one random row under the next id of the run's shared counter, then commits. */
public final class StressTestInsert implements Transaction {
    /** Also used by the initial load, so both write the same columns the same way. */
    public static final String SQL =
            "INSERT INTO stresstesttable (id, aint, afloat, asmallvarchar, abigvarchar, adate) VALUES (?, ?, ?, ?, ?, ?)";

    private static final DmlCounts COUNTS = DmlCounts.of(0, 1, 0, 0, 1, 0);

    private final RunIds ids;

    StressTestInsert(RunIds ids) {
        this.ids = ids;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        PreparedStatement insert = context.prepare(SQL);
        StressTestRow.random(ids.next(), context.random()).bindInsert(insert);
        insert.executeUpdate();
        context.connection().commit();
        return Outcome.committed(COUNTS);
    }
}
