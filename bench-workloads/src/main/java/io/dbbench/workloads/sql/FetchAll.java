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
            while (rows.next()) readRow(rows);
        }
    }

    /** Reads every value of the current row as text: a {@link SingleStatementTransaction.RowReader}. */
    public static void readRow(ResultSet row) throws SQLException {
        int columns = row.getMetaData().getColumnCount();
        for (int i = 1; i <= columns; i++) row.getString(i);
    }
}
