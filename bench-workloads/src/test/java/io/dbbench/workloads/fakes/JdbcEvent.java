package io.dbbench.workloads.fakes;

import java.util.List;

/**
 * One JDBC call a fake recorded.
 *
 * @param sql    the statement the call belongs to (null for connection-level calls such as commit)
 * @param method the JDBC method name, e.g. {@code executeUpdate}
 * @param args   its arguments; for execute calls on a prepared statement, the bound parameters by index
 */
public record JdbcEvent(String sql, String method, List<Object> args) {}
