-- One run of the in-database worker loop (server-loop-create.sql); its one row holds the counts and times.
CALL pg_temp.lio_server_loop(?::int, ?::bigint, ?::int, ?::int, ?::int, ?::int, ?::bigint, ?::bigint,
                             ?::bigint, ?::bigint, ?::bigint, ?::bigint, NULL, NULL, NULL, NULL, NULL, NULL);
