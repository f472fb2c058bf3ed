package io.dbbench.workloads.soe.client;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Runs lookups whose rows only need to travel to the client (what a user's screen would show). */
final class Rows {
    private Rows() {}

    /** Executes the bound query, fetches every row and closes the cursor; returns the number of rows. */
    static int fetchAll(PreparedStatement query) throws SQLException {
        int rows = 0;
        try (ResultSet rs = query.executeQuery()) {
            while (rs.next()) rows++;
        }
        return rows;
    }
}
