package io.dbbench.workloads.stresstest;

import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.RunIds;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The Stress Test opened for one run. Its only shared state is the id counter, started from the table's
 * maximum id when the run opens it: sessions of one run never insert the same id, but two runs (or two
 * processes) against the same table at once would, and their inserts would fail on the primary key.
 */
public final class StressTestWorkload implements Workload {
    static final String MAX_ID_SQL = "SELECT MAX(id) FROM stresstesttable";

    private final RunIds ids;

    StressTestWorkload(long highestExistingId) {
        this(highestExistingId, null);
    }

    StressTestWorkload(long highestExistingId, ReplicaIdentity replica) {
        this.ids = replica == null
                ? new RunIds(highestExistingId)
                : new RunIds(highestExistingId, replica.index(), replica.count());
    }

    /** Reads the table's maximum id once (0 for an empty table) and starts the run's counter there. */
    public static StressTestWorkload open(WorkloadContext context) throws SQLException {
        try (Connection connection = context.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet max = statement.executeQuery(MAX_ID_SQL)) {
            long highest = max.next() ? max.getLong(1) : 0; // getLong gives 0 for the NULL of an empty table
            return new StressTestWorkload(highest, ReplicaIdentity.ofRunEnvironment(context.environment()));
        } catch (SQLException e) {
            throw new SQLException(
                    "Stress Test could not read the highest id of stresstesttable" + " (is the schema installed?): "
                            + e.getMessage(),
                    e.getSQLState(),
                    e.getErrorCode(),
                    e);
        }
    }

    /** The highest id handed out so far (the table's maximum at open, plus this run's inserts). */
    public long highestId() {
        return ids.highest();
    }

    @Override
    public Transaction newTransaction(String transactionName) {
        return switch (transactionName) {
            case StressTestProvider.INSERT -> new StressTestInsert(ids);
            case StressTestProvider.SELECT -> new StressTestSelect(ids);
            case StressTestProvider.UPDATE -> StressTestRowChange.update(ids);
            case StressTestProvider.DELETE -> StressTestRowChange.delete(ids);
            default -> throw new IllegalArgumentException("Stress Test has no transaction '" + transactionName
                    + "'; known: " + String.join(", ", StressTestProvider.TRANSACTION_NAMES));
        };
    }
}
