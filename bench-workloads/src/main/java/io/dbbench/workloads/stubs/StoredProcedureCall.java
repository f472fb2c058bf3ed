package io.dbbench.workloads.stubs;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import java.sql.CallableStatement;
import java.sql.SQLException;
import java.sql.Types;

/**
 * One of SwingBench's {@code StoredProcedureN} stubs: calls function {@code spN} with a random key of
 * {@code sp_stub_data}, commits, and reports the statements the function says it ran plus the commit.
 */
final class StoredProcedureCall implements Transaction {
    private static final DmlCounts COMMIT = DmlCounts.of(0, 0, 0, 0, 1, 0);

    private final String call;

    /** @param number 1..6 */
    StoredProcedureCall(int number) {
        this.call = "{? = call sp" + number + "(?)}";
    }

    String sql() {
        return call;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        CallableStatement cs = context.prepareCall(call);
        cs.registerOutParameter(1, Types.VARCHAR);
        cs.setInt(2, context.randomInt(1, StubsSchemaInstaller.DATA_ROWS));
        cs.execute();
        DmlCounts ran = DmlCounts.parseServerSide(cs.getString(1));
        context.connection().commit();
        return Outcome.committed(ran.plus(COMMIT));
    }
}
