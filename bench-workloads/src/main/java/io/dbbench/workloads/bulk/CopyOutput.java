package io.dbbench.workloads.bulk;

import java.sql.SQLException;

/** Takes one block of encoded rows: the COPY stream, or a test's buffer. */
@FunctionalInterface
public interface CopyOutput {
    void write(byte[] bytes, int length) throws SQLException;
}
