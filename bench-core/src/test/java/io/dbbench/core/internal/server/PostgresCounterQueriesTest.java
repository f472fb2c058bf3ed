package io.dbbench.core.internal.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The views changed between releases: each version gets the queries its server can answer. */
class PostgresCounterQueriesTest {
    @Test
    void fifteenReadsTheWalViewAndTheBgwriterButHasNoIoView() {
        List<String> queries = PostgresCounterQueries.forMajorVersion(15);

        assertEquals(
                List.of(
                        PostgresCounterQueries.DATABASE,
                        PostgresCounterQueries.WAL_14,
                        PostgresCounterQueries.CHECKPOINTS_BEFORE_17),
                queries);
        assertFalse(String.join("\n", queries).contains("pg_stat_io"));
    }

    @Test
    void sixteenAddsPgStatIoInOpBytes() {
        List<String> queries = PostgresCounterQueries.forMajorVersion(16);

        assertTrue(queries.contains(PostgresCounterQueries.IO_16));
        assertTrue(PostgresCounterQueries.IO_16.contains("reads * op_bytes"));
        assertTrue(queries.contains(PostgresCounterQueries.CHECKPOINTS_BEFORE_17));
    }

    @Test
    void seventeenReadsCheckpointsFromTheCheckpointerView() {
        List<String> queries = PostgresCounterQueries.forMajorVersion(17);

        assertTrue(queries.contains(PostgresCounterQueries.CHECKPOINTS_17));
        assertFalse(queries.contains(PostgresCounterQueries.CHECKPOINTS_BEFORE_17));
        assertTrue(queries.contains(PostgresCounterQueries.IO_16));
    }

    @Test
    void eighteenReadsIoBytesDirectly() {
        List<String> queries = PostgresCounterQueries.forMajorVersion(18);

        assertTrue(queries.contains(PostgresCounterQueries.IO_18));
        assertFalse(queries.contains(PostgresCounterQueries.IO_16), "op_bytes is gone in 18");
    }

    @Test
    void beforeFourteenTheWalBytesComeFromTheInsertPosition() {
        List<String> queries = PostgresCounterQueries.forMajorVersion(13);

        assertTrue(queries.contains(PostgresCounterQueries.WAL_BEFORE_14));
        assertFalse(String.join("\n", queries).contains("pg_stat_wal"));
    }
}
