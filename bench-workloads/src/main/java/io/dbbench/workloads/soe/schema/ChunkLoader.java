package io.dbbench.workloads.soe.schema;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.LongConsumer;

/** Puts the rows of one key range of one table into the database over one connection, committed. */
@FunctionalInterface
interface ChunkLoader {
    /**
     * @param rowsLoaded told how many more rows went in, as they go
     * @return the rows written
     */
    long load(Connection connection, TableRows rows, long fromKey, long toKeyExclusive, LongConsumer rowsLoaded)
            throws SQLException;
}
