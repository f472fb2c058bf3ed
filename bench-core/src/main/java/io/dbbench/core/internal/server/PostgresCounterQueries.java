package io.dbbench.core.internal.server;

import java.util.ArrayList;
import java.util.List;

/**
 * The (name, value) queries behind {@link PostgresServerCounters}, chosen by the server's major version:
 * the statistics views changed shape between releases ({@code pg_stat_wal} came in 14, {@code pg_stat_io}
 * in 16, {@code pg_stat_checkpointer} took the checkpoint columns out of {@code pg_stat_bgwriter} in 17,
 * and 18 replaced {@code pg_stat_io.op_bytes} by byte columns).
 */
final class PostgresCounterQueries {
    /** This database's transactions and block traffic; every release dbbench supports has these columns. */
    static final String DATABASE =
            """
            SELECT s.name, s.value
              FROM pg_stat_database d
             CROSS JOIN LATERAL (VALUES ('commits', d.xact_commit),
                                        ('rollbacks', d.xact_rollback),
                                        ('blocks read', d.blks_read),
                                        ('blocks hit', d.blks_hit),
                                        ('temp bytes', d.temp_bytes),
                                        ('deadlocks', d.deadlocks)) AS s (name, value)
             WHERE d.datname = current_database()""";

    /** WAL written by the whole server (WAL is shared by all databases of a cluster). */
    static final String WAL_14 = "SELECT 'log bytes', wal_bytes::bigint FROM pg_stat_wal";

    /** Before 14: the WAL insert position is the bytes written since initdb (not on a standby). */
    static final String WAL_BEFORE_14 = "SELECT 'log bytes', pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::bigint";

    static final String CHECKPOINTS_BEFORE_17 =
            """
            SELECT s.name, s.value
              FROM pg_stat_bgwriter b
             CROSS JOIN LATERAL (VALUES ('checkpoints timed', b.checkpoints_timed),
                                        ('checkpoints requested', b.checkpoints_req),
                                        ('buffers written by checkpoints', b.buffers_checkpoint),
                                        ('buffers written by bgwriter', b.buffers_clean)) AS s (name, value)""";

    static final String CHECKPOINTS_17 =
            """
            SELECT s.name, s.value
              FROM pg_stat_checkpointer c CROSS JOIN pg_stat_bgwriter b
             CROSS JOIN LATERAL (VALUES ('checkpoints timed', c.num_timed),
                                        ('checkpoints requested', c.num_requested),
                                        ('buffers written by checkpoints', c.buffers_written),
                                        ('buffers written by bgwriter', b.buffers_clean)) AS s (name, value)""";

    /** Relation I/O the server asked the kernel for, all backends and auxiliary processes (16 and 17). */
    static final String IO_16 =
            """
            SELECT 'io read bytes', COALESCE(SUM(reads * op_bytes), 0)::bigint FROM pg_stat_io
            UNION ALL
            SELECT 'io write bytes', COALESCE(SUM(writes * op_bytes), 0)::bigint FROM pg_stat_io""";

    /** From 18 pg_stat_io reports bytes itself (op_bytes is gone). */
    static final String IO_18 =
            """
            SELECT 'io read bytes', COALESCE(SUM(read_bytes), 0)::bigint FROM pg_stat_io
            UNION ALL
            SELECT 'io write bytes', COALESCE(SUM(write_bytes), 0)::bigint FROM pg_stat_io""";

    private PostgresCounterQueries() {}

    /** The queries for a server of this major version (e.g. 15), in the order their counters are reported. */
    static List<String> forMajorVersion(int major) {
        List<String> queries = new ArrayList<>();
        queries.add(DATABASE);
        queries.add(major >= 14 ? WAL_14 : WAL_BEFORE_14);
        queries.add(major >= 17 ? CHECKPOINTS_17 : CHECKPOINTS_BEFORE_17);
        if (major >= 18) queries.add(IO_18);
        else if (major >= 16) queries.add(IO_16);
        return List.copyOf(queries);
    }
}
