package io.dbbench.workloads.stresstest;

import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.RunIds;
import io.dbbench.workloads.sql.CountQuery;
import io.dbbench.workloads.sql.SingleStatementTransaction;
import io.dbbench.workloads.sql.SqlErrors;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * The Stress Test opened for one run. Its only shared state is the id counter, started from the table's
 * maximum id when the run opens it: sessions of one run never insert the same id, but two runs (or two
 * processes) against the same table at once would, and their inserts would fail on the primary key.
 */
public record StressTestWorkload(RunIds ids) implements Workload {
    static final String MAX_ID_SQL = "SELECT MAX(id) FROM stresstesttable";
    /** Also used by the initial load, so both write the same columns the same way. */
    public static final String INSERT_SQL =
            "INSERT INTO stresstesttable (id, aint, afloat, asmallvarchar, abigvarchar, adate) VALUES (?, ?, ?, ?, ?, ?)";

    public static final String SELECT_SQL =
            "SELECT id, aint, afloat, asmallvarchar, abigvarchar, adate FROM stresstesttable WHERE id = ?";
    public static final String UPDATE_SQL = "UPDATE stresstesttable SET aint = aint + 1 WHERE id = ?";
    public static final String DELETE_SQL = "DELETE FROM stresstesttable WHERE id = ?";

    /** Reads the table's maximum id once (0 for an empty table) and starts the run's counter there. */
    public static StressTestWorkload open(WorkloadContext context) throws SQLException {
        long highest;
        try (Connection connection = context.dataSource().getConnection()) {
            highest = CountQuery.count(connection, MAX_ID_SQL); // getLong gives 0 for the NULL of an empty table
        } catch (SQLException e) {
            throw SqlErrors.withContext(
                    "Stress Test could not read the highest id of stresstesttable (is the schema installed?): ", e);
        }
        return new StressTestWorkload(RunIds.of(highest, ReplicaIdentity.ofRunEnvironment(context.environment())));
    }

    /** The highest id handed out so far (the table's maximum at open, plus this run's inserts). */
    public long highestId() {
        return ids.highest();
    }

    /**
     * Each transaction is one statement on an id, then a commit: an insert of one random row under the next id of
     * the run's shared counter, or a select (at most one row, by primary key), update (increments {@code aint}) or
     * delete of a random id. A select fetches its row from the server, which is the work: its values are not
     * needed. A select of a deleted id is still one select executed; an update or delete reports
     * the rows it changed (0 when the id was already deleted), so the table's row count always equals the rows
     * loaded + inserts − deletes reported: a run can be checked against the database.
     */
    @Override
    public Transaction newTransaction(String transactionName) {
        return switch (transactionName) {
            case StressTestProvider.INSERT -> SingleStatementTransaction.insert(
                    INSERT_SQL, (insert, context) -> StressTestRow.random(ids.next(), context.random())
                            .bindInsert(insert));
            case StressTestProvider.SELECT -> SingleStatementTransaction.query(
                    SELECT_SQL, this::bindRandomId, row -> {});
            case StressTestProvider.UPDATE -> SingleStatementTransaction.update(UPDATE_SQL, this::bindRandomId);
            case StressTestProvider.DELETE -> SingleStatementTransaction.delete(DELETE_SQL, this::bindRandomId);
            default -> throw new IllegalArgumentException("Stress Test has no transaction '" + transactionName
                    + "'; known: " + String.join(", ", StressTestProvider.TRANSACTION_NAMES));
        };
    }

    private void bindRandomId(PreparedStatement statement, TransactionContext context) throws SQLException {
        statement.setLong(1, ids.randomExisting(context.random()));
    }
}
