package io.dbbench.workloads.json;

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
 * The JSON workload opened for one run. Its only shared state is the id counter, started from the highest
 * key in the table when the run opens it: sessions (and replicas) of one run never insert the same key.
 */
public final class JsonWorkload implements Workload {
    private final JsonSql sql;
    private final RunIds ids;

    JsonWorkload(JsonSql sql, RunIds ids) {
        this.sql = sql;
        this.ids = ids;
    }

    /** Reads the highest key once (none in an empty table) and starts the run's counter after it. */
    public static JsonWorkload open(WorkloadContext context) throws SQLException {
        JsonSql sql = JsonSql.forDialect(context.dialect());
        long highest;
        try (Connection connection = context.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet max = statement.executeQuery(sql.maxKey())) {
            highest = max.next() ? PassengerKeys.idOf(max.getString(1)) : 0;
        } catch (SQLException e) {
            throw new SQLException(
                    "JSON could not read the highest passenger key (is the schema installed? 'json create'): "
                            + e.getMessage(),
                    e.getSQLState(),
                    e.getErrorCode(),
                    e);
        }
        ReplicaIdentity replica = ReplicaIdentity.ofRunEnvironment(context.environment());
        RunIds ids = replica == null ? new RunIds(highest) : new RunIds(highest, replica.index(), replica.count());
        return new JsonWorkload(sql, ids);
    }

    /** The highest id handed out so far (the table's highest at open, plus this run's inserts). */
    public long highestId() {
        return ids.highest();
    }

    @Override
    public Transaction newTransaction(String transactionName) {
        return switch (transactionName) {
            case JsonProvider.INSERT -> new InsertNewPassenger(sql, ids);
            case JsonProvider.GET -> new GetPassengerDetails(sql, ids);
            case JsonProvider.UPDATE -> new UpdatePassengerDetails(sql, ids);
            case JsonProvider.REMOVE -> new RemovePassengerDetails(sql, ids);
            default -> throw new IllegalArgumentException("JSON has no transaction '" + transactionName + "'; known: "
                    + String.join(", ", JsonProvider.TRANSACTION_NAMES));
        };
    }
}
