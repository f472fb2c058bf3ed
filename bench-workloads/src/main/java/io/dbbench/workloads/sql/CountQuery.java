package io.dbbench.workloads.sql;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** Runs a query of one number, e.g. {@code SELECT COUNT(*) FROM t}, as validators ask them. */
public final class CountQuery {
    private CountQuery() {}

    /** The first column of the first row of {@code countSql}. */
    public static long count(Connection c, String countSql) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(countSql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
