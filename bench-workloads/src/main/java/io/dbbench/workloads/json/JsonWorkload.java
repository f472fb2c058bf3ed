package io.dbbench.workloads.json;

import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.RunIds;
import io.dbbench.workloads.sql.SingleStatementTransaction;
import io.dbbench.workloads.sql.SqlErrors;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The JSON workload opened for one run. Its only shared state is the id counter, started from the highest
 * key in the table when the run opens it: sessions (and replicas) of one run never insert the same key.
 */
public record JsonWorkload(JsonSql sql, RunIds ids) implements Workload {
    /** Reads the highest key once (none in an empty table) and starts the run's counter after it. */
    public static JsonWorkload open(WorkloadContext context) throws SQLException {
        JsonSql sql = JsonSql.forDialect(context.dialect());
        long highest;
        try (Connection connection = context.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet max = statement.executeQuery(sql.maxKey())) {
            highest = max.next() ? PassengerKeys.idOf(max.getString(1)) : 0;
        } catch (SQLException e) {
            throw SqlErrors.withContext(
                    "JSON could not read the highest passenger key (is the schema installed? 'json create'): ", e);
        }
        return new JsonWorkload(sql, RunIds.of(highest, ReplicaIdentity.ofRunEnvironment(context.environment())));
    }

    /** The highest id handed out so far (the table's highest at open, plus this run's inserts). */
    public long highestId() {
        return ids.highest();
    }

    /**
     * Each transaction is one statement on a key, then a commit:
     * <ul>
     *   <li>insert: the document of a new passenger under the next id of the run;
     *   <li>get: the document of a random key through the expression index, as text: that transfer is the work
     *       being measured;
     *   <li>update: new contact details and frequent-flyer standing, a patch the database merges into the stored
     *       document in place (no read and rewrite through the client);
     *   <li>remove: the document of a random key.
     * </ul>
     * A get or a change of a key removed earlier finds nothing: still one select executed, or a change reporting
     * no document changed, so the table's count is always the rows loaded + inserts − deletes reported.
     */
    @Override
    public Transaction newTransaction(String transactionName) {
        return switch (transactionName) {
            case JsonProvider.INSERT -> SingleStatementTransaction.insert(
                    sql.insert(),
                    (insert, context) ->
                            insert.setString(1, PassengerDocument.of(ids.next(), context.random()::nextLong)));
            case JsonProvider.GET -> SingleStatementTransaction.fetchAll(sql.selectByKey(), this::bindRandomKey);
            case JsonProvider.UPDATE -> SingleStatementTransaction.update(sql.updateByKey(), (update, context) -> {
                long id = ids.randomExisting(context.random());
                update.setString(1, PassengerDocument.patch(id, context.random()::nextLong));
                update.setString(2, PassengerKeys.of(id));
            });
            case JsonProvider.REMOVE -> SingleStatementTransaction.delete(sql.deleteByKey(), this::bindRandomKey);
            default -> throw new IllegalArgumentException("JSON has no transaction '" + transactionName + "'; known: "
                    + String.join(", ", JsonProvider.TRANSACTION_NAMES));
        };
    }

    private void bindRandomKey(PreparedStatement statement, TransactionContext context) throws SQLException {
        statement.setString(1, PassengerKeys.of(ids.randomExisting(context.random())));
    }
}
