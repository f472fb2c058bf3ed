package io.dbbench.workloads.sql;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Runs a read transaction's query and fetches its whole answer, as a client that shows it would. */
public final class FetchAll {
    private FetchAll() {}

    /**
     * Executes {@code query} (its markers bound) and reads every value of every row as text: the answer
     * crosses the wire and is decoded, and that transfer is part of the work being measured.
     */
    public static void execute(PreparedStatement query) throws SQLException {
        try (ResultSet rows = query.executeQuery()) {
            readAll(rows);
        }
    }

    /**
     * Reads every value of every row not yet visited as text: a {@link SingleStatementTransaction.ResultReader}.
     * The column count is asked once per result, not per row: this is on the measured path.
     */
    public static void readAll(ResultSet rows) throws SQLException {
        int columns = rows.getMetaData().getColumnCount();
        while (rows.next()) {
            for (int i = 1; i <= columns; i++) rows.getString(i);
        }
    }
}
