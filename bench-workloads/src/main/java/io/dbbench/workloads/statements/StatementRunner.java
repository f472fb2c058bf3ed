package io.dbbench.workloads.statements;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.List;

/**
 * SwingBench's {@code SQLStatementRunner} for one session: each execution runs one enabled statement
 * (chosen by the {@link RunMode}) with fresh parameter values, fetches every row it returns (that is the
 * work being measured) and commits. The engine records the execution under the transaction and, through
 * {@link TransactionContext#ranStatement}, under the statement's short name. A statement cut by its
 * timeout throws, so it counts as a failed transaction and the user goes on with the next.
 */
final class StatementRunner implements Transaction {
    /** Rows fetched per round trip when the config sets no FetchSize: big results stream instead of filling memory. */
    static final int DEFAULT_FETCH_SIZE = 500;

    private final List<Statement> statements;
    private final RunMode mode;
    private int previous = -1;

    StatementRunner(List<Statement> enabledStatements, RunMode mode) {
        this.statements = enabledStatements;
        this.mode = mode;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        int index = mode.next(previous, statements.size(), context.random());
        if (index < 0) {
            // the engine stops calling after the execution that said finishSession(); a caller that goes on is wrong
            throw new IllegalStateException("serial_once: every statement has already run in this session");
        }
        previous = index;
        if (mode == RunMode.SERIAL_ONCE && index == statements.size() - 1) context.finishSession();
        Statement s = statements.get(index);
        context.ranStatement(index);
        int timeout = s.queryTimeoutSeconds() > 0 ? s.queryTimeoutSeconds() : context.queryTimeoutSeconds();
        int fetchSize = context.fetchSize() > 0 ? context.fetchSize() : DEFAULT_FETCH_SIZE;
        List<Parameter> parameters = s.parameters();
        if (s.literal()) {
            String sql = s.literalSql(context.random());
            try (java.sql.Statement st = context.connection().createStatement()) {
                if (timeout > 0) st.setQueryTimeout(timeout);
                st.setFetchSize(fetchSize);
                drain(st, st.execute(sql));
            }
        } else {
            PreparedStatement ps = context.prepare(s.template().bindSql());
            Object[] values = new Object[parameters.size()];
            for (int p = 0; p < values.length; p++)
                values[p] = parameters.get(p).next(context.random());
            SqlTemplate template = s.template();
            for (int i = 0; i < template.placeholderCount(); i++) bind(ps, i + 1, values[template.parameterAt(i)]);
            // the statement is cached per SQL text: set what is this statement's own on every execution
            ps.setQueryTimeout(timeout);
            ps.setFetchSize(fetchSize);
            drain(ps, ps.execute());
        }
        context.connection().commit();
        return Outcome.committed(s.kind().countsWithCommit());
    }

    private static void bind(PreparedStatement ps, int position, Object value) throws SQLException {
        if (value instanceof Long l) ps.setLong(position, l);
        else if (value instanceof LocalDate d) ps.setObject(position, d);
        else ps.setString(position, (String) value);
    }

    /** Reads every row of every result, and every update count, until the statement has none left. */
    private static void drain(java.sql.Statement st, boolean isResultSet) throws SQLException {
        boolean result = isResultSet;
        while (true) {
            if (result) {
                try (ResultSet rs = st.getResultSet()) {
                    while (rs.next()) {
                        // fetching the rows is the work a query benchmark measures
                    }
                }
            } else if (st.getUpdateCount() == -1) {
                return;
            }
            result = st.getMoreResults();
        }
    }
}
